#!/usr/bin/env node
// `npm run bench:web`: the clinic app as browsers get it. Builds the app when
// its inputs changed (as `npm start`), starts the real server on the demo clinic plus the bench's
// 10,000 citas and a day with the day list's full 1000 rows (apps/api/bench/servidor.ts,
// BENCH_APP=1), and in Debian's Chromium:
//   1. visits each route cold (a new browser context: no cache) and prints the JS and CSS it
//      fetched: raw, gzip -9 and brotli q11, and the bytes actually sent (precompressed);
//   2. runs Lighthouse 12 on each measured route — the issue's six, a wizard step of each area,
//      the radiologist's 'Crear informe' and the doctor's diagnosis page — as a phone (its default
//      mobile profile: a mid-range phone, simulated slow 4G and CPU 4×) and as a desktop (its
//      desktop profile), each run in a fresh Chromium (a cold cache) signed in through
//      localStorage, and prints the median of BENCH_VECES runs (3) of the score, FCP, LCP, TBT and
//      CLS (a page that moves as it loads: a quarter of the mobile score), and beside the mobile
//      TBT the same sum from the trace by the CPU time of the page's main thread, with the share
//      of its wall time it waited for a core (`tbtDeLaTraza`);
//      it fails if a page requested anything but the clinic's own origin;
//   3. times one interaction of each route (a filter, a day in the calendar, 'Continuar' in a
//      wizard…; a press held as long as a person's, `PULSACION_MS`) once the loaded page is
//      idle, the median of BENCH_VECES fresh loads, to its next paint (Event Timing, the worst
//      event: what INP reports; frames shown at once, as on a screen: `refrescarLaPantalla`), on
//      the phone (375 px, CPU 4× slower) and the desktop (1280 px), and lists the routes that
//      miss the goal of docs/rendimiento.md: ≥ 90 on mobile with LCP ≤ 2.5 s and TBT ≤ 200 ms,
//      ≥ 95 on desktop, and every interaction within 100 ms; beside each route, the machine's
//      load average (1 min) over its runs, since Lighthouse's simulated TBT follows it;
//   4. on the 1000-row day list, types in the search box and changes page, and prints each
//      interaction's time to next paint.
// BENCH_RUTAS=/login,/medico measures only the routes they begin (`/paciente=`: that route alone);
// BENCH_VECES=1 one run; BENCH_INFORMES=/tmp/lh keeps each Lighthouse report there (JSON: the
// LCP element and its phases, the requests, the main thread's work) and the trace it read
// (`*.trace.json`, which Chromium's DevTools opens).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumLaunch } from './chromium.mjs';
import { chromiumPath, ensureChromium } from './ensure-debian.mjs';
import { arrancarElServidor, construirLaAplicacion, sesionDe } from './servidor-de-banco.mjs';

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
/** The goal (docs/rendimiento.md): Lighthouse scores, mobile LCP and TBT, time to next paint. */
const OBJETIVO = { movil: 90, escritorio: 95, lcpMovil: 2500, tbtMovil: 200, interaccion: 100 };
const VECES = Math.max(1, Number(process.env.BENCH_VECES ?? 3));
const SOLO = process.env.BENCH_RUTAS?.split(',').filter(Boolean);
const INFORMES = process.env.BENCH_INFORMES;
if (INFORMES) mkdirSync(INFORMES, { recursive: true });
const mediana = (valores) => {
  const orden = [...valores].sort((a, b) => a - b);
  return orden[Math.floor((orden.length - 1) / 2)];
};
/** The median of the runs that measured it (a trace, an interaction); `undefined` if none did. */
const medianaDeLasMedidas = (valores) => {
  const medidas = valores.filter((valor) => valor !== undefined);
  return medidas.length > 0 ? mediana(medidas) : undefined;
};
/**
 * A screen's refresh, for the interaction timings. Headless Chromium has no display: a frame the
 * page paints is shown (and Event Timing learns its time) only when a later frame is drawn, and a
 * page that then rests draws none until its next change. A keystroke painted in 32 ms was
 * reported at 100–250 ms, whenever the next render (the filtered rows, a deferred message) came
 * (a trace: the renderer drew at 33 ms, the display not until 202 ms). A phone's or a PC's screen
 * shows each frame at its next refresh, so while an interaction is timed a 1-pixel mark changes
 * colour every frame, and every frame the page paints is drawn and timed at once. It costs the
 * page one tiny style change a frame; a busy main thread still delays every frame, the mark's too.
 */
