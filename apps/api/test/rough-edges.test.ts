import { ROL } from '@clinica/api-client/reglas';
/**
 * The API's rough edges: each answer below was a 500, a silent change of the data, an
 * error about a field that was fine, a bare message, a 404 for a method, or a slot offered that
 * booking then refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_INICIAL, abreLaClinica } from '../src/domain/agenda';
import { addDays, wallClock } from '../src/domain/clinic-time';
import { checkResponse, operations } from './contract';
import { World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';

const HORIZON_DAYS = 40;

describe.each(DATABASES)('rough edges of the API on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind, { settings: { bookingHorizonDays: HORIZON_DAYS } });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const today = () => wallClock(server.clock.now(), server.settings.timeZone).fecha;
  const get = (url: string, token: string) =>
    server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const operation = (id: string) => {
    const found = operations.find((o) => o.operationId === id);
    if (!found) throw new Error(id);
    return found;
  };

  it('refuses a radiologist list that would run past 9999-12-31 with a 400 at `desde`, never a 500', async () => {
    const radiologo = world.user(ROL.radiologo);
    const base = `/api/citas/mostrarCitasRadiologo/${radiologo.id}`;
    for (const query of [
      'desde=9999-12-31',
      'desde=9999-12-20&dias=13',
      'desde=9999-11-01&dias=62',
    ]) {
      const response = await get(`${base}?${query}`, radiologo.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        message: 'Revisa los datos marcados.',
        errores: { desde: 'La lista no puede pasar del 31/12/9999: elige una fecha anterior.' },
      });
      expect(checkResponse(operation('mostrarCitasRadiologo'), 400, response.json())).toBe(
        undefined,
      );
    }
    // A list that ends on the calendar's last day is fine.
    const last = await get(`${base}?desde=9999-12-18&dias=14`, radiologo.token);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual([]);
  });

  it('shows the last month of the calendar to a doctor without asking the database for a later one', async () => {
    const medico = world.user(ROL.medico);
    const response = await get(`/api/citas/diasConCitasMedico/9999-12/${medico.id}`, medico.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a JSON body that is not UTF-8 with a Spanish 400 and stores nothing', async () => {
    const staff = world.user(ROL.administrativo);
    const before = await world.db
      .selectFrom('incidencias')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const json = JSON.stringify({
      asunto: 'PruXXeba',
      descripcion: 'Varias teclas no responden.',
      nivel_prioridad: 'BAJA',
      fecha: '2026-11-20',
      nombre: 'Prueba Rol',
      puesto_trabajo: 2,
    });
    // 0xFF and 0xFE never appear in UTF-8: read as UTF-8 they became U+FFFD, 'Pru��eba'.
    const [head, tail] = json.split('XX') as [string, string];
    const payload = Buffer.concat([
      Buffer.from(head),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(tail),
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/incidencias/guardar',
      payload,
      headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'El cuerpo de la petición debe estar en UTF-8.' });
    const after = await world.db
      .selectFrom('incidencias')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // The same body in UTF-8 is kept as sent.
    const good = await server.app.inject({
      method: 'POST',
      url: '/api/incidencias/guardar',
      payload: Buffer.from(json.replace('XX', 'ñé')),
      headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
    });
    expect(good.statusCode).toBe(201);
    expect(good.json().asunto).toBe('Pruñéeba');
  });

  it('names only the field that is wrong when a cita is moved with a bad date, for its own kind of professional', async () => {
    const staff = world.user(ROL.administrativo);
    const medicina = await world.newCita({
      paciente: world.user(ROL.paciente).id,
      medico: world.user(ROL.medico).id,
    });
    const radiologia = await world.newCita({
      paciente: world.user(ROL.paciente).id,
      radiologo: world.user(ROL.radiologo).id,
    });
    const put = (id: number, body: unknown) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/citas/actualizar/${id}`,
        payload: body as object,
        headers: { authorization: `Bearer ${staff.token}` },
      });
    const fecha = 'Introduce una fecha válida (AAAA-MM-DD).';
    const hora = 'Introduce una hora válida (HH:MM).';
    const cases: Array<[number, Record<string, unknown>, Record<string, string>]> = [
      [
        medicina,
        { fecha: '2026-02-30', hora: '10:00', idMedico: world.user(ROL.medico).id },
        { fecha },
      ],
      [
        medicina,
        { fecha: 'mañana', hora: '25:00', idMedico: world.user(ROL.medico).id },
        { fecha, hora },
      ],
      [
        radiologia,
        { fecha: '2026-13-01', hora: '10:00', idRadiologo: world.user(ROL.radiologo).id },
        { fecha },
      ],
      [
        radiologia,
        { fecha: '2026-12-01', hora: '10:00', idRadiologo: 0 },
        { idRadiologo: 'Selecciona un radiólogo.' },
      ],
    ];
    for (const [id, body, errores] of cases) {
      const response = await put(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({
        message: 'Revisa los datos marcados.',
        errores,
      });
    }
  });

  it('names the field of a date or month in year 0000, which the database cannot keep', async () => {
    const staff = world.user(ROL.administrativo);
    const medico = world.user(ROL.medico);
    const radiologo = world.user(ROL.radiologo);
    const calls: Array<[string, string, string, string]> = [
      [
        'diasConCitasMedico',
        `/api/citas/diasConCitasMedico/0000-01/${medico.id}`,
        medico.token,
        'mes',
      ],
      [
        'mostrarCitasDelDia',
        '/api/citas/mostrarCitasDelDia?fecha=0000-01-01',
        staff.token,
        'fecha',
      ],
      [
        'huecosLibres',
        `/api/citas/huecosLibres?fecha=0000-01-01&id_medico=${medico.id}`,
        staff.token,
        'fecha',
      ],
      [
        'mostrarCitasPorFechaMedico',
        `/api/citas/mostrarCitasPorFechaMedico/0000-01-01/${medico.id}`,
        medico.token,
        'fecha',
      ],
      [
        'proximoDiaConCitas',
        '/api/citas/proximoDiaConCitas?desde=0000-01-01',
        staff.token,
        'desde',
      ],
      [
        'mostrarCitasRadiologo',
        `/api/citas/mostrarCitasRadiologo/${radiologo.id}?desde=0000-01-01`,
        radiologo.token,
        'desde',
      ],
    ];
    for (const [id, url, token, field] of calls) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(400);
      const body = response.json();
      expect(body.message, url).toBe('Revisa los datos marcados.');
      expect(Object.keys(body.errores ?? {}), url).toEqual([field]);
      expect(checkResponse(operation(id), 400, body), url).toBeUndefined();
    }
    const incidencia = await server.app.inject({
      method: 'POST',
      url: '/api/incidencias/guardar',
      payload: {
        asunto: 'Teclado',
        descripcion: 'No responde.',
        nivel_prioridad: 'BAJA',
        fecha: '0000-01-01',
        nombre: 'Prueba Rol',
        puesto_trabajo: 2,
      },
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(incidencia.statusCode).toBe(400);
    expect(incidencia.json().errores).toEqual({
      fecha: 'Introduce una fecha válida (AAAA-MM-DD).',
    });
  });

  it('answers a method a path does not have with a Spanish 405 and Allow, and an unknown path with 404', async () => {
    const cases: Array<[string, string, string]> = [
      ['DELETE', '/api/salud', 'GET, HEAD'],
      ['TRACE', '/api/salud', 'GET, HEAD'],
      ['OPTIONS', '/api/citas/actualizar/7', 'PUT'],
      ['POST', '/api/citas/mostrarCitasDelDia?fecha=2026-12-01', 'GET, HEAD'],
      ['DELETE', '/api/incidencias/buscar/3', 'GET, HEAD'],
    ];
    for (const [method, url, allow] of cases) {
      const response = await server.app.inject({ method: method as 'GET', url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(response.json()).toEqual({
        message: 'El método no está permitido para esta dirección.',
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    for (const [method, url] of [
      ['GET', '/api/no-existe'],
      ['DELETE', '/api/citas/actualizar/7/otra'],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers.allow).toBeUndefined();
    }
  });

  it('lists free slots only up to the booking horizon, where booking stops', async () => {
    const staff = world.user(ROL.administrativo);
    const medico = world.user(ROL.medico);
    // The first working day (no weekend, no national holiday) at the horizon and after it.
    const weekday = (from: string, step: number) => {
      let day = from;
      while (!abreLaClinica(AGENDA_INICIAL, day)) day = addDays(day, step);
      return day;
    };
    const last = weekday(addDays(today(), HORIZON_DAYS), -1);
    const beyond = weekday(addDays(today(), HORIZON_DAYS + 1), 1);
    const slots = async (fecha: string) => {
      const response = await get(
        `/api/citas/huecosLibres?fecha=${fecha}&id_medico=${medico.id}`,
        staff.token,
      );
      expect(response.statusCode).toBe(200);
      return response.json().huecos as string[];
    };
    const book = (fecha: string, hora: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/citas/pedirCita',
        payload: { tipo_cita: 'Presencial - Medicina familiar', id_medico: medico.id, fecha, hora },
        headers: { authorization: `Bearer ${world.user(ROL.paciente).token}` },
      });
    const offered = await slots(last);
    expect(offered.length).toBeGreaterThan(0);
    expect((await book(last, offered[0] as string)).statusCode).toBe(201);
    expect(await slots(beyond)).toEqual([]);
    // What booking says of that day: the listing offers nothing booking would refuse.
    expect((await book(beyond, '10:00')).statusCode).toBe(400);
    expect(await slots('9999-12-31')).toEqual([]);
  });
});
