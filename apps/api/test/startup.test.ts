import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { esDniValido } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { readSettings } from '../src/config';
import { lockDataDir } from '../src/db/lock';
import { wallClock } from '../src/domain/clinic-time';
import { checkAddress, PROVINCIAS, poblacionesDe } from '../src/domain/provincias';
import { DEMO_PASSWORD, DEMO_PEOPLE, dniOf } from '../src/seed/demo-people';
import { planDeLaDemo } from '../src/seed/plan';
import { seedDemoClinic } from '../src/seed/seed';
import { DirectoryStorage } from '../src/uploads/storage';
import { DATABASES, startTestServer, type TestServer } from './harness';

describe('data directory lock', () => {
  it('lets one process open a data directory and tells a second one why it cannot', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clinica-lock-'));
    try {
      const lock = lockDataDir(dir);
      // A second opener (here the same process, as another would be) is refused in both languages.
      writeFileSync(path.join(dir, 'clinica.lock'), String(process.ppid));
      expect(() => lockDataDir(dir)).toThrow(
        /ya está abierta por otro proceso.*already open by another process/,
      );
      lock.release();
      // A lock left by a process that no longer runs is taken over.
      writeFileSync(path.join(dir, 'clinica.lock'), '999999999');
      lockDataDir(dir).release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('INE provinces and towns', () => {
  it('has the 52 provinces and every town once per province', () => {
    expect(PROVINCIAS).toHaveLength(52);
    expect(new Set(PROVINCIAS.map((p) => p.codigo)).size).toBe(52);
    let total = 0;
    for (const provincia of PROVINCIAS) {
      const towns = poblacionesDe(provincia.codigo) ?? [];
      expect(towns.length).toBeGreaterThan(0);
      expect(new Set(towns.map((town) => town.nombre)).size).toBe(towns.length);
      total += towns.length;
    }
    expect(total).toBe(8131);
    expect(checkAddress('Madrid', 'Alcalá de Henares', '28801')).toEqual({});
    expect(checkAddress('Madrid', 'Sabadell', '08201')).toEqual({
      poblacion: 'La población no pertenece a la provincia elegida.',
      cp: 'El código postal no corresponde a la provincia.',
    });
  });
});

describe.each(DATABASES)('demo clinic over a national holiday on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('writes the demo clinic’s data, and no cita on 8 December nor on a weekend', async () => {
    const db = server.database.connection.db;
    const storage = new DirectoryStorage(server.settings.storageDir);
    // Thursday 3 December 2026: the demo's fortnight runs over the Inmaculada (Tuesday 8th).
    const now = wallClock(new Date('2026-12-03T10:20:00Z'), 'Europe/Madrid');
    expect(await seedDemoClinic(db, storage, now)).toBe(true);
    const dias = await db.selectFrom('citas').select('fecha').distinct().execute();
    const fechas = dias.map((dia) => dia.fecha);
    expect(fechas).toContain('2026-12-07');
    expect(fechas).toContain('2026-12-09');
    expect(fechas).not.toContain('2026-12-08');
    expect(fechas).not.toContain('2026-12-05');
    const clinica = await server.app.inject({ method: 'GET', url: '/api/clinica' });
    expect(clinica.json()).toMatchObject({
      nombre: 'Clínica San Rafael',
      direccion: 'Calle de la Salud, 12, 28001 Madrid',
      telefono: '910000000',
      minutos_por_hueco: 60,
    });
  });
});

describe.each(DATABASES)('demo clinic on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('is seeded once, with valid DNIs, citas in every state, reports with images and incidents', async () => {
    const db = server.database.connection.db;
    const storage = new DirectoryStorage(server.settings.storageDir);
    // A weekday at 11:20 in the clinic, after the demo doctor's first cita of the day: the one
    // left to diagnose must still be on an earlier day.
    const now = wallClock(new Date('2026-11-27T10:20:00Z'), 'Europe/Madrid');
    expect(await seedDemoClinic(db, storage, now)).toBe(true);
    expect(await seedDemoClinic(db, storage, now)).toBe(false);
    const users = await db.selectFrom('usuarios').select(['dni', 'id_rol']).execute();
    expect(users).toHaveLength(DEMO_PEOPLE.length);
    for (const user of users) expect(esDniValido(user.dni ?? '')).toBe(true);
    expect(new Set(users.map((user) => user.id_rol))).toEqual(new Set([1, 2, 3, 4]));
    const estados = await db.selectFrom('citas').select('estado').distinct().execute();
    expect(new Set(estados.map((row) => row.estado))).toEqual(
      new Set(['EN_CURSO', 'CUMPLIDA', 'CANCELADA']),
    );
    // The demo doctor has one cita already held and still without its diagnosis to write
    // (docs/decisiones.md (41)); every other past cita is fulfilled.
    const pendientes = await db
      .selectFrom('citas')
      .innerJoin('usuarios', 'usuarios.id', 'citas.id_medico')
      .leftJoin('diagnosticos', 'diagnosticos.id_cita', 'citas.id')
      .select(['citas.fecha', 'citas.hora', 'usuarios.email'])
      .where('citas.estado', '=', 'EN_CURSO')
      .where('citas.fecha', '<=', now.fecha)
      .where('diagnosticos.id_diagnostico', 'is', null)
      .execute()
      .then((rows) => rows.filter((r) => `${r.fecha}T${r.hora}` < `${now.fecha}T${now.hora}`));
    expect(pendientes).toHaveLength(1);
    expect(pendientes[0]?.email).toBe('medico@clinica.test');
    expect(pendientes[0]?.fecha).toBe('2026-11-26');
    // The plan, written whole: every cita, each fulfilled one with its diagnosis or its report
    // and images, and nothing written for the others.
    const plan = planDeLaDemo(now);
    const escritas = await db
      .selectFrom('citas')
      .leftJoin('diagnosticos', 'diagnosticos.id_cita', 'citas.id')
      .leftJoin('informes', 'informes.id_cita', 'citas.id')
      .select((eb) => [
        'citas.fecha',
        'citas.hora',
        'citas.estado',
        'citas.tipo_cita',
        'diagnosticos.id_diagnostico',
        'informes.id_informe',
        eb
          .selectFrom('imagenes')
          .whereRef('imagenes.id_cita', '=', 'citas.id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('imagenes'),
      ])
      .execute();
    expect(escritas).toHaveLength(plan.length);
    for (const cita of escritas) {
      const planeada = plan.find((p) => p.fecha === cita.fecha && p.hora === cita.hora);
      expect(cita.estado).toBe(planeada?.estado);
      const cumplida = cita.estado === 'CUMPLIDA';
      const radiologia = cita.tipo_cita === 'Radiologia';
      expect(cita.id_diagnostico !== null).toBe(cumplida && !radiologia);
      expect(cita.id_informe !== null).toBe(cumplida && radiologia);
      expect(Number(cita.imagenes) > 0).toBe(cumplida && radiologia);
    }
    const imagenes = await db.selectFrom('imagenes').select('archivo').execute();
    expect(imagenes.length).toBeGreaterThan(0);
    expect(await db.selectFrom('diagnosticos').select('id_diagnostico').execute()).not.toHaveLength(
      0,
    );
    expect(await db.selectFrom('incidencias').select('id').execute()).not.toHaveLength(0);

    const admin = DEMO_PEOPLE.find((person) => person.email === 'admin@clinica.test');
    expect(admin && esDniValido(dniOf(admin))).toBe(true);
    for (const email of [
      'admin@clinica.test',
      'medico@clinica.test',
      'radiologo@clinica.test',
      'paciente@clinica.test',
    ]) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/iniciarSesion',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(answer.statusCode).toBe(200);
    }
    const patient = await server.app.inject({
      method: 'POST',
      url: '/api/iniciarSesion',
      payload: { email: 'paciente@clinica.test', password: DEMO_PASSWORD },
    });
    const token = patient.json().token;
    const citas = await server.app.inject({
      method: 'GET',
      url: `/api/citas/mostrarCitasDelPaciente/${patient.json().user.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(citas.json().length).toBeGreaterThan(3);
  });

  it("shows the citas' changes in the responsable's activity log: bookings ahead and cancellations with their reason", async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/iniciarSesion',
      payload: { email: 'admin@clinica.test', password: DEMO_PASSWORD },
    });
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/auditoria/registro?tipo=citas',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(answer.statusCode).toBe(200);
    const entradas = answer.json().entradas as Array<Record<string, unknown>>;
    const canceladas = entradas.filter((e) => e.accion === 'cancelar');
    expect(canceladas.length).toBeGreaterThan(0);
    for (const entrada of canceladas) {
      expect(entrada.cambio).toMatch(/^Motivo: /);
      // The desk's, named; a patient's own, by role only.
      expect(entrada.quien === null).toBe(entrada.motivo === 'a_peticion_del_paciente');
    }
    expect(entradas).toContainEqual(
      expect.objectContaining({
        quien: 'Ana Torres Gil',
        accion: 'crear',
        tipo_cita: 'Radiologia',
        cambio: expect.stringMatching(/ · Radiología$/),
      }),
    );
  });
});

describe('built app serving', () => {
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'clinica-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><title>Clínica</title><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    server = await startTestServer('pglite', {
      settings: { clinicDistDir: dir },
      requestsPerMinute: 5,
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the app, falls back to index.html for its routes, and keeps /api answers JSON', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/paciente/misCitas' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Clínica</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    // WebAssembly (the DICOM codecs) may compile; JavaScript's eval() may not.
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' 'wasm-unsafe-eval';",
    );
    expect(page.headers['content-security-policy']).not.toContain("'unsafe-eval'");
    const script = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.headers['content-type']).toContain('javascript');
    const api = await server.app.inject({ method: 'GET', url: '/api/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'La dirección solicitada no existe.' });
  });

  it('rate-limits the API, never the app files a page load fetches', async () => {
    for (let load = 0; load < 8; load++) {
      const page = await server.app.inject({ method: 'GET', url: '/administrativo/citas' });
      const script = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect([page.statusCode, script.statusCode]).toEqual([200, 200]);
    }
    const answers: number[] = [];
    for (let call = 0; call < 8; call++) {
      answers.push((await server.app.inject({ method: 'GET', url: '/api/salud' })).statusCode);
    }
    // The first test's /api call counted too: the window holds five.
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    const limited = await server.app.inject({ method: 'GET', url: '/api/salud' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    );
  });

  it('reads its settings from the environment', () => {
    const settings = readSettings({
      PORT: '8080',
      CLINICA_DATA_DIR: '/tmp/x',
      CLINICA_MAX_FILE_MB: '5',
    });
    expect(settings).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      storageDir: '/tmp/x/archivos',
      maxFileBytes: 5 * 1024 * 1024,
      timeZone: 'Europe/Madrid',
    });
    expect(() => readSettings({ PORT: 'abc' })).toThrow(/PORT/);
    expect(typeof buildApp).toBe('function');
  });

  it('seeds the demo clinic on the embedded database by default, on PostgreSQL only when told', () => {
    expect(readSettings({}).demo).toBe(true);
    expect(readSettings({ CLINICA_DEMO: '0' }).demo).toBe(false);
    expect(readSettings({ DATABASE_URL: 'postgres://clinica@db/clinica' }).demo).toBe(false);
    expect(
      readSettings({ DATABASE_URL: 'postgres://clinica@db/clinica', CLINICA_DEMO: '1' }).demo,
    ).toBe(true);
    expect(() => readSettings({ CLINICA_DEMO: 'quizá' })).toThrow(/CLINICA_DEMO/);
  });
});
