/**
 * The contract-driven fuzz. For every operation of openapi.yaml, fast-check makes
 * valid requests (on real records, from requests.ts) and hostile ones (wrong types, huge, empty,
 * NUL, odd unicode, odd ids, missing and extra fields, wrong content types, bad JSON, odd files
 * and headers), sent over real HTTP with the token of every role the operation allows, of one it
 * does not, or none. It fails on any 5xx, any status the operation does not declare, any body
 * that breaks the declared schema (Ajv on the contract), any error message not in Spanish, an
 * API answer without `Cache-Control: no-store`, a replay that differs from its first answer,
 * or a server that stops answering.
 *
 * Short form (npm test): 700 plans on each database (FUZZ_RUNS sets another count).
 * Long form: `npm run test:fuzz` (FUZZ=long: many more plans on both databases).
 * Replay a run: FUZZ_SEED=<the printed seed> (and the same FUZZ / FUZZ_RUNS).
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rol } from '../src/db/schema';
import { checkResponse, checkValue, contract } from './contract';
import { World } from './fixture';
import {
  applyMutation,
  type Draft,
  draftFromSchema,
  draftFromSpec,
  type Plan,
  planArbitrary,
  type RawRequest,
  SHAPES,
  type Shape,
  standardGenerated,
  standardQuerySchema,
  toRawRequest,
} from './fuzz-requests';
import { type DbKind, startTestServer, type TestServer } from './harness';
import { BUILDERS } from './requests';

const LONG = process.env.FUZZ === 'long';
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Requests per operation from the standard generator (json-schema-faker). */
const STANDARD_RUNS = Number(process.env.FUZZ_STANDARD_RUNS ?? (LONG ? 200 : 4));
/**
 * The short form's plans are drawn over the contract's operations evenly at random: 700 give
 * each of its 76 operations about 9, and the chance that one draws none (which fails the run) is
 * under one in a hundred. The long form is the search for what the short one misses.
 */
const RUNS: Record<DbKind, number> = {
  pglite: Number(process.env.FUZZ_RUNS ?? (LONG ? 30_000 : 700)),
  postgres: Number(process.env.FUZZ_RUNS ?? (LONG ? 30_000 : 700)),
};

// ---------------------------------------------------------------------------------------------
// What an answer must be.

type Responses = Record<string, { content?: Record<string, unknown>; $ref?: string }>;

function declaredResponses(shape: Shape): Responses {
  const paths = contract.paths as Record<string, Record<string, { responses: Responses }>>;
  const responses =
    paths[shape.operation.path]?.[shape.operation.method.toLowerCase()]?.responses ?? {};
  const shared = (contract.components as { responses: Responses }).responses;
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      response.$ref ? (shared[response.$ref.split('/').pop() as string] ?? response) : response,
    ]),
  );
}

/** Words of Fastify's, Ajv's, Node's and busboy's own English messages. */
const ENGLISH =
  /\b(the|must|should|is|are|not|invalid|request|required|property|properties|allowed|missing|unexpected|expected|failed|cannot|unsupported|found|body|payload|header|headers|too|large|long|bad|internal|server|match|pattern|format|string|integer|number|object|array|undefined|limit|exceeded|reached|field|file|files|boundary|premature|close|multipart|length|range|value|unknown|malformed|route|method)\b/i;

