#!/usr/bin/env node
// `npm run bench:web` (issue 14): the clinic app as browsers get it. Builds the app when its
// inputs changed (as `npm start`), starts the real server on the demo clinic plus the bench's
// 10,000 citas and a day with the day list's full 1000 rows (apps/api/bench/servidor.ts,
// BENCH_APP=1), and in Debian's Chromium:
//   1. visits each route cold (a new browser context: no cache) and prints the JS and CSS it
//      fetched: raw, gzip -9 and brotli q11, and the bytes actually sent (precompressed);
//   2. loads /login, /paciente, /administrativo/citas and a wizard step as a phone would
//      (375 px, CPU slowed 4×) and prints LCP, CLS and TBT from the browser's own performance
//      entries;
//   3. runs Lighthouse (its default mobile profile: a mid-range phone, simulated slow 4G and CPU
//      4×) on the same four routes, each in a fresh Chromium (a cold cache) signed in through
//      localStorage, and prints the performance score, LCP, TBT and CLS; it fails if a page
//      requested anything but the clinic's own origin;
//   4. on the 1000-row day list, types in the search box and changes page, and prints each
//      interaction's time to next paint (Event Timing), against the goal of 100 ms.
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumLaunch } from './chromium.mjs';
import { chromiumPath } from './ensure-debian.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'Clinica2026!';
const ACCOUNTS = {
  administrativo: 'admin@clinica.test',
  medico: 'medico@clinica.test',
  radiologo: 'radiologo@clinica.test',
  paciente: 'paciente@clinica.test',
};
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

