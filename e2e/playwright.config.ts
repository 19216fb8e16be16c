import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3107);

/**
 * Journeys through the built app and the real server, in Debian's Chromium. The server is
 * started by the config on a fresh embedded database, so every run begins with the demo clinic.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/test-reports/e2e.json' }]],
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // A failed journey keeps its trace (DOM snapshots, network, console) and a screenshot; the
    // trace's screencast and sources are left out: recording them slowed every passing journey
    // (three specs: 50.6 s with them, 46.1 s without, 43.8 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: 'node e2e/servidor.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/salud`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port) },
  },
});
