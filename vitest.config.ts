import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { baselines, visualCommands } from './.storybook/capturas-node.js';
import { chromiumHeadlessShellLaunch } from './scripts/chromium.mjs';
import PorEntorno from './scripts/vitest-orden.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The server's tests load packages as Node loads them for the server: without the bundlers'
 * `module` condition, which Vite's defaults add and Vitest passes to its workers
 * (`--conditions module`). Under it, @aws-sdk's packages resolve to their bundler builds (ES
 * modules with extensionless imports) that Node cannot run.
 */
function nodeResolutionForServerTests(): Plugin {
  const withoutModule = (conditions: string[] | undefined) =>
    conditions?.filter((condition) => condition !== 'module');
  return {
    name: 'clinica:node-resolution-for-server-tests',
    configResolved(config) {
      const ssr = config.ssr.resolve as { conditions?: string[] } | undefined;
      if (ssr?.conditions) ssr.conditions = withoutModule(ssr.conditions);
      const environment = config.environments.ssr?.resolve;
      if (environment?.conditions)
        environment.conditions = withoutModule(environment.conditions) ?? [];
    },
  };
}

/**
 * The stories' visual baselines are compared in every run of the storybook project (npm test,
 * test:stories, test:visual); VISUAL=0 runs the stories without their pictures.
 */
const visual = process.env.VISUAL !== '0';

/**
 * Chromium for the pictures: each changed tile painted whole. With partial raster (its default)
 * only the changed part of a tile is painted again, and the anti-aliased corner of a focus ring
 * that crosses that edge came out one way or another: 1 to 8 pixels of a story differed between
 * two runs.
 */
const visualLaunch = {
  ...chromiumHeadlessShellLaunch,
  args: [...chromiumHeadlessShellLaunch.args, '--disable-partial-raster'],
};

/** The browser context the pictures are taken in. */
const visualContext = {
  // A window larger than a story's 1200×900 frame, and tall enough for the frame to grow to a
  // long story's height (capturas.ts): Vitest shrinks a frame that does not fit (to 0.8 in the
  // default 1280×720), and the pictures would be scaled too.
  viewport: { width: 1280, height: 8000 },
  // The kit's reduced-motion styles (dialogs appear without fading in): whether a picture caught
  // a dialog half-way in or out depended on timing, and react-aria keeps a closing dialog until
  // its opening animation has ended.
  reducedMotion: 'reduce' as const,
};

