#!/usr/bin/env node
// `npm test`: every check of the repository, stopping at the first failure.
// lint → typecheck → unit tests → server tests on PGlite and PostgreSQL, while the short fault
// run (kill -9 of the server under writes, PostgreSQL stopped under load, the PGlite lock) and
// the builds run beside them (the clinic app, the packages, their shape and size, the consumer
// test of their tarballs, the static Storybook) → stories in
// Chromium → journeys through the built app and the real server.
// Each step prints its time. Three lanes share the machine's two cores: the server tests (two
// files at a time); the short fault run, then the app's build, its budgets and the static
// Storybook; the packages' builds and checks. The builds read the sources of the kit, never
// each other's output, except the package checks, which follow their build in their lane.
// The stories and the journeys, which wait on a browser, run alone.
// It ends with one plain summary line, 'N passed, N failed', summed over the test runners.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ENTORNO_DE_LAS_HISTORIAS } from '../.storybook/historias.mjs';
import { ensureChromiumHeadlessShell, ensurePostgres } from './ensure-debian.mjs';
import { describeRetried, retriedTests } from './retried-tests.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
// The steps that failed, with the end of a quiet step's output: repeated at the very end, where
// a reader of a long log (or of only its last lines) finds them.
const failures = [];
// The Vitest tests that passed only at a retry, listed at the very end too (retried-tests.mjs).
const retried = [];
const started = Date.now();

/** A check of a step's report that failed: said now and again at the end. */
function refuse(message) {
  console.error(`✖ ${message}`);
  failures.push({ title: message, tail: [] });
}
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs one command. A step alone prints as it goes; steps side by side (`quiet`) keep their
 * output and each prints it in one piece when it ends, so their lines never interleave.
 */
