#!/usr/bin/env node
// `npm run perfil:web -- /medico /administrativo/citas?fecha=@dia`: what holds a phone's main
// thread while a route loads, the profile behind Lighthouse's TBT (docs/rendimiento.md, 'The
// twelfth round'). For each route, PERFIL_VECES cold loads (3) in Debian's Chromium at 375 px,
// signed in through localStorage, on the bench's server (apps/api/bench/servidor.ts: the demo
// clinic, 10,000 citas, a day of 1000; `@dia` is that day), each with a trace and a CPU profile.
// It prints every task of the page's main thread that took PERFIL_UMBRAL ms of CPU (10) or more,
// when it began, and what ran in it, mapped to the sources: the functions that spent the most
// (self time) and our own code it went through. Then an estimate of Lighthouse's mobile TBT
// that does not follow the machine's load: each task after the first paint counted by its CPU
// time (not its wall time, which a busy machine stretches) four times over, as Lighthouse's CPU
// 4× does, less 50 ms; the median of the loads. Beside it, the same sum over every task's wall
// time: what Lighthouse's simulation counts on this machine, where a task of 7 ms of CPU can take
// 30–50 ms while the browser's other threads and processes hold the two cores (docs/rendimiento.md,
// 'The nineteenth round'). Lighthouse itself, with its network simulation and the machine's load,
// is `npm run bench:web`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from './chromium.mjs';
import { ensureChromium } from './ensure-debian.mjs';
import { arrancarElServidor, construirLaAplicacion, sesionDe } from './servidor-de-banco.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/clinic/dist');
const VECES = Math.max(1, Number(process.env.PERFIL_VECES ?? 3));
const UMBRAL_MS = Number(process.env.PERFIL_UMBRAL ?? 10);
const rutas = process.argv.slice(2);
if (rutas.length === 0) {
  console.error('Uso: npm run perfil:web -- /ruta [/otra?fecha=@dia …]');
  process.exit(2);
}

// The browser first: without it, nothing is built or started.
if (!ensureChromium()) process.exit(1);
construirLaAplicacion();
const server = await arrancarElServidor();

/** The source maps of the built app, read once each. */
const mapas = new Map();
function mapaDe(url) {
  const archivo = `${path.join(dist, new URL(url).pathname)}.map`;
  if (!mapas.has(archivo))
    mapas.set(archivo, existsSync(archivo) ? new TraceMap(readFileSync(archivo, 'utf8')) : null);
  return mapas.get(archivo);
}

/** A profile's frame as its source file and function (`node_modules/` left out of the name). */
function fuenteDe(frame) {
  if (!frame.url) return { fuente: `(${frame.functionName || 'nativo'})`, propia: false };
  let fuente = frame.url.replace(/^https?:\/\/[^/]+/, '');
  let nombre = frame.functionName;
  if (/\/assets\/.*\.js$/.test(frame.url)) {
    const mapa = mapaDe(frame.url);
    const original = mapa
      ? originalPositionFor(mapa, { line: frame.lineNumber + 1, column: frame.columnNumber })
      : undefined;
    if (original?.source) {
      fuente = original.source.replace(/^(\.\.\/)+/, '');
      nombre = `${original.name ?? frame.functionName}:${original.line}`;
    }
  }
  const ajena = fuente.includes('node_modules/');
  fuente = fuente.replace(/.*node_modules\//, '');
  return { fuente: `${fuente} ${nombre || '(módulo)'}`, propia: !ajena && !fuente.startsWith('(') };
}

const mediana = (valores) =>
  [...valores].sort((a, b) => a - b)[Math.floor((valores.length - 1) / 2)];
const ms = (microsegundos) => Math.round(microsegundos / 1000);
const primeros = (cuentas, n) =>
  Object.entries(cuentas)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);