export function spanishProblem(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.trim().length < 4) return 'mensaje vacío o ausente';
  if (ENGLISH.test(text)) return `mensaje en inglés: ${JSON.stringify(text.slice(0, 120))}`;
  if (!/[.!?]$/.test(text.trim())) return `mensaje sin punto final: ${JSON.stringify(text)}`;
  return undefined;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function checkAnswer(shape: Shape, answer: Answer, method: string): string[] {
  const problems: string[] = [];
  const { status } = answer;
  if (status >= 500) problems.push(`error del servidor ${status}`);
  // Another method on the operation's path is no operation of the contract: any 4xx in the
  // error model, in Spanish.
  const otherMethod = method !== shape.operation.method && !(method === 'HEAD');
  const declared = otherMethod
    ? { content: { 'application/json': {} } }
    : declaredResponses(shape)[String(status)];
  if (!declared) problems.push(`estado ${status} no declarado`);
  if (otherMethod && (status < 400 || status >= 500) && !(method === 'GET' && status < 300)) {
    problems.push(`otro método (${method}) da ${status}`);
  }
  if (!/(^|,)\s*no-store\s*(,|$)/.test(String(answer.headers['cache-control'] ?? ''))) {
    problems.push(`Cache-Control ${answer.headers['cache-control'] ?? 'ausente'}`);
  }
  const type = String(answer.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim();
  const media = Object.keys(declared?.content ?? {});
  if (answer.body.length === 0) {
    if (media.length && status !== 204) problems.push(`cuerpo vacío en un ${status}`);
    return problems;
  }
  if (declared && !media.includes(type ?? '')) {
    problems.push(`tipo ${type} no declarado para el ${status}`);
  }
  if (type !== 'application/json') return problems;
  let json: unknown;
  try {
    json = JSON.parse(answer.body.toString('utf8'));
  } catch {
    problems.push('JSON mal formado en la respuesta');
    return problems;
  }
  if (declared && !otherMethod) {
    const problem = checkResponse(shape.operation, status, json);
    if (problem) problems.push(problem.slice(0, 300));
  }
  if (status >= 400) {
    const body = json as { message?: unknown; errores?: Record<string, unknown> };
    const message = spanishProblem(body?.message);
    if (message) problems.push(message);
    for (const [field, text] of Object.entries(body?.errores ?? {})) {
      const problem = spanishProblem(text);
      if (problem) problems.push(`errores.${field}: ${problem}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Sending.

function send(base: URL, agent: http.Agent, raw: RawRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: raw.method,
        path: raw.path,
        // Node's client frames a GET's body only when told its length.
        headers:
          raw.body && !raw.headers['transfer-encoding']
            ? { 'content-length': String(raw.body.length), ...raw.headers }
            : raw.headers,
        agent,
        timeout: 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('sin respuesta en 20 s')));
    request.on('error', reject);
    request.end(raw.body);
  });
}

function describeRequest(raw: RawRequest, role: Rol | null): string {
  const { authorization: _, ...headers } = raw.headers;
  const shown = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, value.slice(0, 80)]),
  );
  const body = raw.body ? JSON.stringify(raw.body.subarray(0, 240).toString('latin1')) : '';
  return `${raw.method} ${raw.path.slice(0, 200)} rol=${role ?? 'anónimo'} ${JSON.stringify(shown)} ${body}`;
}

// ---------------------------------------------------------------------------------------------

describe.each(['pglite', 'postgres'] as DbKind[])('contract fuzz on %s', (kind) => {
  let server: TestServer;
  let world: World;
  let base: URL;
  let agent: http.Agent;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address() as AddressInfo;
    base = new URL(`http://127.0.0.1:${address.port}`);
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterAll(async () => {
    agent?.destroy();
    await server?.close();
  });

  async function draftFor(plan: Plan): Promise<Draft> {
    const { shape } = plan;
    const build = BUILDERS[shape.operation.operationId];
    if (plan.base === 'builder' && build) {
      const role = (plan.role ?? shape.operation.roles?.[0] ?? 4) as Rol;
      try {
        const spec = await build({ world, role, subject: 'own', caller: world.user(role) });
        return draftFromSpec(shape, spec);
      } catch {
        // A builder made for the allowed roles may not know this one: the schema's values then.
      }
    }
    return draftFromSchema(plan);
  }

  it(`lets a standard generator from npm (json-schema-faker) make ${STANDARD_RUNS} valid requests for every operation, none answered with a 5xx`, async () => {
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    for (const shape of SHAPES) {
      const { operationId } = shape.operation;
      for (let run = 0; run < STANDARD_RUNS; run++) {
        const generated = standardGenerated(shape, SEED + run);
        // Valid for the contract, as the generator read it: nothing made up by this test.
        const invalid = [
          ...shape.pathParams.map((parameter, index) =>
            checkValue(parameter.schema, generated.path[index]),
          ),
          checkValue(standardQuerySchema(shape), generated.query),
          shape.body ? checkValue(shape.body.schema, generated.body) : undefined,
        ].filter(Boolean);
        if (invalid.length) {
          problems.push(`${operationId}: el generador no hizo una petición válida: ${invalid[0]}`);
          continue;
        }
        const role = (shape.operation.roles?.[0] ?? null) as Rol | null;
        const plan: Plan = {
          shape,
          role,
          base: 'schema',
          generated,
          mutations: [],
          idempotent: false,
        };
        const raw = toRawRequest(shape, draftFromSchema(plan));
        if (role) raw.headers.authorization = `Bearer ${await world.newSession(world.user(role))}`;
        if (shape.operation.idempotent) raw.headers['idempotency-key'] = randomUUID();
        const answer = await send(base, agent, raw);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        for (const problem of checkAnswer(shape, answer, raw.method)) {
          problems.push(
            `${operationId} · ${answer.status} · ${problem}\n    petición: ${describeRequest(raw, role)}\n    respuesta: ${answer.body.subarray(0, 300).toString('utf8')}`,
          );
        }
      }
    }
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`);
    console.log(
      `Generador estándar en ${kind}: ${SHAPES.length} operaciones × ${STANDARD_RUNS}; estados ${histogram.join(' ')}`,
    );
    expect(problems).toEqual([]);
  }, 600_000);

  it(`keeps the contract under ${RUNS[kind]} generated plans`, async () => {
    const started = Date.now();
    const failures = new Map<string, string>();
    // FUZZ_DUMP=<file>: the first request of each failure, to send again by hand.
    const dump: Array<RawRequest & { body?: string }> = [];
    const statuses = new Map<number, number>();
    const perOperation = new Map<string, number>();
    let requests = 0;
    // The request sent before, on the same connection: an answer can be the fault of the last one.
    let previous = '';
    let runs = 0;

    const record = (
      shape: Shape,
      raw: RawRequest,
      role: Rol | null,
      answer: Answer,
      extra: string[] = [],
    ) => {
      requests++;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      for (const problem of [...checkAnswer(shape, answer, raw.method), ...extra]) {
        const signature = `${shape.operation.operationId} · ${answer.status} · ${problem.replace(/"[^"]*"/g, '…').slice(0, 140)}`;
        if (!failures.has(signature)) {
          dump.push({ ...raw, body: raw.body?.toString('base64'), previous } as never);
          failures.set(
            signature,
            `${signature}\n    petición: ${describeRequest(raw, role)}\n    respuesta: ${answer.body.subarray(0, 300).toString('utf8')}`,
          );
        }
      }
    };

    const property = fc.asyncProperty(planArbitrary(SHAPES), async (plan) => {
      runs++;
      const { shape } = plan;
      perOperation.set(
        shape.operation.operationId,
        (perOperation.get(shape.operation.operationId) ?? 0) + 1,
      );
      // A session of its own for every request: an operation that ends sessions (sign-out, a
      // password change) never leaves the rest of the run signed out.
      const token = plan.role ? await world.newSession(world.user(plan.role)) : undefined;
      let draft = await draftFor(plan);
      for (const mutation of plan.mutations) draft = applyMutation(draft, mutation);
      const raw = toRawRequest(shape, draft);
      if (token && raw.headers.authorization === undefined) {
        raw.headers.authorization = `Bearer ${token}`;
      }
      if (plan.idempotent) raw.headers['idempotency-key'] ??= randomUUID();
      let first: Answer;
      try {
        first = await send(base, agent, raw);
      } catch (error) {
        failures.set(
          `${shape.operation.operationId} · sin respuesta · ${(error as Error).message}`,
          `${shape.operation.operationId} · sin respuesta: ${(error as Error).message}\n    petición: ${describeRequest(raw, plan.role)}`,
        );
        return;
      }
      record(shape, raw, plan.role, first);
      previous = describeRequest(raw, plan.role);
      if (plan.idempotent) {
        const again = await send(base, agent, raw);
        const differences: string[] = [];
        if (again.status !== first.status) {
          differences.push(
            `la repetición con la misma clave da ${again.status}, no ${first.status}`,
          );
        } else if (
          first.status < 300 &&
          (again.headers['idempotent-replayed'] !== 'true' || !again.body.equals(first.body))
        ) {
          differences.push('la repetición con la misma clave no es la primera respuesta');
        }
        record(shape, raw, plan.role, again, differences);
      }
      if (runs % 200 === 0) {
        const health = await send(base, agent, { method: 'GET', path: '/api/salud', headers: {} });
        if (health.status !== 200)
          failures.set('servidor · caído', `/api/salud respondió ${health.status}`);
      }
    });

    console.log(
      `Fuzz en ${kind}: semilla ${SEED}, ${RUNS[kind]} planes (FUZZ_SEED=${SEED} lo repite).`,
    );
    await fc.assert(property, { seed: SEED, numRuns: RUNS[kind], endOnFailure: true });

    const health = await send(base, agent, { method: 'GET', path: '/api/salud', headers: {} });
    expect(health.status, 'the server still answers').toBe(200);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`);
    const unfuzzed = SHAPES.map((s) => s.operation.operationId).filter(
      (id) => !perOperation.has(id),
    );
    console.log(
      `Fuzz en ${kind}: ${requests} peticiones de ${runs} planes en ${seconds} s sobre ${SHAPES.length} operaciones; estados ${histogram.join(' ')}`,
    );
    if (process.env.FUZZ_DUMP) writeFileSync(process.env.FUZZ_DUMP, JSON.stringify(dump, null, 1));
    if (failures.size) {
      console.log(
        `Fuzz en ${kind}: ${failures.size} fallos distintos (semilla ${SEED}; repítelo con FUZZ_SEED=${SEED}):\n${[...failures.values()].join('\n')}`,
      );
    }
    expect([...failures.keys()], `semilla ${SEED}`).toEqual([]);
    expect(unfuzzed, 'every operation is fuzzed').toEqual([]);
  }, 600_000);
});