const refrescarLaPantalla = (page) =>
  page.evaluate(() => {
    const marca = document.createElement('div');
    marca.setAttribute('aria-hidden', 'true');
    marca.style.cssText =
      'position:fixed;left:0;top:0;width:1px;height:1px;pointer-events:none;z-index:2147483647';
    document.body.append(marca);
    let fotograma = 0;
    const refrescar = () => {
      fotograma += 1;
      marca.style.background = fotograma % 2 ? '#fffffe' : '#fffffd';
      requestAnimationFrame(refrescar);
    };
    requestAnimationFrame(refrescar);
  });

/** A phone (375 px, touch, CPU 4× slower) or a desktop (1280 px) for the interaction timings. */
const DISPOSITIVOS = {
  movil: {
    contexto: {
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    },
    cpu: 4,
  },
  escritorio: { contexto: { viewport: { width: 1280, height: 900 } }, cpu: 1 },
};

// Lighthouse's browser first: without it, nothing is built or started.
if (!ensureChromium()) process.exit(1);

// 1. The build, as `npm start` makes it (only when stale).
construirLaAplicacion();

// 2. The server.
const server = await arrancarElServidor();

const browser = await chromium.launch(chromiumLaunch);

const signedIn = (role) => (role ? sesionDe(server, role) : Promise.resolve(undefined));

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
async function lighthouseOn(route, role, perfil = 'movil') {
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
    const result = await lighthouse(
      `${server.url}${route}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The profile is new, so the cache is already cold; resetting storage would sign out.
        disableStorageReset: true,
      },
      perfil === 'escritorio' ? desktopConfig : undefined,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse en ${route}: ${lhr.runtimeError.message}`);
    // Lighthouse follows redirects: the page it measured must be the one asked for.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (!landed.startsWith(route.split('?')[0])) {
      throw new Error(`Lighthouse en ${route} acabó en ${landed}`);
    }
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const foreign = requests
      .map((item) => item.url)
      .filter((url) => !url.startsWith(server.url) && !/^(data|blob):/.test(url));
    return { lhr, trace: result.artifacts?.Trace, requests: requests.length, foreign };
  } finally {
    chrome.kill('SIGTERM');
    await new Promise((resolve) =>
      chrome.exitCode === null ? chrome.once('exit', resolve) : resolve(),
    );
  }
}

/**
 * What Lighthouse's TBT is made of, read from the trace it recorded: every task of the measured
 * page's main thread after its first paint, each counted as Lighthouse counts it (its time times
 * the profile's CPU slowdown, less 50 ms), but by the CPU time the thread really ran instead of its
 * wall time (which Lighthouse reads), and the share of that wall time the thread was off the CPU,
 * mostly waiting for a core: on a 2-core machine, Lighthouse's own process, Chromium's browser
 * process answering DevTools and its tracing service use several seconds of CPU during a run
 * (docs/rendimiento.md, 'The twenty-second round').
 */
