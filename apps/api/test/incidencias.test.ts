import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG, type TestUser, World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';

/**
 * An employee's incidents are theirs. The owner comes from the token, by role
 * (docs/decisiones.md (1)), never from the body; a RESUELTA incident is neither changed nor deleted; only
 * the owner reads, changes or deletes one.
 */
describe.each(DATABASES)('incidencias on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const cuerpo = {
    asunto: 'El monitor parpadea',
    descripcion: 'El monitor de la consulta parpadea al arrancar.',
    nivel_prioridad: 'ALTA',
    fecha: '2026-11-20',
    nombre: 'Quien Sea',
    puesto_trabajo: 3,
  };
  const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => server.app.inject({ method, url, headers: bearer(user), payload });
  const row = (id: number) =>
    world.db.selectFrom('incidencias').selectAll().where('id', '=', id).executeTakeFirst();

  it.each([
    ['administrativo', ROL.administrativo, 'id_administrativo'],
    ['medico', ROL.medico, 'id_medico'],
    ['radiologo', ROL.radiologo, 'id_radiologo'],
  ] as const)('a %s owns what they create, whatever the body says', async (_, rol, columna) => {
    const yo = world.user(rol);
    const otro = world.user(ROL.administrativo, 'secondary');
    const respuesta = await call(yo, 'POST', '/api/incidencias/guardar', {
      ...cuerpo,
      estado: 'RESUELTA',
      id_administrativo: otro.id,
      id_medico: otro.id,
      id_radiologo: otro.id,
    });
    expect(respuesta.statusCode).toBe(201);
    const creada = respuesta.json();
    expect(creada).toMatchObject({ estado: 'PENDIENTE', [columna]: yo.id });
    for (const c of ['id_administrativo', 'id_medico', 'id_radiologo'] as const) {
      if (c !== columna) expect(creada[c]).toBeNull();
    }
    expect((await row(creada.id))?.id_usuario).toBe(yo.id);
    // It is in their list, and only in theirs.
    const mias = await call(yo, 'GET', `/api/incidencias/mostrarIncidenciasEmpleado/${yo.id}`);
    expect(mias.json().map((i: { id: number }) => i.id)).toContain(creada.id);
    const ajena = await call(otro, 'GET', `/api/incidencias/mostrarIncidenciasEmpleado/${yo.id}`);
    expect(ajena.statusCode).toBe(403);
  });

  it('a patient reports no incidents', async () => {
    const respuesta = await call(
      world.user(ROL.paciente),
      'POST',
      '/api/incidencias/guardar',
      cuerpo,
    );
    expect(respuesta.statusCode).toBe(403);
  });

  it('a RESUELTA incident is not changed, given images or deleted, with a Spanish 409', async () => {
    const yo = world.user(ROL.medico);
    const id = await world.newIncidencia(yo, 'RESUELTA');
    const antes = await row(id);

    const actualizar = await call(yo, 'PUT', `/api/incidencias/actualizar/${id}`, cuerpo);
    expect(actualizar.statusCode).toBe(409);
    expect(actualizar.json().message).toBe(
      'Solo se pueden modificar incidencias con estado PENDIENTE.',
    );
    // Not even to reopen it.
    const reabrir = await call(yo, 'PUT', `/api/incidencias/actualizar/${id}`, {
      ...cuerpo,
      estado: 'PENDIENTE',
    });
    expect(reabrir.statusCode).toBe(409);

    const body = multipart([
      ['id_incidencia', String(id)],
      ['imagenes', { filename: 'foto.png', content: PNG, type: 'image/png' }],
    ]);
    const imagenes = await server.app.inject({
      method: 'POST',
      url: '/api/incidencias/guardarImagenesIncidencia',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(yo) },
    });
    expect(imagenes.statusCode).toBe(409);

    const borrar = await call(yo, 'DELETE', `/api/incidencias/borrar/${id}`);
    expect(borrar.statusCode).toBe(409);
    expect(borrar.json().message).toBe('Solo se pueden eliminar incidencias con estado PENDIENTE.');
    expect(await row(id)).toEqual(antes);
  });

  it('the owner changes and deletes a PENDIENTE one, images included', async () => {
    const yo = world.user(ROL.radiologo);
    const id = await world.newIncidencia(yo);
    await world.newImagenIncidencia(id);

    const actualizar = await call(yo, 'PUT', `/api/incidencias/actualizar/${id}`, {
      ...cuerpo,
      asunto: '  Asunto nuevo  ',
    });
    expect(actualizar.statusCode).toBe(200);
    expect(actualizar.json()).toMatchObject({ asunto: 'Asunto nuevo', estado: 'PENDIENTE' });

    const borrar = await call(yo, 'DELETE', `/api/incidencias/borrar/${id}`);
    expect(borrar.statusCode).toBe(204);
    expect(await row(id)).toBeUndefined();
    const quedan = await world.db
      .selectFrom('imagenes_incidencia')
      .select('id_imagen')
      .where('id_incidencia', '=', id)
      .execute();
    expect(quedan).toEqual([]);
    const otraVez = await call(yo, 'DELETE', `/api/incidencias/borrar/${id}`);
    expect(otraVez.statusCode).toBe(404);
    expect(otraVez.json().message).toBe('No existe ninguna incidencia con ese id.');
  });

  it.each([
    ['another employee of the same role', ROL.administrativo, 'secondary'],
    ['an employee of another role', ROL.medico, 'primary'],
  ] as const)('%s can neither read, change nor delete it', async (_, rol, cual) => {
    const dueno = world.user(ROL.administrativo);
    const otro = world.user(rol, cual);
    const id = await world.newIncidencia(dueno);
    await world.newImagenIncidencia(id);
    const antes = await row(id);
    const negado = [403, 404];

    for (const [method, url] of [
      ['GET', `/api/incidencias/buscar/${id}`],
      ['GET', `/api/incidencias/obtenerImagenesPorIdIncidencia/${id}`],
      ['DELETE', `/api/incidencias/borrar/${id}`],
    ] as const) {
      expect(negado).toContain((await call(otro, method, url)).statusCode);
    }
    const cambiar = await call(otro, 'PUT', `/api/incidencias/actualizar/${id}`, cuerpo);
    expect(negado).toContain(cambiar.statusCode);
    // The refusal is in Spanish, not a stack trace.
    expect(cambiar.json().message).toMatch(/^[A-ZÁÉÍÓÚ¿¡]/);

    const body = multipart([
      ['id_incidencia', String(id)],
      ['imagenes', { filename: 'intruso.png', content: PNG, type: 'image/png' }],
    ]);
    const imagenes = await server.app.inject({
      method: 'POST',
      url: '/api/incidencias/guardarImagenesIncidencia',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(otro) },
    });
    expect(negado).toContain(imagenes.statusCode);

    expect(await row(id)).toEqual(antes);
    const propias = await call(
      dueno,
      'GET',
      `/api/incidencias/obtenerImagenesPorIdIncidencia/${id}`,
    );
    expect(propias.json()).toHaveLength(1);
  });
});
