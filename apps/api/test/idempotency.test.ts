import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../src/contract/operations';
import type { Rol } from '../src/db/schema';
import { MENSAJES_IDEMPOTENCIA } from '../src/http/idempotency';
import { demoRadiograph } from '../src/seed/png';
import { checkResponse, operations, successStatus } from './contract';
import { multipart, World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { BUILDERS, type RequestSpec } from './requests';

/** Every creating POST: the operations whose contract lists the IdempotencyKey parameter. */
const idempotent = operations.filter((operation) => operation.idempotent);

/** The records a creating POST can make, by table and id column. */
const TABLES = [
  ['citas', 'id'],
  ['usuarios', 'id'],
  ['diagnosticos', 'id_diagnostico'],
  ['informes', 'id_informe'],
  ['imagenes', 'id_imagen'],
  ['incidencias', 'id'],
  ['imagenes_incidencia', 'id_imagen'],
] as const;

/** How many rows each table has and its highest id: a second creation (or replacement) shows. */
async function snapshot(world: World): Promise<string> {
  const parts: string[] = [];
  for (const [table, id] of TABLES) {
    const row = await world.db
      .selectFrom(table)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<number>(id).as('max')])
      .executeTakeFirstOrThrow();
    parts.push(`${table}=${Number(row.n)}/${row.max ?? 0}`);
  }
  return parts.join(' ');
}

function roleFor(operation: Operation): Rol {
  const role = operation.roles?.[0];
  if (!role) throw new Error(`${operation.operationId} no declara roles`);
  return role as Rol;
}

/** The same operation with another valid request: a new build, or one text changed. */
async function otherRequest(world: World, operation: Operation, first: RequestSpec) {
  const role = roleFor(operation);
  const build = BUILDERS[operation.operationId];
  if (!build) throw new Error(`sin petición para ${operation.operationId}`);
  if (first.parts) {
    // Same fields, another image: a different request by its files' content.
    const parts = first.parts.map(([name, value]) =>
      typeof value === 'string'
        ? ([name, value] as const)
        : ([name, { ...value, content: demoRadiograph(11, 8) }] as const),
    );
    const body = multipart(parts as never);
    return { ...first, payload: body.payload, headers: body.headers };
  }
  const again = await build({ world, role, subject: 'own', caller: world.user(role) });
  if (!isDeepStrictEqual(again.payload, first.payload)) return again;
  const payload = { ...(first.payload as Record<string, unknown>) };
  const text = Object.keys(payload).find((key) => /asunto|contenido|nombre/.test(key));
  if (!text) throw new Error(`no sé variar la petición de ${operation.operationId}`);
  payload[text] = `${payload[text]} (otra)`;
  return { ...first, payload };
}

describe('the contract marks every creating POST', () => {
  it('lists the Idempotency-Key on the creating POSTs, and only on POSTs', () => {
    expect(idempotent.map((operation) => operation.operationId).sort()).toEqual(
      [
        'actualizarImagenesIncidencia',
        'crearEmpleado',
        'crearUsuarioPaciente',
        'guardarCita',
        'guardarDiagnostico',
        'guardarImagen',
        'guardarImagenesIncidencia',
        'guardarIncidencia',
        'guardarInforme',
        'guardarInformeCompleto',
        'pedirCita',
      ].sort(),
    );
    for (const operation of idempotent) expect(operation.method).toBe('POST');
  });
});

