import type { EntradaDeActividad } from '@clinica/api-client';
import {
  MENSAJES_LLEGADA,
  mensajeLlegadaOtroDia,
  mensajeNoPresentadaAntes,
  ROL,
} from '@clinica/api-client/reglas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkResponse, operations } from './contract';
import { multipart, PNG, type TestUser, World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

/** Friday 27 November 2026, 10:30 in Madrid. */
const NOW = new Date('2026-11-27T09:30:00Z');
const HOY = '2026-11-27';
const AYER = '2026-11-26';
const MANANA = '2026-11-30';

/**
 * Arrival and no-show (docs/decisiones.md (54)), through the API as the desk, on the server's
 * injected clock: 'Ha llegado' keeps the time and the professional's list shows it, 'No se
 * presentó' is a final state from the cita's hour on, and both reach the activity log.
 */
describe.each(DATABASES)('arrival and no-show, on %s', (kind) => {
  let server: TestServer;
  let world: World;
  let medico: TestUser;
  let radiologo: TestUser;
  let horas = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: new TestClock(NOW) });
    world = await World.create(server);
    medico = world.user(ROL.medico);
    radiologo = world.user(ROL.radiologo);
  });
  beforeEach(() => {
    server.clock.current = NOW;
  });
  afterAll(async () => server?.close());

  const desk = () => world.user(ROL.administrativo, 'secondary');

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: object,
  ) => {
    const answer = await server.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    const path = url.split('?')[0] as string;
    const operation = operations.find(
      (op) =>
        op.method.toUpperCase() === method &&
        new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
    );
    expect(operation).toBeDefined();
    if (operation) {
      expect(checkResponse(operation, answer.statusCode, answer.json())).toBeUndefined();
    }
    return answer;
  };

  /** A cita of a fresh patient with the primary doctor (or radiologist) at a minute of its own. */
  async function cita(fecha: string, hora?: string, radiologia = false) {
    const paciente = await world.newUser(ROL.paciente);
    const n = horas++;
    return world.newCita({
      paciente: paciente.id,
      ...(radiologia ? { radiologo: radiologo.id } : { medico: medico.id }),
      fecha,
      hora: hora ?? `08:${String(n).padStart(2, '0')}`,
    });
  }

  const llegada = (id: number, token = desk().token) =>
    call('POST', `/api/citas/registrarLlegada/${id}`, token);
  const noPresentada = (id: number, token = desk().token) =>
    call('POST', `/api/citas/marcarNoPresentada/${id}`, token);

  const fila = (id: number) =>
    world.db
      .selectFrom('citas')
      .select(['estado', 'hora_llegada', 'num_cita'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  async function entradasDe(numCita: string): Promise<EntradaDeActividad[]> {
    const answer = await call(
      'GET',
      '/api/auditoria/registro?tipo=citas',
      world.user(ROL.administrativo).token,
    );
    expect(answer.statusCode).toBe(200);
    return (answer.json().entradas as EntradaDeActividad[]).filter((e) => e.num_cita === numCita);
  }

  it("'Ha llegado' keeps the server's time; the day list and the doctor's list show it", async () => {
    const id = await cita(HOY, '11:00');
    const answer = await llegada(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id,
      estado: 'EN_CURSO',
      hora_llegada: NOW.toISOString(),
    });
    expect(new Date((await fila(id)).hora_llegada as Date).toISOString()).toBe(NOW.toISOString());

    const delDia = await call('GET', `/api/citas/mostrarCitasDelDia?fecha=${HOY}`, desk().token);
    const enLista = (delDia.json() as { id: number; hora_llegada: string | null }[]).find(
      (c) => c.id === id,
    );
    expect(enLista?.hora_llegada).toBe(NOW.toISOString());
    const delMedico = await call('GET', `/api/citas/mostrarCitasMedico/${medico.id}`, medico.token);
    expect(delMedico.statusCode).toBe(200);
    const suya = (delMedico.json() as { id: number; hora_llegada: string | null }[]).find(
      (c) => c.id === id,
    );
    expect(suya?.hora_llegada).toBe(NOW.toISOString());
    // One not yet arrived says so with null, never leaves the field out.
    const otra = await cita(HOY, '12:00');
    const lista = await call('GET', `/api/citas/mostrarCitasDelDia?fecha=${HOY}`, desk().token);
    expect((lista.json() as { id: number }[]).find((c) => c.id === otra)).toHaveProperty(
      'hora_llegada',
      null,
    );
  });

  it('an arrival is noted once, only today and only on a programmed cita (409, said why)', async () => {
    const hoy = await cita(HOY);
    expect((await llegada(hoy)).statusCode).toBe(200);
    const otraVez = await llegada(hoy);
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toBe(MENSAJES_LLEGADA.yaLlego);

    const manana = await cita(MANANA);
    const antes = await llegada(manana);
    expect(antes.statusCode).toBe(409);
    expect(antes.json().message).toBe(mensajeLlegadaOtroDia(MANANA));
    expect((await fila(manana)).hora_llegada).toBeNull();

    const ayer = await cita(AYER);
    expect((await llegada(ayer)).json().message).toBe(mensajeLlegadaOtroDia(AYER));

    const cancelada = await cita(HOY);
    expect(
      (await call('POST', `/api/citas/cancelarCita/${cancelada}`, desk().token)).statusCode,
    ).toBe(200);
    const tarde = await llegada(cancelada);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().message).toBe(MENSAJES_LLEGADA.llegadaSoloEnCurso);

    expect((await llegada(999_999)).statusCode).toBe(404);
  });

  it('only the desk notes arrivals and no-shows', async () => {
    const id = await cita(HOY, '07:00');
    for (const rol of [ROL.medico, ROL.radiologo, ROL.paciente]) {
      expect((await llegada(id, world.user(rol).token)).statusCode).toBe(403);
      expect((await noPresentada(id, world.user(rol).token)).statusCode).toBe(403);
    }
    expect(await fila(id)).toMatchObject({ estado: 'EN_CURSO', hora_llegada: null });
  });

  it("'No se presentó' only once the cita's hour has passed, by the injected clock", async () => {
    const id = await cita(HOY, '10:45');
    const pronto = await noPresentada(id);
    expect(pronto.statusCode).toBe(409);
    expect(pronto.json().message).toBe(mensajeNoPresentadaAntes(HOY, '10:45'));
    // At its very minute the patient is not late yet.
    server.clock.current = new Date('2026-11-27T09:45:00Z');
    expect((await noPresentada(id)).statusCode).toBe(409);
    server.clock.current = new Date('2026-11-27T09:46:00Z');
    const tarde = await noPresentada(id);
    expect(tarde.statusCode).toBe(200);
    expect(tarde.json()).toMatchObject({ id, estado: 'NO_PRESENTADA', hora_llegada: null });
    expect((await fila(id)).estado).toBe('NO_PRESENTADA');

    // An earlier day's programmed cita, whatever its hour; a later day's never.
    const ayer = await cita(AYER, '19:00');
    expect((await noPresentada(ayer)).statusCode).toBe(200);
    const manana = await cita(MANANA, '08:00');
    expect((await noPresentada(manana)).json().message).toBe(
      mensajeNoPresentadaAntes(MANANA, '08:00'),
    );
  });

  it('a patient who arrived is never a no-show, and a no-show is final', async () => {
    const llego = await cita(HOY, '09:00');
    expect((await llegada(llego)).statusCode).toBe(200);
    const ausente = await noPresentada(llego);
    expect(ausente.statusCode).toBe(409);
    expect(ausente.json().message).toBe(MENSAJES_LLEGADA.noPresentadaYaLlego);

    const id = await cita(HOY, '09:15');
    expect((await noPresentada(id)).statusCode).toBe(200);
    const otraVez = await noPresentada(id);
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toBe(MENSAJES_LLEGADA.noPresentadaSoloEnCurso);
    expect((await llegada(id)).json().message).toBe(MENSAJES_LLEGADA.llegadaSoloEnCurso);
    expect((await call('POST', `/api/citas/cancelarCita/${id}`, desk().token)).statusCode).toBe(
      409,
    );
    const mover = await call('PUT', `/api/citas/actualizar/${id}`, desk().token, {
      ...world.freeSlot(),
      idMedico: medico.id,
    });
    expect(mover.statusCode).toBe(409);
    expect((await call('POST', `/api/citas/cumplirCita/${id}`, medico.token)).statusCode).toBe(409);
    const diagnostico = await call('POST', '/api/diagnosticos/guardar', medico.token, {
      id_cita: id,
      contenido: 'Sin acudir.',
    });
    expect(diagnostico.statusCode).toBe(409);
    expect(diagnostico.json().message).toBe(MENSAJES_LLEGADA.diagnosticoNoPresentada);
    expect((await fila(id)).estado).toBe('NO_PRESENTADA');
  });

  it('a no-show radiology cita is never reported', async () => {
    const id = await cita(HOY, '09:30', true);
    expect((await noPresentada(id)).statusCode).toBe(200);
    const body = multipart([
      ['id_cita', String(id)],
      ['contenido', 'Sin acudir.'],
      ['imagenes', { filename: 'placa.png', type: 'image/png', content: PNG }],
    ]);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/informes/guardarCompleto',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${radiologo.token}` },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(MENSAJES_LLEGADA.informeNoPresentada);
    const soloTexto = await call('POST', '/api/informes/guardar', radiologo.token, {
      id_cita: id,
      contenido: 'Sin acudir.',
    });
    expect(soloTexto.statusCode).toBe(409);
    expect(soloTexto.json().message).toBe(MENSAJES_LLEGADA.informeNoPresentada);
  });

  it('both are audited in their own transaction and told in the activity log', async () => {
    const llego = await cita(HOY, '10:00');
    const falto = await cita(HOY, '10:10');
    expect((await llegada(llego)).statusCode).toBe(200);
    expect((await noPresentada(falto)).statusCode).toBe(200);
    const filas = await world.db
      .selectFrom('auditoria')
      .select(['accion', 'id_cita', 'id_usuario', 'resultado'])
      .where('id_cita', 'in', [llego, falto])
      .where('entidad', '=', 'cita')
      .orderBy('id')
      .execute();
    expect(filas).toEqual([
      {
        accion: 'registrar_llegada',
        id_cita: llego,
        id_usuario: desk().id,
        resultado: 'permitido',
      },
      {
        accion: 'marcar_no_presentada',
        id_cita: falto,
        id_usuario: desk().id,
        resultado: 'permitido',
      },
    ]);
    const [llegadaEnElRegistro] = await entradasDe((await fila(llego)).num_cita);
    expect(llegadaEnElRegistro).toMatchObject({
      accion: 'registrar_llegada',
      entidad: 'cita',
      rol_quien: ROL.administrativo,
      descripcion: `Cita ${(await fila(llego)).num_cita}`,
    });
    const [ausencia] = await entradasDe((await fila(falto)).num_cita);
    expect(ausencia).toMatchObject({ accion: 'marcar_no_presentada', entidad: 'cita' });
  });
});
