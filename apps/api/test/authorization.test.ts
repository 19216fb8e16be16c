import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../src/contract/operations';
import type { Rol } from '../src/db/schema';
import { checkResponse, operations, successStatus } from './contract';
import { ROLES, World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { BUILDERS, type RequestSpec, type Subject } from './requests';

const SUBJECTS: Subject[] = ['own', 'other', 'missing'];

/** What the contract's roles and ownership rule promise for one cell. */
function expectedStatus(
  operation: Operation,
  role: Rol | null,
  subject: Subject,
  spec: RequestSpec,
) {
  const success = successStatus(operation);
  if (role === null) return operation.isPublic ? success : 401;
  if (operation.isPublic) return spec.expect ?? success;
  if (!operation.roles?.includes(role)) return 403;
  if (subject === 'missing' && spec.expect) return spec.expect;
  if (operation.ownership === 'none' || subject === 'own') return success;
  // Another user's id on a listing of one's own: refused whether that user exists or not.
  if (operation.ownership === 'self-user') return 403;
  if (subject === 'missing') return 404;
  // An administrative may act on any cita and any patient (docs/decisiones.md (2)).
  const adminSeesAll = operation.ownership === 'own-cita' || operation.ownership === 'own-patient';
  // Someone else's record is answered as a missing one: nobody learns which ids exist.
  return role === ROL.administrativo && adminSeesAll ? success : 404;
}

describe('every operation declares who may call it', () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s has roles, an ownership rule and a request in this test',
    (_, operation) => {
      expect(operation.roles, 'x-clinica-roles').toBeDefined();
      expect(operation.ownership, 'x-clinica-ownership').toBeDefined();
      if (operation.ownership !== 'none')
        expect(operation.ownershipId, 'x-clinica-ownership-id').toBeDefined();
      expect(BUILDERS[operation.operationId], 'request builder').toBeDefined();
    },
  );
});

describe.each(DATABASES)('authorization matrix on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  it('gives every operation × role × {own, other, missing} and anonymous the declared answer', async () => {
    const failures: string[] = [];
    let cells = 0;
    /** The 404 bodies of someone else's record and of a missing one, per operation and role. */
    const notFound = new Map<string, Partial<Record<Subject, string>>>();
    for (const operation of operations) {
      const build = BUILDERS[operation.operationId];
      if (!build) {
        failures.push(`${operation.operationId}: sin regla de petición en la prueba`);
        continue;
      }
      const callers: Array<Rol | null> = [null, ...ROLES];
      for (const role of callers) {
        for (const subject of role === null ? (['own'] as Subject[]) : SUBJECTS) {
          cells++;
          const caller = world.user(role ?? ROL.paciente);
          const spec = await build({ world, role: role ?? ROL.paciente, subject, caller });
          const token = role === null ? undefined : (spec.token ?? caller.token);
          const response = await server.app.inject({
            method: spec.method,
            url: spec.url,
            payload: spec.payload as string,
            headers: { ...spec.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
          const want = expectedStatus(operation, role, subject, spec);
          const who = `${operation.operationId} rol=${role ?? 'anónimo'} ${subject}`;
          if (role !== null && subject !== 'own' && response.statusCode === 404) {
            const cell = `${operation.operationId} rol=${role}`;
            const bodies = notFound.get(cell) ?? {};
            bodies[subject] = response.body;
            notFound.set(cell, bodies);
          }
          if (response.statusCode !== want) {
            failures.push(
              `${who}: ${response.statusCode} en lugar de ${want} ${response.body.slice(0, 200)}`,
            );
            continue;
          }
          const type = String(response.headers['content-type'] ?? '');
          if (type.startsWith('application/json')) {
            const problem = checkResponse(operation, response.statusCode, response.json());
            if (problem) failures.push(`${who}: ${problem}`);
          } else if (response.statusCode === 200) {
            if (!String(response.headers['content-disposition']).startsWith('attachment')) {
              failures.push(`${who}: descarga sin Content-Disposition attachment`);
            }
            if (response.headers['x-content-type-options'] !== 'nosniff')
              failures.push(`${who}: sin nosniff`);
          }
        }
      }
    }
    for (const [cell, { other, missing }] of notFound) {
      if (other !== undefined && missing !== undefined && other !== missing) {
        failures.push(`${cell}: lo ajeno (${other}) se distingue de lo inexistente (${missing})`);
      }
    }
    console.log(
      `Matriz de autorización en ${kind}: ${cells} celdas (${operations.length} operaciones)`,
    );
    expect(failures).toEqual([]);
    expect(cells).toBe(operations.length * (1 + ROLES.length * SUBJECTS.length));
  }, 240_000);
});