// 1. The build, as `npm start` makes it (only when stale).
const built = spawnSync(
  process.execPath,
  [path.join(root, 'scripts/start.mjs'), '--solo-construir'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (built.status !== 0) process.exit(built.status ?? 1);

// 2. The server.
const server = await new Promise((resolve, reject) => {
  const child = fork(path.join(root, 'apps/api/bench/servidor.ts'), [], {
    execArgv: ['--conditions=@clinica/source', '--import', 'tsx'],
    env: { ...process.env, BENCH_APP: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.once('exit', (code) => reject(new Error(`El servidor terminó (${code}).`)));
  child.once('message', (message) => {
    child.removeAllListeners('exit');
    resolve({ child, url: `http://127.0.0.1:${message.port}`, data: message.data });
  });
});

const browser = await chromium.launch(chromiumLaunch);

async function signedIn(role) {
  if (!role) return undefined;
  const answer = await fetch(`${server.url}/api/iniciarSesion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNTS[role], password: PASSWORD }),
  });
  const { token, user } = await answer.json();
  return {
    token_usuario: token,
    id: String(user.id),
    rol: String(user.id_rol),
    id_usuario: String(user.id),
    nombre: user.nombre,
    primer_apellido: user.primer_apellido,
  };
}

async function newPage(role, options = {}) {
  const context = await browser.newContext({ locale: 'es-ES', ...options });
  const session = await signedIn(role);
  if (session) {
    await context.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, session);
  }
  return { context, page: await context.newPage() };
}

// Lighthouse's profiles, removed at the end: Chromium's network service still writes one for a
// moment after the browser exits.
const profiles = [];

/**
 * Lighthouse on `route` in a Chromium of its own (a new profile: nothing cached), signed in as
 * `role` through localStorage, set from a same-origin address that loads none of the app's
 * files. Lighthouse connects to it by its DevTools port and keeps that storage.
 */
async function lighthouseOn(route, role) {
  const profile = mkdtempSync(path.join(tmpdir(), 'clinica-lighthouse-'));
  profiles.push(profile);
  const chrome = spawn(
    chromiumPath,
    [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  try {
    const port = await new Promise((resolve, reject) => {
      let output = '';
      chrome.once('exit', (code) => reject(new Error(`Chromium terminó (${code}): ${output}`)));
      chrome.stderr.on('data', (chunk) => {
        output += chunk;
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match) resolve(Number(match[1]));
      });
    });
    const session = await signedIn(role);
    if (session) {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const page = await cdp.contexts()[0].newPage();
      await page.goto(`${server.url}/api/salud`);
      await page.evaluate((values) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, session);
      await page.close();
      await cdp.close();
    }
    const result = await lighthouse(`${server.url}${route}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The profile is new, so the cache is already cold; resetting storage would sign out.
      disableStorageReset: true,
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse en ${route}: ${lhr.runtimeError.message}`);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const foreign = requests
      .map((item) => item.url)
      .filter((url) => !url.startsWith(server.url) && !/^(data|blob):/.test(url));
    return { lhr, requests: requests.length, foreign };
  } finally {
    chrome.kill('SIGTERM');
    await new Promise((resolve) =>
      chrome.exitCode === null ? chrome.once('exit', resolve) : resolve(),
    );
  }
}

const ROUTES = [
  ['/login', undefined],
  ['/paciente', 'paciente'],
  ['/paciente/misCitas', 'paciente'],
  ['/administrativo/citas', 'administrativo'],
  ['/administrativo/crearPaciente', 'administrativo'],
  ['/administrativo/crearCita', 'administrativo'],
  ['/medico', 'medico'],
  ['/radiologo', 'radiologo'],
];

try {
  console.log('\n## Bytes por ruta (visita en frío, 1280 px)\n');
  console.log(
    '| ruta | JS | JS gzip | JS brotli | CSS gzip | enviados (JS+CSS) |\n|---|---|---|---|---|---|',
  );
  for (const [route, role] of ROUTES) {
    const { context, page } = await newPage(role);
    const files = [];
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.startsWith(server.url) || !/\.(js|css)$/.test(new URL(url).pathname)) return;
      files.push(
        response.body().then((body) => ({
          css: url.endsWith('.css'),
          body,
          sent: Number(response.headers()['content-length'] ?? body.length),
        })),
      );
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    const all = await Promise.all(files);
    const js = all.filter((file) => !file.css);
    const sum = (list, measure) => list.reduce((total, file) => total + measure(file), 0);
    const gz = (file) => gzipSync(file.body, { level: 9 }).length;
    const br = (file) =>
      brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    console.log(
      `| ${route} | ${kB(sum(js, (f) => f.body.length))} | ${kB(sum(js, gz))} | ${kB(sum(js, br))} | ${kB(
        sum(
          all.filter((f) => f.css),
          gz,
        ),
      )} | ${kB(sum(all, (f) => f.sent))} |`,
    );
    await context.close();
  }

  console.log('\n## Como un móvil (375 px, CPU 4× más lenta)\n');
  console.log('| ruta | LCP | CLS | TBT |\n|---|---|---|---|');
  for (const [route, role] of [
    ['/login', undefined],
    ['/paciente', 'paciente'],
    ['/administrativo/citas', 'administrativo'],
    ['/administrativo/crearPaciente', 'administrativo'],
  ]) {
    const { context, page } = await newPage(role, {
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(() => {
      const vitals = { lcp: 0, cls: 0, longTasks: [], fcp: 0 };
      window.__vitals = vitals;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          vitals.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
        }
      }).observe({ type: 'paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const vitals = await page.evaluate(() => window.__vitals);
    const tbt = vitals.longTasks
      .filter(([start]) => start >= vitals.fcp)
      .reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
    console.log(
      `| ${route} | ${Math.round(vitals.lcp)} ms | ${vitals.cls.toFixed(3)} | ${Math.round(tbt)} ms |`,
    );
    await context.close();
  }

  console.log('\n## Lighthouse (móvil: teléfono medio, 4G lento y CPU 4× simulados)\n');
  console.log('| ruta | rendimiento | LCP | TBT | CLS | peticiones |\n|---|---|---|---|---|---|');
  const foreignRequests = [];
  for (const [route, role] of [
    ['/login', undefined],
    ['/paciente', 'paciente'],
    ['/administrativo/citas', 'administrativo'],
    ['/administrativo/crearPaciente', 'administrativo'],
  ]) {
    const { lhr, requests, foreign } = await lighthouseOn(route, role);
    const audit = (id) => lhr.audits[id].numericValue;
    // Lighthouse follows redirects: the page it measured must be the one asked for.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (!landed.startsWith(route)) throw new Error(`Lighthouse en ${route} acabó en ${landed}`);
    console.log(
      `| ${route} | ${Math.round(lhr.categories.performance.score * 100)} | ${Math.round(
        audit('largest-contentful-paint'),
      )} ms | ${Math.round(audit('total-blocking-time'))} ms | ${audit(
        'cumulative-layout-shift',
      ).toFixed(3)} | ${requests} |`,
    );
    foreignRequests.push(...foreign);
  }
  if (foreignRequests.length > 0) {
    throw new Error(`Peticiones a otro origen: ${[...new Set(foreignRequests)].join(', ')}`);
  }

  const day = server.data.busyDay;
  console.log(`\n## La lista del día con 1000 citas (${day}; 10,000 citas más en la base)\n`);
  const { context, page } = await newPage('administrativo', {
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(() => {
    window.__eventos = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__eventos.push([entry.name, entry.duration]);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(`${server.url}/administrativo/citas?fecha=${day}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Siguiente' }).first().waitFor();
  const measure = async (label, action) => {
    await page.evaluate(() => {
      window.__eventos = [];
    });
    await action();
    await page.waitForTimeout(600);
    const events = await page.evaluate(() => window.__eventos);
    const worst = events.reduce((max, [, duration]) => Math.max(max, duration), 0);
    console.log(
      `| ${label} | ${worst ? `${Math.round(worst)} ms` : '< 16 ms'} | ${worst <= 100 ? 'sí' : 'no'} |`,
    );
  };
  console.log(
    '| interacción | hasta el siguiente pintado (peor evento) | ≤ 100 ms |\n|---|---|---|',
  );
  const search = page.getByLabel('Buscar:');
  await measure('escribir «4» en Buscar', () => search.pressSequentially('4'));
  await measure('escribir «2» más', () => search.pressSequentially('2'));
  await measure('borrar la búsqueda', () => search.fill(''));
  await measure('Siguiente página', () =>
    page.getByRole('button', { name: 'Siguiente' }).first().click(),
  );
  await context.close();
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  for (const profile of profiles) {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      console.warn(`No se pudo borrar ${profile}: ${error.message}`);
    }
  }
}
