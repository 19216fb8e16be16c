/**
 * `npm run bench:subidas`: what a hostile upload costs everyone else. The real server runs as
 * its own process (the demo clinic on PGlite, as `npm start` builds it); a DICOM of about 1 MiB
 * that inflates to 1 GiB is sent to guardarImagenesIncidencia while `GET /api/salud` is asked
 * again and again, one request after the other. For each file: the time until the server
 * answers (the bombs must be refused in under 2 s), the slowest `GET /api/salud` meanwhile (under
 * 100 ms), the server's own event-loop delay (perf_hooks' monitorEventLoopDelay, read in the
 * server's process), the CPU it used (every thread's: the event loop's, the DICOM thread's and
 * zlib's) and the most memory it held. The machine's load average is printed too: on 2 shared
 * cores the delays move with it.
 *
 * The bombs (test/dicom-de-prueba.ts): its pixel data declaring the gigabyte, a small whole image
 * followed by a gigabyte of padding, a gigabyte of empty elements before the image; and two files
 * that are stored, for comparison: a 64 × 64 image and MR_small deflated by dcmtk.
 *
 * Options: --veces N (each file N times, 5 by default), --mib N (the bombs' inflated size, 1024).
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { deflateBomb, smallImage } from '../test/dicom-de-prueba';
import { type Started, signIn, startServer, stopServer } from './proceso';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const rounds = Number(option('veces', '5'));
const mebibytes = Number(option('mib', '1024'));
const GOAL_REFUSED_MS = 2000;
const GOAL_SALUD_MS = 100;

interface ServerMeasure {
  retraso: { p50: number; p99: number; max: number };
  rss: number;
  cpuMs: number;
}

async function serverMeasure(server: Started): Promise<ServerMeasure> {
  const answer = once(server.child, 'message');
  server.child.send('medida');
  return (await answer)[0] as ServerMeasure;
}

interface Round {
  status: number;
  message: string;
  ms: number;
  salud: number[];
  server: ServerMeasure;
}

async function newIncidencia(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/api/incidencias/guardar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      asunto: 'Banco de pruebas de subidas',
      descripcion: 'Una incidencia para subirle archivos.',
      nivel_prioridad: 'BAJA',
      fecha: new Date().toISOString().slice(0, 10),
      nombre: 'Banco de pruebas',
      puesto_trabajo: 3,
    }),
  });
  if (response.status !== 201) throw new Error(`guardarIncidencia respondió ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

/** Uploads `file` while asking for /api/salud, one request after the other, until it answers. */
async function round(server: Started, token: string, name: string, file: Buffer): Promise<Round> {
  const id = await newIncidencia(server.url, token);
  const form = new FormData();
  form.append('id_incidencia', String(id));
  form.append('imagenes', new Blob([file]), name);
  server.child.send('medir');
  const salud: number[] = [];
  let done = false;
  const started = performance.now();
  const upload = fetch(`${server.url}/api/incidencias/guardarImagenesIncidencia`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).then(async (response) => {
    const ms = performance.now() - started;
    done = true;
    return {
      status: response.status,
      message: ((await response.json()) as { message?: string }).message ?? '',
      ms,
    };
  });
  while (!done) {
    const asked = performance.now();
    const response = await fetch(`${server.url}/api/salud`);
    await response.arrayBuffer();
    salud.push(performance.now() - asked);
    await sleep(5);
  }
  const answer = await upload;
  return { ...answer, salud, server: await serverMeasure(server) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (value: number) => Math.round(value).toLocaleString('es-ES');
const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('es-ES')} MiB`;

async function main() {
  console.log(
    `bench:subidas: cada archivo ${rounds} veces, bombas de ${mebibytes} MiB descomprimidas, Node ${process.version}, carga media (1 min) ${loadavg()[0]?.toFixed(1)}`,
  );
  const files: Array<[string, string, Buffer]> = [
    ['imagen 64 × 64 sin comprimir (se guarda)', 'pequena.dcm', smallImage()],
    [
      'MR_small deflate de dcmtk (se guarda)',
      'MR_small_deflate.dcm',
      readFileSync(path.join(import.meta.dirname, '../test/fixtures/MR_small_deflate.dcm')),
    ],
    ['bomba: los píxeles declaran el gigabyte', 'pixeles.dcm', deflateBomb('pixels', mebibytes)],
    ['bomba: imagen y un gigabyte de relleno', 'relleno.dcm', deflateBomb('padding', mebibytes)],
    ['bomba: un gigabyte de elementos vacíos', 'elementos.dcm', deflateBomb('elements', mebibytes)],
  ];
  const server = await startServer({ BENCH_SIN_DATOS: '1' });
  try {
    const token = await signIn(server.url, 'medico@clinica.test');
    // One upload first, so that the figures are not the first request's: the first DICOM also
    // starts the thread that checks them (from the sources, with its own TypeScript loader).
    const first = await round(server, token, 'calentamiento.dcm', smallImage());
    console.log(
      `primera subida DICOM (arranca el hilo de los DICOM): ${ms(first.ms)} ms, GET /api/salud peor ${ms(Math.max(...first.salud))} ms, retraso del bucle peor ${ms(first.server.retraso.max)} ms`,
    );
    const header = [
      'archivo',
      'enviado',
      'respuesta',
      'hasta la respuesta, ms (mediana / peor)',
      'GET /api/salud, ms (mediana / peor, peticiones)',
      'retraso del bucle, ms (p99 / peor)',
      'CPU del servidor, ms (mediana)',
      'memoria máxima',
    ];
    console.log(`\n| ${header.join(' | ')} |`);
    console.log(`|${header.map((_, i) => (i < 3 ? '---' : '---:')).join('|')}|`);
    const verdicts: string[] = [];
    const messages: string[] = [];
    for (const [label, name, file] of files) {
      const measured: Round[] = [];
      for (let i = 0; i < rounds; i++) measured.push(await round(server, token, name, file));
      const first = measured[0] as Round;
      const times = measured.map((r) => r.ms);
      const salud = measured.flatMap((r) => r.salud);
      const worstDelay = Math.max(...measured.map((r) => r.server.retraso.max));
      const p99Delay = Math.max(...measured.map((r) => r.server.retraso.p99));
      const rss = Math.max(...measured.map((r) => r.server.rss));
      const cpu = median(measured.map((r) => r.server.cpuMs));
      console.log(
        `| ${label} | ${(file.length / 1024).toLocaleString('es-ES', { maximumFractionDigits: 0 })} KiB | ${first.status} | ${ms(median(times))} / ${ms(Math.max(...times))} | ${ms(median(salud))} / ${ms(Math.max(...salud))} (${salud.length}) | ${ms(p99Delay)} / ${ms(worstDelay)} | ${ms(cpu)} | ${mib(rss)} |`,
      );
      if (first.status >= 400) messages.push(`${label}: ${first.status} «${first.message}»`);
      if (label.startsWith('bomba')) {
        const refusedOk = Math.max(...times) < GOAL_REFUSED_MS && first.status >= 400;
        const saludOk = Math.max(...salud) < GOAL_SALUD_MS;
        verdicts.push(
          `${label}: rechazada en < ${GOAL_REFUSED_MS} ms ${refusedOk ? 'sí' : 'NO'}; salud < ${GOAL_SALUD_MS} ms ${saludOk ? 'sí' : 'NO'}`,
        );
      }
    }
    console.log(`\n${messages.join('\n')}\n\n${verdicts.join('\n')}`);
    // The machine's load: on 2 shared cores the delays above move with it.
    console.log(`\ncarga media de la máquina (1 min): ${loadavg()[0]?.toFixed(1)} al terminar`);
  } finally {
    await stopServer(server);
  }
}

await main();