describe.each(DATABASES)('Idempotency-Key on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  async function send(spec: RequestSpec, role: Rol, key?: string, token?: string) {
    return server.app.inject({
      method: spec.method,
      url: spec.url,
      payload: spec.payload as string,
      headers: {
        ...spec.headers,
        authorization: `Bearer ${token ?? world.user(role).token}`,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
    });
  }

  it.each(idempotent.map((operation) => [operation.operationId, operation] as const))(
    '%s: a retry gets the first answer and creates nothing; another body is a 422; concurrent copies make one record',
    async (_, operation) => {
      const role = roleFor(operation);
      const build = BUILDERS[operation.operationId];
      if (!build) throw new Error(`sin petición para ${operation.operationId}`);
      const success = successStatus(operation);

      // A retry of the same request.
      const spec = await build({ world, role, subject: 'own', caller: world.user(role) });
      const key = randomUUID();
      const before = await snapshot(world);
      const first = await send(spec, role, key);
      expect(first.statusCode, first.body).toBe(success);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const afterFirst = await snapshot(world);
      expect(afterFirst).not.toBe(before);
      const retry = await send(spec, role, key);
      expect(retry.statusCode).toBe(success);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect(checkResponse(operation, retry.statusCode, retry.json())).toBeUndefined();
      expect(await snapshot(world)).toBe(afterFirst);

      // The same key with another request.
      const other = await otherRequest(world, operation, spec);
      const beforeOther = await snapshot(world);
      const refused = await send(other, role, key);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toEqual({ message: MENSAJES_IDEMPOTENCIA.claveReutilizada });
      expect(checkResponse(operation, 422, refused.json())).toBeUndefined();
      expect(await snapshot(world)).toBe(beforeOther);

      // Five copies at once with one key: one record, every answer the first's or a 409.
      const together = await build({ world, role, subject: 'own', caller: world.user(role) });
      const sharedKey = randomUUID();
      const beforeTogether = await snapshot(world);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => send(together, role, sharedKey)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === success).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === success || status === 409)).toBe(true);
      for (const answer of answers) {
        expect(checkResponse(operation, answer.statusCode, answer.json())).toBeUndefined();
        if (answer.statusCode === 409) {
          expect(answer.json().message).toBe(MENSAJES_IDEMPOTENCIA.enCurso);
        }
      }
      const created = answers.filter(
        (answer) => answer.statusCode === success && !answer.headers['idempotent-replayed'],
      );
      expect(created).toHaveLength(1);
      const afterTogether = await snapshot(world);
      expect(afterTogether).not.toBe(beforeTogether);
      const late = await send(together, role, sharedKey);
      expect(late.statusCode).toBe(success);
      expect(late.headers['idempotent-replayed']).toBe('true');
      expect(late.json()).toEqual(created[0]?.json());
      expect(await snapshot(world)).toBe(afterTogether);
    },
  );

  it('keeps a key per user: another user with the same key is a request of their own', async () => {
    const key = randomUUID();
    const body = {
      asunto: 'Impresora atascada',
      descripcion: 'La impresora de recepción se atasca.',
      nivel_prioridad: 'BAJA',
      fecha: '2026-11-20',
      nombre: 'Prueba Rol',
      puesto_trabajo: 2,
    };
    const spec: RequestSpec = {
      method: 'POST',
      url: '/api/incidencias/guardar',
      payload: body,
      headers: { 'content-type': 'application/json' },
    };
    const mine = await send(spec, ROL.administrativo, key);
    const theirs = await send(spec, ROL.medico, key);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    // The structured-field form of the same key ("…") is the same key.
    const quoted = await send(spec, ROL.administrativo, `"${key}"`);
    expect(quoted.headers['idempotent-replayed']).toBe('true');
    expect(quoted.json()).toEqual(mine.json());
  });

  it('does not keep refusals made before the handler, and keeps the handler’s own 4xx', async () => {
    const key = randomUUID();
    const spec = await BUILDERS.pedirCita?.({
      world,
      role: ROL.paciente,
      subject: 'own',
      caller: world.user(ROL.paciente),
    });
    if (!spec) throw new Error('sin petición para pedirCita');
    // Invalid, then corrected with the same key: the 400 was not kept.
    const invalid = await send(
      { ...spec, payload: { ...(spec.payload as object), hora: '25:00' } },
      ROL.paciente,
      key,
    );
    expect(invalid.statusCode).toBe(400);
    const fixed = await send(spec, ROL.paciente, key);
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();

    // The slot is now taken: a new key gets the handler's 409, and its retry the same 409.
    const another = randomUUID();
    const taken = await send(spec, ROL.paciente, another);
    expect(taken.statusCode).toBe(409);
    const takenAgain = await send(spec, ROL.paciente, another);
    expect(takenAgain.statusCode).toBe(409);
    expect(takenAgain.headers['idempotent-replayed']).toBe('true');
    expect(takenAgain.json()).toEqual(taken.json());
  });

  it('refuses a malformed key with a Spanish 400', async () => {
    const spec: RequestSpec = {
      method: 'POST',
      url: '/api/incidencias/guardar',
      payload: {
        asunto: 'Clave rara',
        descripcion: 'Una clave con espacios.',
        nivel_prioridad: 'BAJA',
        fecha: '2026-11-20',
        nombre: 'Prueba Rol',
        puesto_trabajo: 2,
      },
      headers: { 'content-type': 'application/json' },
    };
    for (const key of ['con espacios', 'x'.repeat(256), 'ñandú']) {
      const response = await send(spec, ROL.administrativo, key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().message).toBe('Revisa los datos marcados.');
      expect(response.json().errores?.['idempotency-key']).toBe(
        'La clave de idempotencia (Idempotency-Key) no es válida.',
      );
    }
  });

  it('forgets a key after 24 hours', async () => {
    const key = randomUUID();
    const spec: RequestSpec = {
      method: 'POST',
      url: '/api/incidencias/guardar',
      payload: {
        asunto: 'Pantalla parpadea',
        descripcion: 'La pantalla del box 2 parpadea.',
        nivel_prioridad: 'MEDIA',
        fecha: '2026-11-20',
        nombre: 'Prueba Rol',
        puesto_trabajo: 1,
      },
      headers: { 'content-type': 'application/json' },
    };
    const first = await send(spec, ROL.radiologo, key);
    expect(first.statusCode).toBe(201);
    server.clock.advance(23 * 3_600_000);
    // Sessions end long before a key does: a fresh one for the same user each time.
    const radiologo = world.user(ROL.radiologo);
    const sameDay = await send(spec, ROL.radiologo, key, await world.newSession(radiologo));
    expect(sameDay.headers['idempotent-replayed']).toBe('true');
    server.clock.advance(2 * 3_600_000);
    const later = await send(spec, ROL.radiologo, key, await world.newSession(radiologo));
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().id).not.toBe(first.json().id);
  });
});
