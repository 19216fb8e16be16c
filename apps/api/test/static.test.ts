/**
 * The server sends the app's files precompressed (brotli, gzip, made at build time),
 * hashed assets cached for a year as immutable, and the HTML revalidated on every visit.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, TestClock, type TestServer } from './harness';

describe('the built app as the server sends it', () => {
  let server: TestServer;
  let dir: string;
  const script = `console.log(${JSON.stringify('Clínica '.repeat(400))});\n`;
  const APP_PAGE =
    '<!doctype html><title>Clínica</title><link rel="modulepreload" href="/assets/app-Bx12cd34.js">';
  // A page with its first screen drawn at build time (apps/clinic/vite.config.ts).
  const MIS_CITAS = `<!doctype html><title>Clínica</title><h1>Mis citas</h1>${'<p>…</p>'.repeat(200)}`;
  // One whose address has segments of any value, and a query that only finds its cita.
  const CITA = '<!doctype html><title>Clínica</title><h1>Diagnóstico de la cita</h1>';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'clinica-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Clínica</title>');
    writeFileSync(path.join(dir, 'aplicacion.html'), APP_PAGE);
    mkdirSync(path.join(dir, 'primeras', 'paciente'), { recursive: true });
    writeFileSync(path.join(dir, 'primeras', 'paciente', 'misCitas.html'), MIS_CITAS);
    writeFileSync(
      path.join(dir, 'primeras', 'paciente', 'misCitas.html.br'),
      brotliCompressSync(MIS_CITAS),
    );
    mkdirSync(path.join(dir, 'primeras', 'medico', 'citas', '_dni'), { recursive: true });
    writeFileSync(path.join(dir, 'primeras', 'medico', 'citas', '_dni', '_fecha.html'), CITA);
    writeFileSync(path.join(dir, 'secreto.html'), 'fuera de la carpeta');
    // The index the build writes beside them; entries it would never write are left out.
    writeFileSync(
      path.join(dir, 'primeras', 'paginas.json'),
      JSON.stringify([
        { ruta: '/paciente/misCitas', pagina: 'paciente/misCitas.html', conConsulta: false },
        {
          ruta: '/medico/citas/:dni/:fecha',
          pagina: 'medico/citas/_dni/_fecha.html',
          conConsulta: true,
        },
        { ruta: '/fuera', pagina: '../secreto.html', conConsulta: false },
        { ruta: '/no-esta', pagina: 'no-esta.html', conConsulta: false },
        { ruta: 'sin-barra', pagina: 'paciente/misCitas.html', conConsulta: false },
        null,
      ]),
    );
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const file = path.join(dir, 'assets', 'app-Bx12cd34.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    server = await startTestServer('pglite', { settings: { clinicDistDir: dir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  /** Each address is answered 200 with that page, revalidated on every visit. */
  const sendsPage = async (urls: string[], body: string) => {
    for (const url of urls) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(body);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  };

  it('sends the brotli copy to a browser that takes brotli, immutable for a year', async () => {
    const answer = await get('/assets/app-Bx12cd34.js', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself otherwise', async () => {
    const gz = await get('/assets/app-Bx12cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-Bx12cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the HTML of every route and the unhashed files on each visit', async () => {
    for (const url of ['/', '/administrativo/citas', '/paciente/misCitas']) {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('sends `/` its page as any other address, without a warning from the file server', async () => {
    // With `/` as the file server's index it piped `/`'s page eleven times into one response.
    const avisos: string[] = [];
    const anotar = (aviso: Error) => avisos.push(aviso.name);
    process.on('warning', anotar);
    try {
      for (const encoding of ['br, gzip', 'gzip', undefined]) {
        const page = await get('/', encoding);
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      // Node says a warning on the next turn of the loop.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', anotar);
    }
    expect(avisos).toEqual([]);
  });

  it("sends the page that preloads the app's files to every address but the sign-in page's", async () => {
    await sendsPage(
      [
        '/paciente',
        '/medico?dia=2026-11-30',
        '/administrativo/citas/',
        '/LOGIN',
        '/loginx',
        '/no/existe',
      ],
      APP_PAGE,
    );
    // A cold sign-in page loads only what signing in needs: no preloads there.
    await sendsPage(
      ['/', '/login', '/login/', '/login?vuelta=1', '/?x=1'],
      '<!doctype html><title>Clínica</title>',
    );
  });

  it('sends an address whose first screen the build drew its own page, precompressed, and only to it', async () => {
    await sendsPage(['/paciente/misCitas', '/paciente/misCitas/'], MIS_CITAS);
    const br = await get('/paciente/misCitas', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(MIS_CITAS);
    // With a query (which may open the page elsewhere than its first screen), its neighbours,
    // other spellings and paths that climb out, the app's page.
    await sendsPage(
      [
        '/paciente/misCitas?x=1',
        '/paciente/miscitas',
        '/paciente/misCitas/detalle',
        '/paciente',
        '/primeras/paciente/misCitas',
        '/paciente/../paciente/misCitas.html',
        '/paciente/misCitas.html',
      ],
      APP_PAGE,
    );
  });

  it("sends a page whose address has a cita's segments to any such address, with its query where the build says", async () => {
    await sendsPage(
      [
        '/medico/citas/12345678Z/2026-11-30',
        '/medico/citas/12345678Z/2026-11-30/?id=25084P',
        '/medico/citas/x/y?id=1#a',
      ],
      CITA,
    );
    // One segment more or less, another page's address, and what the index names outside its
    // folder or not there: the app's page.
    await sendsPage(
      [
        '/medico/citas/12345678Z',
        '/medico/citas/12345678Z/2026-11-30/08:00',
        '/medico/otras/12345678Z/2026-11-30',
        '/fuera',
        '/no-esta',
        '/sin-barra',
      ],
      APP_PAGE,
    );
  });

  it('keeps no-store on the API', async () => {
    expect((await get('/api/salud')).headers['cache-control']).toBe('no-store');
  });

  it("leaves the FHIR API its own answers, never the app's page", async () => {
    const metadata = await get('/fhir/r4/metadata');
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers['content-type']).toContain('application/fhir+json');
    expect(metadata.headers['cache-control']).toBe('no-store');
    for (const url of ['/fhir/r4/Patient/1', '/fhir/r5/Patient', '/fhir/otra']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.headers['content-type'], url).toContain('application/fhir+json');
      expect(answer.json().resourceType, url).toBe('OperationOutcome');
    }
    const raiz = await get('/fhir');
    expect(raiz.statusCode).toBe(404);
    expect(raiz.headers['content-type']).not.toContain('text/html');
  });
});

describe('a build without the preloading page', () => {
  let server: TestServer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'clinica-dist-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Clínica</title>');
    server = await startTestServer('pglite', { settings: { clinicDistDir: dir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends index.html to every address of the app', async () => {
    for (const url of ['/login', '/paciente', '/medico/inicio']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe('<!doctype html><title>Clínica</title>');
    }
  });
});

describe("a day's first screen, drawn on the visit", () => {
  let server: TestServer;
  let dir: string;
  // 00:30 in Madrid (UTC+1) on Sunday 2026-03-01, still the 28th in UTC: the clinic's day.
  const clock = new TestClock(new Date('2026-02-28T23:30:00Z'));
  // What the build writes (apps/clinic/vite.config.ts, `primerasPantallas`), here a stand-in that
  // says what it was asked and counts its drawings; 1999-01-01 is a day it cannot draw.
  const MODULE = `
globalThis.dibujos = 0;
export function paginaDelDia(datos, ruta, dia) {
  if (dia === '1999-01-01') throw new Error('no');
  globalThis.dibujos += 1;
  return '<!doctype html><title>Clínica</title>' + datos[ruta].plantilla + '<h1>' + ruta + ' ' + dia + '</h1>' + '<p>…</p>'.repeat(100);
}`;
  const page = (ruta: string, dia: string, plantilla: string) =>
    `<!doctype html><title>Clínica</title>${plantilla}<h1>${ruta} ${dia}</h1>${'<p>…</p>'.repeat(100)}`;
  const drawings = () => (globalThis as { dibujos?: number }).dibujos ?? 0;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'clinica-dist-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Clínica</title>');
    writeFileSync(path.join(dir, 'aplicacion.html'), 'APP');
    mkdirSync(path.join(dir, 'primeras', 'del-dia'), { recursive: true });
    writeFileSync(path.join(dir, 'primeras', 'del-dia', 'pantallas.js'), MODULE);
    writeFileSync(
      path.join(dir, 'primeras', 'del-dia', 'datos.json'),
      JSON.stringify({
        '/medico': { plantilla: 'M', estilos: [] },
        '/administrativo/citas': { plantilla: 'A', estilos: [], parametroDelDia: 'fecha' },
      }),
    );
    server = await startTestServer('pglite', { settings: { clinicDistDir: dir }, clock });
    // The module loads in the background as the server starts; until then, the app's page.
    await vi.waitFor(async () => expect((await get('/medico')).body).not.toBe('APP'), {
      timeout: 30_000,
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  function get(url: string, encoding?: string) {
    return server.app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });
  }

  it("draws the page for the clinic's today, or the day its own parameter names, compressed", async () => {
    const medico = await get('/medico');
    expect(medico.statusCode).toBe(200);
    expect(medico.body).toBe(page('/medico', '2026-03-01', 'M'));
    expect(medico.headers['content-type']).toContain('text/html');
    expect(medico.headers['cache-control']).toBe('no-cache');
    const br = await get('/administrativo/citas/', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(
      page('/administrativo/citas', '2026-03-01', 'A'),
    );
    const gz = await get('/administrativo/citas?fecha=2027-06-30', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(
      page('/administrativo/citas', '2027-06-30', 'A'),
    );
  });

  it('draws each page once a day, and gives the app page for anything else', async () => {
    const before = drawings();
    await get('/medico');
    await get('/medico/');
    expect(drawings()).toBe(before);
    for (const url of [
      '/medico?dia=2026-03-02',
      '/medico?fecha=2026-03-02',
      '/administrativo/citas?fecha=2026-02-30',
      '/administrativo/citas?fecha=mañana',
      '/administrativo/citas?fecha=2026-03-02&cita=4',
      '/administrativo/citas?fecha=2026-03-02&fecha=2026-03-03',
      '/administrativo/citas?cita=4',
      '/administrativo/citas?fecha=1999-01-01',
      '/medico/inicio',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe('APP');
    }
    // The next day in the clinic is another page.
    clock.advance(24 * 60 * 60 * 1000);
    expect((await get('/medico')).body).toBe(page('/medico', '2026-03-02', 'M'));
  });

  it('draws a few pages a minute at most: a stream of other days gets the app page', async () => {
    clock.advance(60 * 60 * 1000);
    const answers = [];
    for (let day = 1; day <= 31; day += 1) {
      const fecha = `2026-05-${String(day).padStart(2, '0')}`;
      answers.push((await get(`/administrativo/citas?fecha=${fecha}`)).body);
    }
    expect(answers.filter((body) => body === 'APP')).toHaveLength(1);
    expect(answers.at(-1)).toBe('APP');
    // Today's, drawn before, is still sent; the next minute draws again.
    expect((await get('/medico')).body).toBe(page('/medico', '2026-03-02', 'M'));
    clock.advance(60 * 1000);
    expect((await get('/administrativo/citas?fecha=2026-05-31')).body).toBe(
      page('/administrativo/citas', '2026-05-31', 'A'),
    );
  });
});
