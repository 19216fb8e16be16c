import { ROL } from '@clinica/api-client/reglas';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojaCsv } from '../src/http/csv';
import { type TestUser, World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

/** A sheet read as a spreadsheet reads it: a BOM first, then `;`-separated fields. */
function leer(bytes: Buffer): { cabeceras: string[]; filas: string[][] } {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [cabeceras = [], ...filas] = parse(bytes, { bom: true, delimiter: ';' }) as string[][];
  return { cabeceras, filas };
}

/** The row of `filas` whose column `cabecera` of `cabeceras` says `valor`. */
const filaCon = (
  { cabeceras, filas }: { cabeceras: string[]; filas: string[][] },
  cabecera: string,
  valor: string,
) => {
  const columna = cabeceras.indexOf(cabecera);
  const fila = filas.find((f) => f[columna] === valor);
  return fila ? Object.fromEntries(cabeceras.map((c, i) => [c, fila[i]])) : undefined;
};

describe('the sheet writer (http/csv.ts)', () => {
  it("reads a column inside one of the row's objects by its path, empty when it is missing", () => {
    const columnas = [
      { campo: 'nombre', cabecera: 'Nombre' },
      { campo: 'tutor.nombre', cabecera: 'Tutor' },
      {
        campo: 'tutor.tipo_documento',
        cabecera: 'Tipo de documento del tutor',
        valores: { dni: 'DNI' },
      },
    ];
    const texto = hojaCsv(
      [
        { nombre: 'Martina', tutor: { nombre: 'Elena Ortega Blanco', tipo_documento: 'dni' } },
        { nombre: 'Lucía', tutor: null },
      ],
      { columnas, omitir: ['tutor'] },
      'Europe/Madrid',
    );
    const { cabeceras, filas } = leer(Buffer.from(texto, 'utf8'));
    expect(cabeceras).toEqual(['Nombre', 'Tutor', 'Tipo de documento del tutor']);
    expect(filas).toEqual([
      ['Martina', 'Elena Ortega Blanco', 'DNI'],
      ['Lucía', '', ''],
    ]);
  });

  it('gives a field the contract does not name its own header and a readable value', () => {
    const texto = hojaCsv(
      [
        {
          id: 1,
          fecha: '2031-06-02T07:05:00.000Z',
          accion: 'cancelar',
          entidad: 'cita',
          campos: ['fecha', 'hora'],
          detalles: { de: '2031-06-03', a: '2031-06-04', motivo: 'Otro' },
          urgente: true,
        },
      ],
      {
        columnas: [
          { campo: 'fecha', cabecera: 'Cuándo' },
          { campo: 'accion', cabecera: 'Acción', valores: { crear: 'Creó' } },
          { campo: 'entidad', cabecera: 'Entidad' },
        ],
        omitir: ['id'],
      },
      'Europe/Madrid',
    );
    const { cabeceras, filas } = leer(Buffer.from(texto, 'utf8'));
    expect(cabeceras).toEqual(['Cuándo', 'Acción', 'Entidad', 'Campos', 'Detalles', 'Urgente']);
    expect(filas).toEqual([
      [
        '02/06/2031 09:05',
        // A value the contract gives no word for goes as it comes.
        'cancelar',
        'cita',
        'fecha, hora',
        'De: 03/06/2031; A: 04/06/2031; Motivo: Otro',
        'Sí',
      ],
    ]);
    expect(texto).toContain('\r\n');
  });
});

describe.each(DATABASES)('lists as spreadsheets (Accept: text/csv) on %s', (kind) => {
  let server: TestServer;
  let world: World;
  let desk: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      clock: new TestClock(new Date('2031-06-02T08:00:00Z')),
    });
    world = await World.create(server);
    desk = world.user(ROL.administrativo);
  });
  afterAll(async () => server?.close());

  const get = (url: string, user: TestUser, accept?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${user.token}`, ...(accept ? { accept } : {}) },
    });

  it("the day's citas: Spanish headers, dd/mm/aaaa, words for codes, quoting, formulas made text, audited per patient", async () => {
    const fecha = '2031-06-10';
    const ana = await world.newUser(ROL.paciente);
    const trampa = await world.newUser(ROL.paciente);
    await world.db
      .updateTable('usuarios')
      .set({ nombre: 'Ana "la Chata"', primer_apellido: 'Núñez; Ibáñez', segundo_apellido: null })
      .where('id', '=', ana.id)
      .execute();
    await world.db
      .updateTable('usuarios')
      .set({ nombre: '=HYPERLINK("http://x")', primer_apellido: 'Pérez', segundo_apellido: null })
      .where('id', '=', trampa.id)
      .execute();
    const medicina = await world.newCita({
      paciente: ana.id,
      medico: world.user(ROL.medico).id,
      fecha,
      hora: '09:00',
    });
    await world.newCita({
      paciente: trampa.id,
      radiologo: world.user(ROL.radiologo).id,
      fecha,
      hora: '10:00',
      estado: 'CUMPLIDA',
    });
    // Arrived at 09:02 in Madrid (summer time); another missed (docs/decisiones.md (54)).
    await world.db
      .updateTable('citas')
      .set({ hora_llegada: new Date(`${fecha}T07:02:00Z`) })
      .where('id', '=', medicina)
      .execute();
    await world.newCita({
      paciente: ana.id,
      medico: world.user(ROL.medico).id,
      fecha,
      hora: '11:00',
      estado: 'NO_PRESENTADA',
    });

    const json = await get(`/api/citas/mostrarCitasDelDia?fecha=${fecha}`, desk);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers.vary).toMatch(/Accept/);
    const citas = json.json() as { id: number; num_cita: string }[];

    const response = await get(`/api/citas/mostrarCitasDelDia?fecha=${fecha}`, desk, 'text/csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="citas-${fecha}\\.csv"`),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.vary).toMatch(/Accept/);
    const hoja = leer(response.rawPayload);
    expect(hoja.cabeceras).toEqual([
      'Fecha',
      'Hora',
      'Nº de cita',
      'Tipo de cita',
      'Estado',
      'Paciente',
      'Documento',
      'Médico',
      'Radiólogo',
      'Llegada',
    ]);
    expect(hoja.filas).toHaveLength(citas.length);
    const numMedicina = citas.find((c) => c.id === medicina)?.num_cita as string;
    expect(filaCon(hoja, 'Nº de cita', numMedicina)).toEqual({
      Fecha: '10/06/2031',
      Hora: '09:00',
      'Nº de cita': numMedicina,
      'Tipo de cita': 'Presencial - Medicina familiar',
      Estado: 'Programada',
      Paciente: 'Ana "la Chata" Núñez; Ibáñez',
      Documento: ana.dni,
      Médico: 'Prueba Rol3',
      Radiólogo: '',
      Llegada: '10/06/2031 09:02',
    });
    expect(filaCon(hoja, 'Hora', '11:00')).toMatchObject({ Estado: 'No se presentó', Llegada: '' });
    expect(filaCon(hoja, 'Documento', trampa.dni)).toMatchObject({
      'Tipo de cita': 'Radiología',
      Estado: 'Cumplida',
      // A spreadsheet reads it as text, never runs it.
      Paciente: `'=HYPERLINK("http://x") Pérez`,
      Radiólogo: 'Prueba Rol1',
    });
    // The same audit as the JSON list's: one row per patient shown, that day.
    const filas = await world.db
      .selectFrom('auditoria')
      .select(['id_paciente'])
      .where('entidad', '=', 'citas_dia')
      .where('id_registro', '=', fecha)
      .where('id_usuario', '=', desk.id)
      .execute();
    expect(new Set(filas.map((f) => f.id_paciente))).toEqual(new Set([ana.id, trampa.id]));

    // JSON still, to whoever prefers it or says nothing special.
    for (const accept of ['application/json', '*/*', 'text/csv;q=0.5, application/json']) {
      const otra = await get(`/api/citas/mostrarCitasDelDia?fecha=${fecha}`, desk, accept);
      expect(otra.headers['content-type'], accept).toMatch(/^application\/json/);
    }
  });

  it('the patient search gives every page, each patient audited as shown', async () => {
    const apellido = `Zubizarreta${kind === 'pglite' ? 'a' : 'b'}`;
    const encontrados: TestUser[] = [];
    for (let n = 0; n < 105; n++) encontrados.push(await world.newUser(ROL.paciente));
    await world.db
      .updateTable('usuarios')
      .set({ primer_apellido: apellido, segundo_apellido: 'Olano' })
      .where(
        'id',
        'in',
        encontrados.map((p) => p.id),
      )
      .execute();

    const json = await get(`/api/usuarios/buscarPacientes?q=${apellido}&pagina=2`, desk);
    expect(json.json()).toMatchObject({ total: 105, pagina: 2, por_pagina: 10 });

    // `pagina` is not read: the sheet holds them all, asked 100 at a time.
    const response = await get(
      `/api/usuarios/buscarPacientes?q=${apellido}&pagina=2`,
      desk,
      'text/csv',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pacientes-2031-06-02\.csv"/,
    );
    const hoja = leer(response.rawPayload);
    expect(hoja.cabeceras).toEqual([
      'Primer apellido',
      'Segundo apellido',
      'Nombre',
      'Tipo de documento',
      'Documento',
      'Fecha de nacimiento',
      'Sexo',
      'Teléfono',
      'Correo electrónico',
      'Dirección',
      'Número',
      'Piso',
      'Puerta',
      'Escalera',
      'Código postal',
      'Población',
      'Provincia',
      'Tutor',
      'Relación del tutor',
      'Tipo de documento del tutor',
      'Documento del tutor',
      'Teléfono del tutor',
    ]);
    expect(hoja.filas).toHaveLength(105);
    expect(new Set(hoja.filas.map((f) => f[4]))).toEqual(new Set(encontrados.map((p) => p.dni)));
    expect(filaCon(hoja, 'Documento', encontrados[0]?.dni as string)).toMatchObject({
      'Tipo de documento': 'DNI',
      'Primer apellido': apellido,
      'Fecha de nacimiento': '05/05/1980',
      'Código postal': '28001',
    });
    // One read per patient in the sheet, as a page of the search writes for the patients it shows.
    const leidos = await world.db
      .selectFrom('auditoria')
      .select('id_paciente')
      .distinct()
      .where('entidad', '=', 'paciente')
      .where('accion', '=', 'leer')
      .where('id_usuario', '=', desk.id)
      .where(
        'id_paciente',
        'in',
        encontrados.map((p) => p.id),
      )
      .execute();
    expect(leidos).toHaveLength(105);
  });

  it('the activity log gives every page to the responsable, and nothing to another desk', async () => {
    const empleado = world.user(ROL.medico);
    await world.db
      .insertInto('auditoria')
      .values(
        Array.from({ length: 30 }, () => ({
          id_usuario: desk.id,
          accion: 'desbloquear',
          entidad: 'empleado',
          id_registro: String(empleado.id),
          id_paciente: null,
          id_cita: null,
          direccion: null,
        })),
      )
      .execute();
    // A cita's change: its ids open it on the screen; the sheet names it by its number alone.
    const cita = await world.newCita({
      paciente: world.user(ROL.paciente).id,
      medico: empleado.id,
    });
    await world.db
      .insertInto('auditoria')
      .values({
        id_usuario: desk.id,
        accion: 'cancelar',
        entidad: 'cita',
        id_registro: String(cita),
        id_paciente: world.user(ROL.paciente).id,
        id_cita: cita,
        direccion: null,
      })
      .execute();
    const json = await get('/api/auditoria/registro', desk);
    expect(json.json().hayMas).toBe(true);
    expect(json.json().entradas[0]).toMatchObject({ id_cita: cita });

    const response = await get('/api/auditoria/registro', desk, 'text/csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="registro-de-actividad-2031-06-02\.csv"/,
    );
    const hoja = leer(response.rawPayload);
    expect(hoja.cabeceras).toEqual([
      'Cuándo',
      'Quién',
      'Rol',
      'Acción',
      'Entidad',
      'Nº de registro',
      'Sobre qué',
      'Campos cambiados',
      'Nº de cita',
      'Tipo de cita',
      'Cambio',
      'Motivo de la cancelación',
      'Cumplió la cita',
    ]);
    const { num_cita } = await world.db
      .selectFrom('citas')
      .select('num_cita')
      .where('id', '=', cita)
      .executeTakeFirstOrThrow();
    expect(filaCon(hoja, 'Nº de cita', num_cita)).toMatchObject({
      Acción: 'Canceló',
      Entidad: 'Cita',
      'Sobre qué': `Cita ${num_cita}`,
    });
    const desbloqueos = hoja.filas.filter((f) => f[3] === 'Desbloqueó');
    expect(desbloqueos).toHaveLength(30);
    expect(desbloqueos[0]).toEqual([
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      'Prueba Rol2',
      'Administrativo',
      'Desbloqueó',
      'Empleado',
      String(empleado.id),
      'Prueba Rol3',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);

    const otra = await get(
      '/api/auditoria/registro',
      world.user(ROL.administrativo, 'secondary'),
      'text/csv',
    );
    expect(otra.statusCode).toBe(403);
    expect(otra.headers['content-type']).toMatch(/^application\/json/);
    const paciente = await get(
      '/api/citas/mostrarCitasDelDia',
      world.user(ROL.paciente),
      'text/csv',
    );
    expect(paciente.statusCode).toBe(403);
  });
});
