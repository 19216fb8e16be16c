import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LECTURA_YA_REGISTRADA_MS } from '../src/audit';
import { World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';

type Acceso = {
  fecha: string;
  primera?: string;
  veces: number;
  quien: string;
  rol: string;
  accion: string;
  que: string;
};

describe.each(DATABASES)("'Quién ha visto mi historia' on %s", (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const call = (token: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const accesses = async (token: string, id: number, pagina?: number) => {
    const url = `/api/auditoria/historiaAccesos/${id}${pagina ? `?pagina=${pagina}` : ''}`;
    const response = await call(token, url);
    expect(response.statusCode).toBe(200);
    return response.json() as { entradas: Acceso[]; hayMas: boolean };
  };
  const numCita = async (id: number) =>
    (
      await world.db
        .selectFrom('citas')
        .select('num_cita')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).num_cita;
  const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

  it('shows the staff who listed, read or changed the patient, newest first, never the patient', async () => {
    const patient = await world.newUser(ROL.paciente);
    const other = await world.newUser(ROL.paciente);
    const medico = world.user(ROL.medico);
    const administrativo = world.user(ROL.administrativo);
    const radiologo = world.user(ROL.radiologo);
    const medicina = await world.newCita({ paciente: patient.id, medico: medico.id, hoy: true });
    const { fecha } = await world.db
      .selectFrom('citas')
      .select('fecha')
      .where('id', '=', medicina)
      .executeTakeFirstOrThrow();
    // The other patient shares the day: the day's list shows both of them.
    await world.newCita({ paciente: other.id, medico: medico.id, fecha, hora: '14:00' });
    const radiologia = await world.newCita({ paciente: patient.id, radiologo: radiologo.id });
    const medicinaNum = await numCita(medicina);
    const radiologiaNum = await numCita(radiologia);

    // The patient's own reads are theirs: they do not appear.
    expect(
      (await call(patient.token, `/api/citas/mostrarCitasDelPaciente/${patient.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(administrativo.token, `/api/citas/mostrarCitasDelDia?fecha=${fecha}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(medico.token, `/api/citas/mostrarCitasPorFechaMedico/${fecha}/${medico.id}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(radiologo.token, `/api/citas/comprobarNumCita?num_cita=${radiologiaNum}`))
        .statusCode,
    ).toBe(200);
    const { fecha: fechaRx } = await world.db
      .selectFrom('citas')
      .select('fecha')
      .where('id', '=', radiologia)
      .executeTakeFirstOrThrow();
    expect(
      (
        await call(
          radiologo.token,
          `/api/citas/mostrarCitasRadiologo/${radiologo.id}?desde=${fechaRx}&dias=1`,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(administrativo.token, `/api/usuarios/buscarPorDni?dni=${patient.dni}`))
        .statusCode,
    ).toBe(200);
    const saved = await call(medico.token, '/api/diagnosticos/guardar', 'POST', {
      id_cita: medicina,
      contenido: 'Bronquitis aguda.',
    });
    expect(saved.statusCode).toBe(201);
    expect(
      (await call(patient.token, `/api/diagnosticos/mostrarDiagnosticoDelPaciente/${medicina}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(administrativo.token, `/api/citas/cancelarCita/${radiologia}`, 'POST'))
        .statusCode,
    ).toBe(200);

    const { entradas, hayMas } = await accesses(patient.token, patient.id);
    expect(hayMas).toBe(false);
    const name = (rol: number) => `Prueba Rol${rol}`;
    expect(entradas.map(({ quien, rol, accion, que }) => [quien, rol, accion, que])).toEqual([
      [name(ROL.administrativo), 'Administrativo', 'Canceló', `Cita ${radiologiaNum}`],
      [name(ROL.medico), 'Médico', 'Creó', `Diagnóstico de la cita ${medicinaNum}`],
      [name(ROL.administrativo), 'Administrativo', 'Consultó', 'Tus datos de paciente'],
      [name(ROL.radiologo), 'Radiólogo', 'Consultó', `Lista de citas del día ${ddmmyyyy(fechaRx)}`],
      [name(ROL.radiologo), 'Radiólogo', 'Consultó', `Cita ${radiologiaNum}`],
      [name(ROL.medico), 'Médico', 'Consultó', `Lista de citas del día ${ddmmyyyy(fecha)}`],
      [
        name(ROL.administrativo),
        'Administrativo',
        'Consultó',
        `Lista de citas del día ${ddmmyyyy(fecha)}`,
      ],
    ]);
    for (const entrada of entradas) {
      expect(Math.abs(new Date(entrada.fecha).getTime() - Date.now())).toBeLessThan(60_000);
    }
    const times = entradas.map((entrada) => entrada.fecha);
    expect([...times].sort().reverse()).toEqual(times);

    // The other patient was on the same lists: one row each, and nothing of the first patient.
    const otros = (await accesses(other.token, other.id)).entradas;
    expect(otros.map(({ rol, que }) => [rol, que])).toEqual([
      ['Médico', `Lista de citas del día ${ddmmyyyy(fecha)}`],
      ['Administrativo', `Lista de citas del día ${ddmmyyyy(fecha)}`],
    ]);
  });

  it("writes a reader's sight of a day list once a minute: reloads add no rows, another reader or a minute later does", async () => {
    const patient = await world.newUser(ROL.paciente);
    const medico = world.user(ROL.medico);
    const administrativo = world.user(ROL.administrativo);
    // An hour the fixture's free slots never use: the first test took 14:00 of a free slot's day.
    const { fecha } = world.freeSlot();
    await world.newCita({ paciente: patient.id, medico: medico.id, fecha, hora: '15:30' });
    const rows = async () =>
      (
        await world.db
          .selectFrom('auditoria')
          .select(['id_usuario', 'id_registro'])
          .where('id_paciente', '=', patient.id)
          .where('entidad', '=', 'citas_dia')
          .orderBy('id')
          .execute()
      ).map((row) => `${row.id_usuario} ${row.id_registro}`);
    const list = async (token: string) =>
      expect((await call(token, `/api/citas/mostrarCitasDelDia?fecha=${fecha}`)).statusCode).toBe(
        200,
      );

    for (let reload = 0; reload < 5; reload++) await list(administrativo.token);
    expect(await rows()).toEqual([`${administrativo.id} ${fecha}`]);
    // Another reader, through their own list of the day: their own row.
    expect(
      (await call(medico.token, `/api/citas/mostrarCitasPorFechaMedico/${fecha}/${medico.id}`))
        .statusCode,
    ).toBe(200);
    expect(await rows()).toEqual([`${administrativo.id} ${fecha}`, `${medico.id} ${fecha}`]);
    server.clock.advance(LECTURA_YA_REGISTRADA_MS - 1_000);
    await list(administrativo.token);
    expect(await rows()).toHaveLength(2);
    // A minute after its row, the same reader's next read is written again.
    server.clock.advance(1_000);
    await list(administrativo.token);
    expect(await rows()).toEqual([
      `${administrativo.id} ${fecha}`,
      `${medico.id} ${fecha}`,
      `${administrativo.id} ${fecha}`,
    ]);

    // So with one record: the doctor opens the patient's history three times, one row.
    const historial = async () => {
      expect((await call(medico.token, `/api/historiales/${patient.id}`)).statusCode).toBe(200);
      return (
        await world.db
          .selectFrom('auditoria')
          .select('id')
          .where('entidad', '=', 'historial')
          .where('id_registro', '=', String(patient.id))
          .execute()
      ).length;
    };
    expect([await historial(), await historial(), await historial()]).toEqual([1, 1, 1]);
    server.clock.advance(LECTURA_YA_REGISTRADA_MS);
    expect(await historial()).toBe(2);
  });

  it("never lets anyone read another patient's history (403), nor the staff call it", async () => {
    const patient = world.user(ROL.paciente);
    const other = world.user(ROL.paciente, 'secondary');
    expect(
      (await call(other.token, `/api/auditoria/historiaAccesos/${patient.id}`)).statusCode,
    ).toBe(403);
    for (const rol of [ROL.administrativo, ROL.medico, ROL.radiologo]) {
      const response = await call(
        world.user(rol).token,
        `/api/auditoria/historiaAccesos/${patient.id}`,
      );
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await server.app.inject({
      method: 'GET',
      url: `/api/auditoria/historiaAccesos/${patient.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await call(patient.token, `/api/auditoria/historiaAccesos/${patient.id}?pagina=0`))
        .statusCode,
    ).toBe(400);
  });

  it("groups one reader's sights of a day list within a clinic day into one line, with how many times; clinical reads stay apart", async () => {
    const patient = await world.newUser(ROL.paciente);
    const medico = world.user(ROL.medico);
    const administrativo = world.user(ROL.administrativo);
    const { fecha } = world.freeSlot();
    const cita = await world.newCita({
      paciente: patient.id,
      medico: medico.id,
      fecha,
      hora: '16:30',
    });
    const num = await numCita(cita);
    // A desk's page reloading all morning: a sight written each minute.
    for (let reload = 0; reload < 6; reload++) {
      expect(
        (await call(administrativo.token, `/api/citas/mostrarCitasDelDia?fecha=${fecha}`))
          .statusCode,
      ).toBe(200);
      server.clock.advance(LECTURA_YA_REGISTRADA_MS + 1);
    }
    // Between them, the doctor reads the history twice, a minute apart: two lines.
    for (let read = 0; read < 2; read++) {
      expect((await call(medico.token, `/api/historiales/${patient.id}`)).statusCode).toBe(200);
      server.clock.advance(LECTURA_YA_REGISTRADA_MS + 1);
    }
    // The same list seen by the same reader on another clinic day is another line.
    await world.db
      .insertInto('auditoria')
      .values({
        id_usuario: administrativo.id,
        accion: 'leer',
        entidad: 'citas_dia',
        id_registro: fecha,
        id_paciente: patient.id,
        id_cita: null,
        momento: new Date(Date.now() - 3 * 24 * 3_600_000),
      })
      .execute();
    const token = await world.newSession(patient);
    const { entradas, hayMas } = await accesses(token, patient.id);
    expect(hayMas).toBe(false);
    const lista = `Lista de citas del día ${ddmmyyyy(fecha)}`;
    expect(entradas.map(({ rol, que, veces }) => [rol, que, veces])).toEqual([
      ['Médico', 'Historial de citas', 1],
      ['Médico', 'Historial de citas', 1],
      ['Administrativo', lista, 6],
      ['Administrativo', lista, 1],
    ]);
    const agrupada = entradas[2] as Acceso;
    expect(agrupada.primera && agrupada.primera < agrupada.fecha).toBe(true);
    expect(entradas[3]?.primera).toBeUndefined();
    expect(num).toMatch(/^\d{5}[A-Z]$/);
  });

  it('pages by 10 lines, newest first', async () => {
    const patient = await world.newUser(ROL.paciente);
    const medico = world.user(ROL.medico);
    const cita = await world.newCita({ paciente: patient.id, medico: medico.id });
    // 12 reads a minute apart: each one its own line (reads within a minute are one row).
    for (let i = 0; i < 12; i++) {
      await call(medico.token, `/api/historiales/${patient.id}`);
      // A minute and a millisecond: the session's idle expiry slides on with each read.
      server.clock.advance(LECTURA_YA_REGISTRADA_MS + 1);
    }
    // The patient signs in now: a session idle for those 12 minutes has expired.
    const token = await world.newSession(patient);
    const first = await accesses(token, patient.id);
    expect(first.entradas).toHaveLength(10);
    expect(first.hayMas).toBe(true);
    const second = await accesses(token, patient.id, 2);
    expect(second.entradas).toHaveLength(2);
    expect(second.hayMas).toBe(false);
    expect(second.entradas.every((entrada) => entrada.que === 'Historial de citas')).toBe(true);
    const newestOfSecond = second.entradas[0]?.fecha ?? '';
    expect((first.entradas.at(-1)?.fecha ?? '') >= newestOfSecond).toBe(true);
    expect(cita).toBeGreaterThan(0);
  });
});
