#!/usr/bin/env node
// `npm test`: every check of the repository, in order, stopping at the first failure.
// lint → typecheck → unit tests → server tests on PGlite and PostgreSQL → stories in Chromium
// → the static Storybook → journeys through the built app and the real server → package
// builds and checks.
// It ends with one plain summary line, 'N passed, N failed', summed over the test runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensurePostgres } from './ensure-debian.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (${seconds} s)`);
    return false;
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return true;
}

/** Runs one Vitest project with a JSON report beside the usual output, and counts its tests. */
function vitest(title, project, env = {}) {
  const report = path.join(reports, `${project}.json`);
  const ok = run(
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
    env,
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    // A file that fails to load fails no test of its own: count it as a failure too.
    const brokenFiles = json.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
    totals.failed += json.numFailedTests + brokenFiles;
    if (json.numTotalTests === 0) {
      console.error(`✖ ${title}: no test ran`);
      return false;
    }
  } else if (ok) {
    console.error(`✖ ${title}: no report was written`);
    return false;
  }
  return ok;
}

/** Runs the Playwright journeys and counts them from their JSON report. */
function journeys() {
  const report = path.join(reports, 'e2e.json');
  const ok = run('Journeys in Chromium against the real server (Playwright)', 'npx', [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
  ]);
  if (!existsSync(report)) {
    console.error('✖ Journeys: no report was written');
    return false;
  }
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += stats.expected;
  totals.failed += stats.unexpected + stats.flaky;
  if (stats.expected + stats.unexpected + stats.flaky === 0) {
    console.error('✖ Journeys: no test ran');
    return false;
  }
  return ok;
}

function finish(ok) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}

const steps = [
  () => run('Lint and format (Biome)', 'npx', ['biome', 'ci', '.']),
  () => run('Typecheck (tsc -b)', 'npx', ['tsc', '-b']),
  () => vitest('Unit tests', 'unit'),
  () => ensurePostgres(),
  () => vitest('Server tests (PGlite and PostgreSQL)', 'api'),
  () => ensureChromium(),
  () => vitest('Stories in Chromium', 'storybook'),
  () => run('Static Storybook for designers, checked', 'npm', ['run', 'build-storybook']),
  () => run('Build the clinic app', 'npm', ['run', 'build', '-w', '@clinica/clinic']),
  () => journeys(),
  () => run('Build @clinica/ui', 'npm', ['run', 'build', '-w', '@clinica/ui']),
  () => run('Package shape of @clinica/ui', 'npm', ['run', 'check:package', '-w', '@clinica/ui']),
  () => run('Build @clinica/api-client', 'npm', ['run', 'build', '-w', '@clinica/api-client']),
  () =>
    run('Package shape of @clinica/api-client', 'npm', [
      'run',
      'check:package',
      '-w',
      '@clinica/api-client',
    ]),
  () => run('Build @clinica/flows', 'npm', ['run', 'build', '-w', '@clinica/flows']),
  () =>
    run('Package shape of @clinica/flows', 'npm', ['run', 'check:package', '-w', '@clinica/flows']),
];

for (const step of steps) {
  if (!step()) finish(false);
}
finish(true);