function tbtDeLaTraza(trace, multiplicador) {
  const eventos = trace?.traceEvents ?? [];
  const fcp = eventos
    .filter((e) => e.name === 'firstContentfulPaint')
    .sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) return undefined;
  const hilo = eventos.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === fcp.pid &&
      e.args?.name === 'CrRendererMain',
  );
  if (!hilo) return undefined;
  let cpu = 0;
  let paredTotal = 0;
  let cpuTotal = 0;
  for (const e of eventos) {
    if (e.pid !== fcp.pid || e.tid !== hilo.tid || e.ph !== 'X' || e.ts < fcp.ts) continue;
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    const ms = e.dur / 1000;
    const msCpu = (e.tdur ?? e.dur) / 1000;
    paredTotal += ms;
    cpuTotal += msCpu;
    cpu += Math.max(0, msCpu * multiplicador - 50);
  }
  return { cpu, espera: paredTotal > 0 ? 1 - cpuTotal / paredTotal : 0 };
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART): up to two more tries. */
async function otraVezSiFalla(medir) {
  for (let intento = 1; ; intento++) {
    try {
      return await medir();
    } catch (error) {
      if (intento === 3) throw error;
      console.warn(`${error.message.split('\n')[0]}: otra vez.`);
    }
  }
}

/**
 * How long a timed press holds the button down, as a finger or a mouse does (a tap rests on the
 * glass 50–150 ms). Playwright's plain click releases within a millisecond of pressing: the
 * release then waits in the queue behind the press's own work (react-aria's pressed state and
 * focus, 20–30 ms at CPU 4×), and Event Timing counts that wait in the release's and the click's
 * time, though no person's release comes that soon. Held, each event is timed from its own
 * moment: the press to its own paint, the release and click to theirs. Work the press does is
 * still counted (in its own event), and a press whose work outlasts the hold still queues the
 * release as before. docs/rendimiento.md, 'The seventh round'.
 */
const PULSACION_MS = 80;
const pulsarEl = (localizador) => localizador.click({ delay: PULSACION_MS });

const escribirEnBuscar = (texto) => async (page) =>
  page.getByRole('searchbox', { name: 'Buscar:' }).first().pressSequentially(texto);
const pulsar = (nombre) => async (page) =>
  pulsarEl(page.getByRole('button', { name: nombre, exact: true }).first());

/**
 * The measured routes and the interaction each is timed on. The diagnosis page and 'Crear
 * informe' need a cita: they are found as their users find them (the doctor's day with citas,
 * the radiologist's first 'Crear informe').
 */