/** One cold load: the main thread's long tasks and the estimate of the TBT. */
async function perfilar(navegador, ruta, sesion) {
  const contexto = await navegador.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const pagina = await contexto.newPage();
    await pagina.goto(`${server.url}/api/salud`);
    await pagina.evaluate((valores) => {
      for (const [clave, valor] of Object.entries(valores)) localStorage.setItem(clave, valor);
    }, sesion);
    const cdp = await contexto.newCDPSession(pagina);
    const eventos = [];
    cdp.on('Tracing.dataCollected', ({ value }) => eventos.push(...value));
    const trazado = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.start');
    await pagina.goto(`${server.url}${ruta}`);
    await pagina.waitForLoadState('networkidle');
    // What follows the last answer (a late render, a collection) within Lighthouse's window.
    await pagina.waitForTimeout(1500);
    // The trace ends first: stopping the profiler is a task of the page's main thread (25–30 ms,
    // writing the profile out) that the page itself never runs.
    await cdp.send('Tracing.end');
    await trazado;
    const { profile } = await cdp.send('Profiler.stop');

    const parse = eventos.find(
      (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.includes(ruta.split('?')[0]),
    );
    const { pid, tid } = parse;
    const inicio =
      eventos
        .filter((e) => e.pid === pid && e.name === 'navigationStart' && e.ts <= parse.ts)
        .reduce((ultimo, e) => Math.max(ultimo, e.ts), 0) || parse.ts;
    const fcp = eventos.find((e) => e.name === 'firstContentfulPaint' && e.ts >= inicio)?.ts;
    const todas = eventos.filter(
      (e) =>
        e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= inicio,
    );
    const tareas = todas
      .filter((e) => (e.tdur ?? e.dur) >= UMBRAL_MS * 1000)
      .sort((a, b) => a.ts - b.ts);
    // What Lighthouse's simulation sees on this machine: each task's wall time four times over,
    // a task held off the CPU by the browser's other threads and processes included.
    const tbtDeReloj = todas
      .filter((e) => fcp !== undefined && e.ts >= fcp)
      .reduce((suma, e) => suma + Math.max(0, (e.dur / 1000) * 4 - 50), 0);

    const nodos = new Map(profile.nodes.map((nodo) => [nodo.id, nodo]));
    const padres = new Map();
    for (const nodo of profile.nodes)
      for (const hijo of nodo.children ?? []) padres.set(hijo, nodo);
    const muestras = [];
    let t = profile.startTime;
    profile.samples.forEach((id, i) => {
      t += profile.timeDeltas[i];
      muestras.push([t, id]);
    });

    let tbt = 0;
    const lineas = [];
    for (const tarea of tareas) {
      const cpu = tarea.tdur ?? tarea.dur;
      const trasElPrimerPintado = fcp !== undefined && tarea.ts >= fcp;
      if (trasElPrimerPintado) tbt += Math.max(0, (cpu / 1000) * 4 - 50);
      const propias = {};
      const hojas = {};
      for (const [instante, id] of muestras) {
        if (instante < tarea.ts || instante > tarea.ts + tarea.dur) continue;
        let nodo = nodos.get(id);
        const hoja = fuenteDe(nodo.callFrame).fuente;
        hojas[hoja] = (hojas[hoja] ?? 0) + 1;
        const vistas = new Set();
        while (nodo) {
          const { fuente, propia } = fuenteDe(nodo.callFrame);
          if (propia && !vistas.has(fuente)) {
            vistas.add(fuente);
            propias[fuente] = (propias[fuente] ?? 0) + 1;
          }
          nodo = padres.get(nodo.id);
        }
      }
      const aMs = ([fuente, n]) => `${fuente} ${((n * 100) / 1000).toFixed(1)} ms`;
      lineas.push(
        `  ${String(ms(tarea.ts - inicio)).padStart(5)} ms: ${ms(cpu)} ms de CPU (${ms(tarea.dur)} ms de reloj)${trasElPrimerPintado ? '' : ', antes del primer pintado'}`,
        `      más tiempo propio: ${primeros(hojas, 6).map(aMs).join(' · ')}`,
        `      por nuestro código: ${primeros(propias, 6).map(aMs).join(' · ') || '—'}`,
      );
    }
    return { fcp: fcp === undefined ? undefined : ms(fcp - inicio), tbt, tbtDeReloj, lineas };
  } finally {
    await contexto.close();
  }
}

const navegador = await chromium.launch(chromiumLaunch);
try {
  for (const pedida of rutas) {
    const ruta = pedida.replace('@dia', server.data?.busyDay ?? '');
    const rol = ruta.split('/')[1];
    const sesion = await sesionDe(server, rol);
    const estimaciones = [];
    const deReloj = [];
    for (let vez = 1; vez <= VECES; vez += 1) {
      const { fcp, tbt, tbtDeReloj, lineas } = await perfilar(navegador, ruta, sesion);
      estimaciones.push(tbt);
      deReloj.push(tbtDeReloj);
      console.log(
        `\n## ${ruta}, carga ${vez}: primer pintado a ${fcp ?? '?'} ms; tareas de ${UMBRAL_MS} ms de CPU o más`,
      );
      for (const linea of lineas) console.log(linea);
      console.log(
        `  TBT estimado (móvil, CPU 4×): ${Math.round(tbt)} ms por la CPU; ${Math.round(tbtDeReloj)} ms por el reloj`,
      );
    }
    console.log(
      `\n${ruta}: TBT estimado, mediana de ${VECES}: ${Math.round(mediana(estimaciones))} ms por la CPU (${estimaciones.map(Math.round).join(', ')}); ${Math.round(mediana(deReloj))} ms por el reloj (${deReloj.map(Math.round).join(', ')})`,
    );
  }
} finally {
  await navegador.close();
  server.child.kill('SIGTERM');
}
