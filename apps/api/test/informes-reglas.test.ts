import { mensajeCumplirFuturo, mensajeInformeFuturo, ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '../src/http/errors';
import { demoRadiograph } from '../src/seed/png';
import { operations, successStatus } from './contract';
import { multipart, type TestUser, World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { BUILDERS } from './requests';

/**
 * docs/decisiones.md (33), found by probing the server: a report and its images could change after the
 * cita was CUMPLIDA, and any radiologist could report a colleague's cita. Now only the assigned
 * radiologist writes, and a CUMPLIDA cita is read-only for everyone (409, Spanish message).
 */
describe.each(DATABASES)('report rules on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const asignado = () => world.user(ROL.radiologo);
  const otro = () => world.user(ROL.radiologo, 'secondary');
  const paciente = () => world.user(ROL.paciente);
  const png = demoRadiograph(7, 16);

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: { payload: Buffer | string; headers: Record<string, string> },
  ) =>
    server.app.inject({
      method,
      url,
      payload: body?.payload,
      headers: { ...body?.headers, authorization: `Bearer ${user.token}` },
    });

  const completo = (user: TestUser, idCita: number) =>
    call(
      user,
      'POST',
      '/api/informes/guardarCompleto',
      multipart([
        ['id_cita', String(idCita)],
        ['contenido', 'Sin hallazgos.'],
        ['imagenes', { filename: 'torax.png', content: png, type: 'image/png' }],
        ['notas', 'Proyección PA.'],
      ]),
    );

  const imagen = (user: TestUser, idCita: number, idInforme: number) =>
    call(
      user,
      'POST',
      '/api/imagenes/guardar',
      multipart([
        ['id_informe', String(idInforme)],
        ['id_paciente', String(paciente().id)],
        ['id_cita', String(idCita)],
        ['nombre_imagen', 'lateral.png'],
        ['ruta_imagen', { filename: 'lateral.png', content: png, type: 'image/png' }],
      ]),
    );

  const texto = (user: TestUser, idCita: number) =>
    call(user, 'POST', '/api/informes/guardar', {
      payload: JSON.stringify({ id_cita: idCita, contenido: 'Solo texto.' }),
      headers: { 'content-type': 'application/json' },
    });

  /** Today's: a report is written from the cita's day on (docs/decisiones.md (60)). */
  const nuevaCita = (estado: 'EN_CURSO' | 'CUMPLIDA' = 'EN_CURSO') =>
    world.newCita({ paciente: paciente().id, radiologo: asignado().id, estado, hoy: true });

  const imagenesDe = async (idCita: number) =>
    (
      await world.db
        .selectFrom('imagenes')
        .select('id_imagen')
        .where('id_cita', '=', idCita)
        .execute()
    ).length;

  it('a cita whose day has not come is neither reported nor fulfilled: 409 with the reason, nothing kept', async () => {
    // docs/decisiones.md (60): a report fulfils its cita, so it waits for the cita's day.
    const idCita = await world.newCita({ paciente: paciente().id, radiologo: asignado().id });
    const { fecha } = await world.db
      .selectFrom('citas')
      .select('fecha')
      .where('id', '=', idCita)
      .executeTakeFirstOrThrow();
    expect(fecha > world.today).toBe(true);
    for (const answer of [await completo(asignado(), idCita), await texto(asignado(), idCita)]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(mensajeInformeFuturo(fecha));
    }
    const cumplir = await call(asignado(), 'POST', `/api/citas/cumplirCita/${idCita}`);
    expect(cumplir.statusCode).toBe(409);
    expect(cumplir.json().message).toBe(mensajeCumplirFuturo(fecha));
    const cita = await world.db
      .selectFrom('citas')
      .leftJoin('informes', 'informes.id_cita', 'citas.id')
      .select(['citas.estado', 'informes.id_informe'])
      .where('citas.id', '=', idCita)
      .executeTakeFirstOrThrow();
    expect(cita).toEqual({ estado: 'EN_CURSO', id_informe: null });
    expect(await imagenesDe(idCita)).toBe(0);
    expect(server.storedFiles()).toEqual([]);
  });

  it('a CUMPLIDA cita refuses new images and deletions, and the patient keeps the same set', async () => {
    const idCita = await nuevaCita();
    const saved = await completo(asignado(), idCita);
    expect(saved.statusCode).toBe(201);
    const { id_informe, imagenes } = saved.json() as {
      id_informe: number;
      imagenes: { id_imagen: number }[];
    };

    const added = await imagen(asignado(), idCita, id_informe);
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(MENSAJES.citaCumplida);

    const deleted = await call(
      asignado(),
      'DELETE',
      `/api/imagenes/borrar/${imagenes[0]?.id_imagen}`,
    );
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(MENSAJES.citaCumplida);

    const again = await completo(asignado(), idCita);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MENSAJES.conInforme);
    expect(await texto(asignado(), idCita).then((r) => r.statusCode)).toBe(409);

    const seen = await call(
      paciente(),
      'GET',
      `/api/imagenes/mostrarImagenesDelPaciente/${idCita}`,
    );
    expect(seen.statusCode).toBe(200);
    expect(seen.json().imagenes).toHaveLength(1);
    expect(await imagenesDe(idCita)).toBe(1);
  });

  it('a CUMPLIDA cita without a report cannot get one', async () => {
    const idCita = await nuevaCita('CUMPLIDA');
    const refused = await completo(asignado(), idCita);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MENSAJES.citaCumplida);
    expect(await imagenesDe(idCita)).toBe(0);
  });

  it('a cita CUMPLIDA by the old step-by-step calls is read-only too', async () => {
    const idCita = await nuevaCita();
    expect((await texto(asignado(), idCita)).statusCode).toBe(201);
    const idInforme = (
      await world.db
        .selectFrom('informes')
        .select('id_informe')
        .where('id_cita', '=', idCita)
        .executeTakeFirstOrThrow()
    ).id_informe;
    const first = await imagen(asignado(), idCita, idInforme);
    expect(first.statusCode).toBe(201);
    // While EN_CURSO the assigned radiologist may still change the images.
    const second = await imagen(asignado(), idCita, idInforme);
    expect(second.statusCode).toBe(201);
    const removed = await call(
      asignado(),
      'DELETE',
      `/api/imagenes/borrar/${second.json().id_imagen}`,
    );
    expect(removed.statusCode).toBe(204);

    expect((await call(asignado(), 'POST', `/api/citas/cumplirCita/${idCita}`)).statusCode).toBe(
      200,
    );
    expect((await imagen(asignado(), idCita, idInforme)).statusCode).toBe(409);
    const locked = await call(
      asignado(),
      'DELETE',
      `/api/imagenes/borrar/${first.json().id_imagen}`,
    );
    expect(locked.statusCode).toBe(409);
    expect(await imagenesDe(idCita)).toBe(1);
  });

  it('another radiologist may not report, add or delete images, nor fulfil the cita', async () => {
    const idCita = await nuevaCita();
    for (const response of [await completo(otro(), idCita), await texto(otro(), idCita)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MENSAJES.noAsignada);
    }
    expect((await call(otro(), 'POST', `/api/citas/cumplirCita/${idCita}`)).statusCode).toBe(403);

    // Written by the assigned one (text first, then an image), still EN_CURSO.
    expect((await texto(asignado(), idCita)).statusCode).toBe(201);
    const idInforme = (
      await world.db
        .selectFrom('informes')
        .select('id_informe')
        .where('id_cita', '=', idCita)
        .executeTakeFirstOrThrow()
    ).id_informe;
    const own = await imagen(asignado(), idCita, idInforme);
    expect(own.statusCode).toBe(201);
    expect((await imagen(otro(), idCita, idInforme)).statusCode).toBe(403);
    const foreign = await call(otro(), 'DELETE', `/api/imagenes/borrar/${own.json().id_imagen}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MENSAJES.noAsignada);
    expect(await imagenesDe(idCita)).toBe(1);

    const cita = await world.db
      .selectFrom('citas')
      .select('estado')
      .where('id', '=', idCita)
      .executeTakeFirstOrThrow();
    expect(cita.estado).toBe('EN_CURSO');
  });

  it('keeps the line breaks typed, though a multipart body sends them as CRLF', async () => {
    const idCita = await nuevaCita();
    const saved = await call(
      asignado(),
      'POST',
      '/api/informes/guardarCompleto',
      multipart([
        ['id_cita', String(idCita)],
        ['contenido', 'Nota PA.\r\nConclusión: normal.'],
        ['imagenes', { filename: 'torax.png', content: png, type: 'image/png' }],
        ['notas', 'Línea 1\r\nLínea 2'],
      ]),
    );
    expect(saved.statusCode).toBe(201);
    const read = await call(paciente(), 'GET', `/api/informes/mostrarInformeDelPaciente/${idCita}`);
    expect(read.json().contenido).toBe('Nota PA.\nConclusión: normal.');
    const imagenes = await call(
      paciente(),
      'GET',
      `/api/imagenes/mostrarImagenesDelPaciente/${idCita}`,
    );
    expect(imagenes.json().imagenes[0].nota).toBe('Línea 1\nLínea 2');
  });

  // From the contract itself: every radiologist operation on a cita or its images, called by a
  // colleague of the radiologist the cita is assigned to. `assigned-*` refuses (403), the
  // reading rules `own-*` let a colleague read.
  const deRadiologo = operations.filter(
    (o) =>
      o.roles?.includes(ROL.radiologo) &&
      ['assigned-cita', 'assigned-imagen', 'own-cita', 'own-imagen'].includes(o.ownership ?? ''),
  );

  it('the contract names every write on a report or its images assigned-*', () => {
    const asignadas = deRadiologo.filter((o) => o.ownership?.startsWith('assigned-'));
    expect(asignadas.map((o) => o.operationId).sort()).toEqual([
      'borrarImagen',
      'cumplirCita',
      'guardarImagen',
      'guardarInforme',
      'guardarInformeCompleto',
    ]);
  });

  it.each(deRadiologo.map((o) => [o.operationId, o.ownership, o] as const))(
    '%s (%s) called by a colleague of the assigned radiologist',
    async (_, rule, operation) => {
      const build = BUILDERS[operation.operationId];
      if (!build) throw new Error(`Sin petición para ${operation.operationId}`);
      const spec = await build({ world, role: ROL.radiologo, subject: 'own', caller: asignado() });
      const response = await server.app.inject({
        method: spec.method,
        url: spec.url,
        payload: spec.payload as string,
        headers: { ...spec.headers, authorization: `Bearer ${otro().token}` },
      });
      if (rule?.startsWith('assigned-')) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(MENSAJES.noAsignada);
      } else {
        expect(response.statusCode).toBe(successStatus(operation));
      }
    },
  );

  it('the assigned radiologist reports their own cita and reads it back, images included; a colleague may still read it', async () => {
    const idCita = await nuevaCita();
    expect((await completo(asignado(), idCita)).statusCode).toBe(201);
    // docs/decisiones.md (42): its author opens it again, read-only, with its images.
    const suyo = await call(asignado(), 'GET', `/api/informes/mostrarInformeDelPaciente/${idCita}`);
    expect(suyo.statusCode).toBe(200);
    expect(suyo.json().contenido).toBe('Sin hallazgos.');
    const lista = await call(
      asignado(),
      'GET',
      `/api/imagenes/mostrarImagenesDelPaciente/${idCita}`,
    );
    expect(lista.statusCode).toBe(200);
    const [primera] = lista.json().imagenes as { id_imagen: number }[];
    expect(primera).toBeDefined();
    const archivo = await call(asignado(), 'GET', `/api/imagenes/descargar/${primera?.id_imagen}`);
    expect(archivo.statusCode).toBe(200);
    expect(archivo.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    const read = await call(otro(), 'GET', `/api/informes/mostrarInformeDelPaciente/${idCita}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().contenido).toBe('Sin hallazgos.');
  });
});