async function rutasMedidas(day) {
  const rutas = [
    { ruta: '/login', interaccion: 'Iniciar sesión sin datos', accion: pulsar('Iniciar sesión') },
    {
      ruta: '/paciente',
      rol: 'paciente',
      interaccion: 'Recordatorios por correo',
      // The kit's Checkbox hides its input: the label is what a person presses.
      accion: (page) => pulsarEl(page.getByText('Recordatorios por correo', { exact: true })),
    },
    {
      ruta: '/paciente/misCitas',
      rol: 'paciente',
      interaccion: 'buscar «1»',
      accion: escribirEnBuscar('1'),
    },
    {
      ruta: '/paciente/pedirCita',
      rol: 'paciente',
      interaccion: 'Continuar sin datos',
      accion: pulsar('Continuar'),
    },
    {
      ruta: `/administrativo/citas?fecha=${day}`,
      nombre: '/administrativo/citas (1000 citas)',
      rol: 'administrativo',
      interaccion: 'filtrar 1000 citas',
      accion: escribirEnBuscar('4'),
    },
    {
      ruta: '/administrativo/crearPaciente',
      rol: 'administrativo',
      interaccion: 'Continuar sin datos',
      accion: pulsar('Continuar'),
    },
    {
      ruta: '/administrativo/crearCita',
      rol: 'administrativo',
      interaccion: 'Continuar sin datos',
      accion: pulsar('Continuar'),
    },
    {
      ruta: '/medico',
      rol: 'medico',
      interaccion: 'elegir un día',
      accion: (page) =>
        pulsarEl(
          page
            .locator(
              '[role=grid] [role=button]:not([aria-disabled=true]):not([data-outside-month])',
            )
            .nth(14),
        ),
    },
    {
      ruta: '/radiologo',
      rol: 'radiologo',
      interaccion: 'Crear informe',
      accion: (page) => pulsarEl(page.getByRole('button', { name: /^Crear informe/ }).first()),
    },
  ];
  const { context, page } = await newPage('radiologo');
  try {
    await page.goto(`${server.url}/radiologo`);
    await page
      .getByRole('button', { name: /^Crear informe/ })
      .first()
      .click({ timeout: 15_000 });
    await page.waitForURL(/\/radiologo\/buscarCita\/citas/);
    const url = new URL(page.url());
    rutas.push({
      ruta: url.pathname + url.search,
      nombre: `${url.pathname} (Crear informe)`,
      rol: 'radiologo',
      interaccion: 'escribir en el informe',
      accion: (p) => p.getByRole('textbox').first().pressSequentially('a'),
    });
  } catch (error) {
    console.warn(`Sin 'Crear informe' que medir: ${error.message.split('\n')[0]}`);
  } finally {
    await context.close();
  }
  const medico = await newPage('medico');
  try {
    // The doctor's last day with citas up to today (the clinic's), from the calendar's own
    // marks of this month and the one before, opened as `?dia=`: a cita is diagnosed from its
    // day on, so on a weekend, or a day without citas, the next day's would only be seen.
    const sesion = await signedIn('medico');
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    const [anio, mes] = hoy.split('-').map(Number);
    const meses = [
      mes === 1 ? `${anio - 1}-12` : `${anio}-${String(mes - 1).padStart(2, '0')}`,
      hoy.slice(0, 7),
    ];
    const marcas = [];
    for (const m of meses) {
      const respuesta = await fetch(
        `${server.url}/api/citas/diasConCitasMedico/${m}/${sesion.id}`,
        {
          headers: { authorization: `Bearer ${sesion.token_usuario}` },
        },
      );
      marcas.push(...(await respuesta.json()));
    }
    const dia =
      marcas
        .map((marca) => marca.fecha)
        .filter((fecha) => fecha <= hoy)
        .sort()
        .at(-1) ?? hoy;
    await medico.page.goto(`${server.url}/medico?dia=${dia}`);
    await medico.page
      .getByRole('button', { name: /^Abrir cita/ })
      .first()
      .click({ timeout: 15_000 });
    await medico.page.waitForURL(/\/medico\/citas\//);
    const url = new URL(medico.page.url());
    rutas.push({
      ruta: url.pathname + url.search,
      nombre: '/medico/citas/… (diagnóstico)',
      rol: 'medico',
      interaccion: 'escribir el diagnóstico',
      accion: (p) => p.getByRole('textbox').first().pressSequentially('a'),
    });
  } catch (error) {
    console.warn(`Sin diagnóstico que medir: ${error.message.split('\n')[0]}`);
  } finally {
    await medico.context.close();
  }
  // `/paciente=` names that route alone; `/paciente` every route it begins.
  const elegida = (ruta, pedida) =>
    pedida.endsWith('=') ? ruta === pedida.slice(0, -1) : ruta.startsWith(pedida);
  return SOLO ? rutas.filter((r) => SOLO.some((pedida) => elegida(r.ruta, pedida))) : rutas;
}

/**
 * The worst event's time to next paint (Event Timing, as INP counts it: only the events of an
 * interaction, those with an `interactionId` — a press's pointerdown, pointerup and click, a
 * key's keydown and keyup — not the pointer's arrival over the button) of the route's own
 * interaction, on a phone or a desktop; undefined when the page did not offer it.
 */
async function interaccionEn(medida, perfil) {
  const dispositivo = DISPOSITIVOS[perfil];
  const { context, page } = await newPage(medida.rol, dispositivo.contexto);
  try {
    await context.addInitScript(() => {
      window.__eventos = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.interactionId) window.__eventos.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: dispositivo.cpu });
    await page.goto(`${server.url}${medida.ruta}`, { waitUntil: 'networkidle' });
    // The load's own work (the last files run, the first render in slices) is TBT's to count:
    // the interaction is timed once the page is idle, the first moment the browser has nothing
    // queued (requestIdleCallback; 10 s at most), not while the page is still being built.
    await page.evaluate(
      () => new Promise((listo) => requestIdleCallback(() => listo(), { timeout: 10_000 })),
    );
    await page.evaluate(() => {
      window.__eventos = [];
    });
    await refrescarLaPantalla(page);
    await medida.accion(page);
    await page.waitForTimeout(800);
    const eventos = await page.evaluate(() => window.__eventos);
    return eventos.reduce((peor, duracion) => Math.max(peor, duracion), 0) || 16;
  } catch (error) {
    console.warn(
      `${medida.ruta}: sin medir «${medida.interaccion}» (${error.message.split('\n')[0]})`,
    );
    return undefined;
  } finally {
    await context.close();
  }
}

