import { defineConfig } from '@playwright/test';
import { chromiumHeadlessShellLaunch } from '../scripts/chromium.mjs';

/**
 * Journeys through the built app and the real server, in Debian's Chromium (its headless shell:
 * scripts/chromium.mjs). Each worker starts its own server on a fresh embedded database (the
 * `servidor` fixture in fixtures.ts), so every worker begins with the demo clinic and none sees
 * another's data. Two workers: a journey spends most of its time waiting on a page, so the second
 * one nearly halves the step on 2 cores.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/test-reports/e2e.json' }]],
  // The servers' logs of the whole run: none may hold personal data or a secret.
  globalSetup: './registro-nuevo.ts',
  globalTeardown: './registro-limpio.ts',
  outputDir: '../.tmp/e2e-results',
  use: {
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // A failed journey keeps its trace (each action and assertion with its call log, and the
    // console), a screenshot, and Playwright's error-context.md (the page's accessibility tree as
    // it failed). Recording the trace's DOM snapshots before and after every action (and with them
    // the network and its bodies) cost every passing journey a tenth of the step's CPU (five specs:
    // 293 s with them, 267 s without), its screencast and sources more (docs/pruebas.md).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: chromiumHeadlessShellLaunch,
  },
});