function run(title, command, args, { env = {}, quiet = false } = {}) {
  const line = `▶ ${title}: ${[command, ...args].join(' ')}`;
  if (!quiet) console.log(`\n${line}`);
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (ok, detail = '') => {
      if (quiet) {
        console.log(`\n${line}`);
        process.stdout.write(Buffer.concat(output));
      }
      const time = seconds(begun);
      if (!ok) {
        const tail = Buffer.concat(output).toString('utf8').trimEnd().split('\n').slice(-40);
        failures.push({ title: `${title}${detail}`, tail: quiet ? tail : [] });
      }
      if (ok) console.log(`✔ ${title} (${time} s)`);
      // A quiet step's verdict goes to the same stream as its output, right after it.
      else (quiet ? console.log : console.error)(`✖ ${title} failed (${time} s)${detail}`);
      resolve(ok);
    };
    child.on('error', (error) => finish(false, `: ${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

/** Runs one Vitest project with a JSON report beside the usual output, and counts its tests. */
async function vitest(title, project, options = {}) {
  const report = path.join(reports, `${project}.json`);
  const ok = await run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    options,
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    // A file that fails to load fails no test of its own: count it as a failure too.
    const brokenFiles = json.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
    totals.failed += json.numFailedTests + brokenFiles;
    retried.push(...retriedTests(json, root));
    if (json.numTotalTests === 0) {
      refuse(`${title}: no test ran`);
      return false;
    }
  } else if (ok) {
    refuse(`${title}: no report was written`);
    return false;
  }
  return ok;
}

/**
 * The short form of `npm run test:faults`, counted from its JSON report: each round (a kill -9
 * and restart on each database, the PostgreSQL outage, the lock case) is one check.
 */
async function faults(options) {
  const report = path.join(reports, 'faults.json');
  const ok = await run(
    'Faults, short form (kill -9 under writes, PostgreSQL stopped under load, the PGlite lock)',
    'node',
    [
      '--conditions=@clinica/source',
      '--import',
      'tsx',
      'apps/api/faults/faults.ts',
      '--corto',
      '--informe',
      report,
    ],
    options,
  );
  if (!existsSync(report)) {
    refuse('Faults: no report was written');
    return false;
  }
  const { passed, failed } = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += passed;
  totals.failed += failed;
  if (passed + failed === 0) {
    refuse('Faults: no check ran');
    return false;
  }
  return ok;
}

/** Runs the Playwright journeys and counts them from their JSON report. */
async function journeys() {
  const report = path.join(reports, 'e2e.json');
  // The journeys read the demo's plan and the clinic's rules from the server's sources, which
  // import the kit's rules from source too, as the server does.
  const ok = await run(
    'Journeys in Chromium against the real server (Playwright)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    { env: { NODE_OPTIONS: '--conditions=@clinica/source' } },
  );
  if (!existsSync(report)) {
    refuse('Journeys: no report was written');
    return false;
  }
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += stats.expected;
  totals.failed += stats.unexpected + stats.flaky;
  if (stats.expected + stats.unexpected + stats.flaky === 0) {
    refuse('Journeys: no test ran');
    return false;
  }
  return ok;
}

function finish(ok) {
  for (const { title, tail } of failures) {
    console.log(`\n✖ Failed: ${title}`);
    for (const line of tail) console.log(`  │ ${line}`);
  }
  for (const line of describeRetried(retried)) console.log(line);
  console.log(`\nnpm test: ${seconds(started)} s in all`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}

/** Steps one after another, stopping at the first that fails. */
async function inOrder(steps) {
  for (const step of steps) {
    if (!(await step())) return false;
  }
  return true;
}

/** Groups of steps side by side; it waits for all of them, then says whether all passed. */
async function sideBySide(title, lanes) {
  console.log(`\n▶ ${title}`);
  const begun = Date.now();
  const results = await Promise.all(lanes.map((lane) => inOrder(lane)));
  const ok = results.every(Boolean);
  console.log(`${ok ? '✔' : '✖'} ${title} (${seconds(begun)} s)`);
  return ok;
}

const quiet = { quiet: true };
// The app's build, its budgets and the static Storybook: one chain after the short fault run.
const appBuilds = [
  () => run('Build the clinic app', 'npm', ['run', 'build', '-w', '@clinica/clinic'], quiet),
  () =>
    run(
      "Bundle budgets of the clinic app's routes",
      'node',
      ['scripts/check-bundle-budgets.mjs'],
      quiet,
    ),
  () => run('Static Storybook for designers, checked', 'npm', ['run', 'build-storybook'], quiet),
];
// The published packages: their build, shape, sizes, the consumer test and the release dry run.
const packageBuilds = [
  // @clinica/flows' build builds @clinica/ui and @clinica/api-client first.
  () =>
    run(
      'Build @clinica/ui, @clinica/api-client and @clinica/flows',
      'npm',
      ['run', 'build', '-w', '@clinica/flows'],
      quiet,
    ),
  () =>
    run(
      'Package shape of @clinica/ui',
      'npm',
      ['run', 'check:package', '-w', '@clinica/ui'],
      quiet,
    ),
  () =>
    run(
      'Package shape of @clinica/api-client',
      'npm',
      ['run', 'check:package', '-w', '@clinica/api-client'],
      quiet,
    ),
  () =>
    run(
      'Package shape of @clinica/flows',
      'npm',
      ['run', 'check:package', '-w', '@clinica/flows'],
      quiet,
    ),
  () => run('Size budgets of the packages', 'node', ['scripts/check-package-sizes.mjs'], quiet),
  () =>
    run(
      'API reports of the packages, current with what they publish',
      'node',
      ['scripts/informe-api.mjs', '--comprobar'],
      quiet,
    ),
  () =>
    run(
      'Consumer test: the packed packages built by Vite, esbuild and webpack, in Chromium',
      'node',
      ['scripts/consumer-test.mjs'],
      quiet,
    ),
  () =>
    run(
      'Release dry run: changeset version and npm publish --dry-run, in a copy',
      'node',
      ['scripts/release.mjs', '--dry-run'],
      quiet,
    ),
];

const steps = [
  () => run('Lint and format (Biome)', 'npx', ['biome', 'ci', '.']),
  // `npm run typecheck`: TypeScript 7's native compiler, in a third of 5.9's time. 5.9 stays the
  // `typescript` the tools load for its compiler API (tsup's declarations, Storybook's docgen,
  // openapi-typescript); both packages name their command `tsc`, so the script calls 7's by its
  // path.
  () => run('Typecheck (TypeScript 7, tsc -b)', 'npm', ['run', 'typecheck']),
  () => vitest('Unit tests', 'unit'),
  () => ensurePostgres(),
  // Every browser of the tests is Chromium's headless shell (scripts/chromium.mjs): before the
  // builds, as the consumer test among them renders in it.
  () => ensureChromiumHeadlessShell(),
  () =>
    sideBySide('Server tests, with the short fault run and the builds beside them', [
      [() => vitest('Server tests (PGlite and PostgreSQL)', 'api', quiet)],
      // The faults are done in about 50 s; the app's builds follow them in the same lane.
      [() => faults(quiet), ...appBuilds],
      packageBuilds,
    ]),
  // Each story's pictures in both themes too, against .storybook/__screenshots__ (docs/revision-visual.md,
  // 'Revisión visual'); VISUAL=0 leaves them out.
  // Under NODE_ENV 'production', React's production build (.storybook/historias.mjs).
  () =>
    vitest('Stories in Chromium, with their pictures', 'storybook', {
      env: ENTORNO_DE_LAS_HISTORIAS,
    }),
  () => journeys(),
];

finish(await inOrder(steps));