const ROUTES = [
  ['/login', undefined],
  ['/paciente', 'paciente'],
  ['/paciente/misCitas', 'paciente'],
  ['/administrativo/citas', 'administrativo'],
  ['/administrativo/crearPaciente', 'administrativo'],
  ['/administrativo/crearCita', 'administrativo'],
  ['/paciente/pedirCita', 'paciente'],
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

  // 2 and 3. Each measured route, in Lighthouse as a phone and as a desktop (the median of
  // VECES runs), and one interaction of its own, timed to the next paint (Event Timing).
  const day = server.data.busyDay;
  const medidas = await rutasMedidas(day);
  console.log(
    `\n## Lighthouse (rendimiento): móvil y escritorio, mediana de ${VECES} ${VECES === 1 ? 'vuelta' : 'vueltas'}\n`,
  );
  console.log(
    'Móvil: teléfono medio, 4G lento y CPU 4× simulados; escritorio: el perfil de escritorio de Lighthouse.',
  );
  console.log(
    `Objetivo: móvil ≥ ${OBJETIVO.movil} con LCP ≤ ${(OBJETIVO.lcpMovil / 1000).toLocaleString('es-ES')} s y TBT ≤ ${OBJETIVO.tbtMovil} ms, escritorio ≥ ${OBJETIVO.escritorio}, interacción ≤ ${OBJETIVO.interaccion} ms. Carga: la media de la máquina en 1 min durante las vueltas de la ruta (el TBT simulado la sigue). TBT con la CPU de la página: la misma cuenta con el tiempo de CPU de cada tarea del hilo principal en la traza de Lighthouse, en lugar de su tiempo de pared; hilo esperando: la parte de ese tiempo de pared en que el hilo no corría (esperaba un núcleo u, en pocas tareas, a otro proceso).\n`,
  );
  console.log(
    '| ruta | móvil | FCP | LCP | TBT | TBT con la CPU de la página | hilo esperando | CLS | escritorio | FCP | LCP | TBT | CLS | interacción | móvil | escritorio | objetivo | carga |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  const foreignRequests = [];
  const fallan = [];
  for (const medida of medidas) {
    const perfiles = {};
    const cargas = [];
    for (const perfil of ['movil', 'escritorio']) {
      const vueltas = [];
      for (let vez = 0; vez < VECES; vez++) {
        cargas.push(loadavg()[0]);
        const { lhr, trace, foreign } = await otraVezSiFalla(() =>
          lighthouseOn(medida.ruta, medida.rol, perfil),
        );
        foreignRequests.push(...foreign);
        if (INFORMES) {
          const nombre = `${(medida.nombre ?? medida.ruta).replace(/[^\w-]+/g, '_')}-${perfil}-${vez + 1}`;
          writeFileSync(path.join(INFORMES, `${nombre}.json`), JSON.stringify(lhr));
          if (trace)
            writeFileSync(path.join(INFORMES, `${nombre}.trace.json`), JSON.stringify(trace));
        }
        const audit = (id) => lhr.audits[id].numericValue;
        // Printed for the phone only.
        const traza =
          perfil === 'movil'
            ? tbtDeLaTraza(trace, lhr.configSettings.throttling.cpuSlowdownMultiplier)
            : undefined;
        vueltas.push({
          tbtCpu: traza?.cpu,
          espera: traza?.espera,
          nota: Math.round(lhr.categories.performance.score * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      }
      perfiles[perfil] = {
        nota: mediana(vueltas.map((v) => v.nota)),
        fcp: mediana(vueltas.map((v) => v.fcp)),
        lcp: mediana(vueltas.map((v) => v.lcp)),
        tbt: mediana(vueltas.map((v) => v.tbt)),
        cls: mediana(vueltas.map((v) => v.cls)),
        tbtCpu: medianaDeLasMedidas(vueltas.map((v) => v.tbtCpu)),
        espera: medianaDeLasMedidas(vueltas.map((v) => v.espera)),
      };
    }
    // One interaction moves a lot from one load to the next (a phone's 4× slower CPU): the
    // median of as many as the Lighthouse runs, each on a fresh load.
    const interaccion = {};
    for (const perfil of ['movil', 'escritorio']) {
      const veces = [];
      for (let vez = 0; vez < VECES; vez++) veces.push(await interaccionEn(medida, perfil));
      interaccion[perfil] = medianaDeLasMedidas(veces);
    }
    const { movil, escritorio } = perfiles;
    const faltas = [
      movil.nota < OBJETIVO.movil && `móvil ${movil.nota}`,
      movil.lcp > OBJETIVO.lcpMovil && `LCP ${Math.round(movil.lcp)} ms`,
      escritorio.nota < OBJETIVO.escritorio && `escritorio ${escritorio.nota}`,
      movil.tbt > OBJETIVO.tbtMovil && `TBT ${Math.round(movil.tbt)} ms`,
      ...['movil', 'escritorio'].map(
        (perfil) =>
          interaccion[perfil] !== undefined &&
          interaccion[perfil] > OBJETIVO.interaccion &&
          `interacción (${perfil === 'movil' ? 'móvil' : 'escritorio'}) ${Math.round(interaccion[perfil])} ms`,
      ),
    ].filter(Boolean);
    const nombre = medida.nombre ?? medida.ruta;
    if (faltas.length > 0) fallan.push(`${nombre}: ${faltas.join(', ')}`);
    const ms = (valor) => (valor === undefined ? 'sin medir' : `${Math.round(valor)} ms`);
    const carga = (valor) => valor.toLocaleString('es-ES', { maximumFractionDigits: 1 });
    console.log(
      `| ${nombre} | ${movil.nota} | ${ms(movil.fcp)} | ${ms(movil.lcp)} | ${ms(movil.tbt)} | ${ms(movil.tbtCpu)} | ${movil.espera === undefined ? 'sin medir' : `${Math.round(movil.espera * 100)} %`} | ${movil.cls.toFixed(2)} | ${escritorio.nota} | ${ms(escritorio.fcp)} | ${ms(escritorio.lcp)} | ${ms(escritorio.tbt)} | ${escritorio.cls.toFixed(2)} | ${medida.interaccion} | ${ms(interaccion.movil)} | ${ms(interaccion.escritorio)} | ${faltas.length === 0 ? 'sí' : 'no'} | ${[...new Set([Math.min(...cargas), Math.max(...cargas)].map(carga))].join('–')} |`,
    );
  }
  console.log(
    fallan.length === 0
      ? '\nTodas las rutas cumplen el objetivo.'
      : `\nNo cumplen el objetivo (${fallan.length} de ${medidas.length}):\n${fallan.map((f) => `- ${f}`).join('\n')}`,
  );
  if (foreignRequests.length > 0) {
    throw new Error(`Peticiones a otro origen: ${[...new Set(foreignRequests)].join(', ')}`);
  }

  console.log(`\n## La lista del día con 1000 citas (${day}; 10,000 citas más en la base)\n`);
  const { context, page } = await newPage('administrativo', {
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(() => {
    window.__eventos = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) window.__eventos.push([entry.name, entry.duration]);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(`${server.url}/administrativo/citas?fecha=${day}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Siguiente' }).first().waitFor();
  await refrescarLaPantalla(page);
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
    pulsarEl(page.getByRole('button', { name: 'Siguiente' }).first()),
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
