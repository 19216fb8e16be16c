#!/usr/bin/env node
// `npm run test:stories [-- story files or folders]`: the stories in Chromium, with their pictures,
// as npm test runs them. Also the home of the environment they run in, which npm test and
// `npm run test:visual:update` take from here.
//
// NODE_ENV 'production': the pages get React's production build, as the app's users do, not its
// development build, which records each element's owner stack and checks its keys for warnings no
// test reads (36 % of the pages' main thread; three story files 174.8 -> 143.4 s of CPU,
// docs/pruebas.md). Storybook renders without React's `act` then, which only tests use: a play
// function waits for what react-aria draws after the first render (`findBy…`, `waitFor`). It is
// the run's own variable, not the `storybook` project's configuration: Vite reads it in the main
// process (React's bundle, the JSX runtime, Storybook's renderer), and a `define` of it there
// becomes the main process's variable, inherited by the other projects' workers (the unit tests'
// JSX then found no development runtime, and the server tests' servers would refuse their test
// clock). Run otherwise (`npx vitest run --project storybook`), the stories pass the same under
// NODE_ENV 'test', with React's development build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a run of the stories sets in its environment, over the caller's. */
export const ENTORNO_DE_LAS_HISTORIAS = { NODE_ENV: 'production' };

/**
 * Runs the stories' Vitest project with `args` after `--project storybook`, in this environment
 * and `extra`'s, and says how it ended.
 */
export function correrLasHistorias(args, extra = {}) {
  const { status } = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', ...args], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
    env: { ...process.env, ...ENTORNO_DE_LAS_HISTORIAS, ...extra },
  });
  return status ?? 1;
}

// Run as a command, not imported (a file URL, so that a path with spaces or accents matches).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(correrLasHistorias(process.argv.slice(2)));
}