export default defineConfig({
  // Workspace packages are used from source (their `@clinica/source` export), never from a
  // build that a fresh clone does not have: in the browser and in Node alike.
  resolve: { conditions: ['@clinica/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@clinica/source', ...defaultServerConditions] } },
  // vanilla-extract compiles `.css.ts` files in Vite's ssr environment: the same sources there.
  environments: {
    ssr: { resolve: { conditions: ['@clinica/source', ...defaultServerConditions] } },
  },
  test: {
    // Each project's files grouped by environment, so that the workers that do not isolate
    // their files are kept from one file to the next (scripts/vitest-orden.ts).
    sequence: { sequencer: PorEntorno },
    projects: [
      {
        extends: true,
        // The styles' files run as they are, each in its own scope (vanilla-extract's 'transform'
        // mode), instead of being compiled first to CSS that no unit test reads: the compiler
        // ran each `.css.ts` and its imports again in a Vite server of its own (transform 49 ->
        // 15 s summed, the step 76 -> 57-59 s and 115 -> 93-95 s of CPU alone, all passing). The
        // stories and the builds, whose CSS is drawn, keep the compiler.
        plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' })],
        test: {
          name: 'unit',
          // Vitest leaves one core to itself by default: on a 2-core machine that is one worker.
          // The unit tests are short (the longest file is 891 machine paths in 6 s) and run
          // alone in npm test, so both cores work on them: 49 s -> 36 s here, all passing.
          maxWorkers: 2,
          // A worker's files share its loaded modules (React, xstate, react-aria, the kit)
          // instead of loading them again for each of the 54 files: 42 -> 38 s, 68 -> 55 s of
          // CPU, passing in three orders (--sequence.shuffle.files). Testing Library unmounts
          // after every test, and no unit test mocks a module.
          isolate: false,
          // No test reasons about elapsed time (those that do inject the clock), so the limit
          // only stops a test that hangs: Vitest's 5 s default failed the contract's generation
          // check (a second's work alone) with the machine's two cores busy with other work.
          testTimeout: 60_000,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/flows/test/**/*.test.{ts,tsx}',
            'apps/clinic/src/**/*.test.{ts,tsx}',
          ],
          // Node by default: a file that draws or reads the browser's storage says so in its first
          // line (`// @vitest-environment jsdom`). A jsdom window for each of the ~90 files of
          // machines, rules and mocks cost more than their tests (163 -> 92 s of CPU for them).
          environment: 'node',
          setupFiles: ['./scripts/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [nodeResolutionForServerTests()],
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Two files at a time: a server test mostly waits on its database, so one worker left
          // a core idle (217 s on one worker beside the builds in npm test; 149 s on two alone,
          // all passing). Each file makes its own databases, so no two files share data.
          maxWorkers: 2,
          // The files of one worker share its loaded modules (the server, Fastify, Kysely, PGlite,
          // the AWS SDK) instead of loading them again in a fresh process for each of the 30
          // files: 109 -> 71 s, 187 -> 115 s of CPU, alone on this 2-core machine. What a file
          // makes (servers, databases, clocks) is its own; the server keeps no module state
          // (buildApp makes its caches and passes them in), and tests spy instead of `vi.mock`,
          // which cannot replace a module another file has already loaded.
          isolate: false,
          // A throwaway PostgreSQL for the tests that run on both databases.
          globalSetup: ['./apps/api/test/postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // npm test and `npm run test:stories` run the stories under NODE_ENV 'production', with
        // React's production build (.storybook/historias.mjs says why, and why not here).
        test: {
          name: 'storybook',
          // Story files share one page instead of a fresh iframe each: the kit's modules, React
          // and axe are loaded once, not 80 times (the whole step: 208 s -> 109 s for 504 stories
          // on this 2-core machine). Each story still mounts on its own and Storybook unmounts it;
          // the preview removes what react-aria leaves on <body>, and sessionStorage was already
          // shared by the iframes of one page.
          isolate: false,
          // Two such pages side by side, each a tab with its own browser context (its own
          // storage), each running its story files one after another. One page used one of the
          // two cores (203 s of CPU in a 197 s run); two: 197 -> 131 s for the 511 stories with
          // their pictures, all passing and every picture the same.
          maxWorkers: 2,
          // A whole-flow story walks a wizard end to end: give it room on a busy 2-core machine.
          testTimeout: 30_000,
          // On a busy machine a story's picture has caught a mid-state (a focus moved a frame
          // late, a list still placing itself): one more try keeps CI from failing on it, the
          // report names it as retried, and each one seen is fixed at its cause (git log).
          retry: 1,
          // After each story, its accessibility report cut to what can fail it (informes.ts) and
          // its pictures in both themes against the baselines (capturas.ts); before the run, no
          // baseline folder of a removed story file (capturas-global.ts).
          setupFiles: ['./.storybook/informes.ts', ...(visual ? ['./.storybook/capturas.ts'] : [])],
          globalSetup: visual ? ['./.storybook/capturas-global.ts'] : [],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: visual ? visualLaunch : chromiumHeadlessShellLaunch,
              contextOptions: visual ? visualContext : {},
            }),
            instances: [{ browser: 'chromium' }],
            commands: visualCommands,
            expect: {
              toMatchScreenshot: {
                // No pixel may differ by more than a hair: threshold 0.02 lets through a channel
                // off by a few levels, which Chromium's software raster now and then paints beside
                // an animated layer; a grey ten levels darker fails (the fields' border: ~2,550
                // pixels of a TextArea story), and so does a border 1 px wider. Two things are
                // left to the machine: the pixels pixelmatch finds to be anti-aliasing, and up to
                // 200 others, a cluster the size of an icon. The same Chromium on another
                // machine of this kind (another CPU) put a sort icon a fraction of a pixel
                // further (116–132 pixels) and drew the browser's own resize grip of a textarea
                // otherwise (16–36), which failed 53 stories of baselines that pass elsewhere
                // (docs/pruebas.md, 'Pictures on another machine').
                comparatorName: 'pixelmatch',
                comparatorOptions: {
                  threshold: 0.02,
                  includeAA: false,
                  allowedMismatchedPixels: 200,
                },
                // .storybook/__screenshots__/<story file's path>/<story>-<theme>.png; a failure's
                // picture, diff and baseline go to .vitest-attachments/ (Vitest's default).
                resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, testFileName }) =>
                  path.join(root, baselines, testFileDirectory, testFileName, `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
