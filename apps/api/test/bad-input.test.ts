import path from 'node:path';
import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../src/contract/operations';
import type { Rol } from '../src/db/schema';
import { contract, operations } from './contract';
import { multipart, PNG, World } from './fixture';
import { shapeOf } from './fuzz-requests';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { BUILDERS, type FormParts, type RequestSpec } from './requests';

const MAX_FILE = 64 * 1024;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  items?: Schema;
};

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop() as string;
  return resolve((contract.components as { schemas: Record<string, Schema> }).schemas[name]);
}

function bodySchema(operation: Operation): Schema | undefined {
  const paths = contract.paths as Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
  const content = paths[operation.path]?.[operation.method.toLowerCase()]?.requestBody?.content;
  const first = content ? Object.values(content)[0] : undefined;
  return resolve(first?.schema);
}

/** A value of the wrong type for a property of the given schema. */
function wrongValue(schema: Schema | undefined): unknown {
  const type = resolve(schema)?.type;
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('string')) return { no: 'es texto' };
  if (types.includes('integer') || types.includes('number')) return 'no-es-un-numero';
  if (types.includes('array')) return 'no-es-una-lista';
  return 12345;
}

interface Probe {
  name: string;
  spec: RequestSpec;
  /** Statuses this probe may answer (all 4xx). */
  allowed: number[];
  /** A field the answer's `errores` must name. */
  field?: string;
}

function isSpanish(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    message.length > 3 &&
    /\.$/.test(message) &&
    !/\bmust\b|Bad Request|Unsupported|Not Found|body\//.test(message)
  );
}

describe.each(DATABASES)('bad input on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind, { settings: { maxFileBytes: MAX_FILE } });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  async function validRequest(operation: Operation): Promise<{ spec: RequestSpec; token: string }> {
    const role = (operation.roles?.[0] ?? ROL.paciente) as Rol;
    const caller = world.user(role);
    const build = BUILDERS[operation.operationId];
    if (!build) throw new Error(`Falta la petición de ${operation.operationId}`);
    const spec = await build({ world, role, subject: 'own', caller });
    return { spec, token: spec.token ?? caller.token };
  }

  function probesFor(operation: Operation, spec: RequestSpec): Probe[] {
    const probes: Probe[] = [];
    const [pathPart, query = ''] = spec.url.split('?') as [string, string?];
    // Path parameters: every segment that holds a value in the valid request.
    const template = operation.path.split('/');
    const actual = pathPart.split('/');
    template.forEach((segment, index) => {
      if (!segment.startsWith('{')) return;
      const name = segment.slice(1, -1);
      for (const bad of [
        'abc',
        '0',
        '-1',
        '1.5',
        '99999999999',
        '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      ]) {
        const url =
          [...actual.slice(0, index), bad, ...actual.slice(index + 1)].join('/') +
          (query ? `?${query}` : '');
        probes.push({
          name: `ruta ${name}=${bad}`,
          spec: { ...spec, url },
          allowed: [400, 403, 404],
        });
      }
    });
    // Query parameters: each one missing, then malformed.
    const declared = shapeOf(operation).query;
    for (const pair of query.split('&').filter(Boolean)) {
      const [name] = pair.split('=') as [string];
      // A free-text parameter (a search) takes '<script>' as text: it is malformed with a NUL.
      const freeText = declared
        .find((parameter) => parameter.name === name)
        ?.schema.pattern?.includes('\\u0000');
      const bad = freeText ? '%00' : '%3Cscript%3E';
      const without = query
        .split('&')
        .filter((entry) => entry !== pair)
        .join('&');
      probes.push({
        name: `consulta sin ${name}`,
        spec: { ...spec, url: `${pathPart}?${without}` },
        allowed: [400],
      });
      probes.push({
        name: `consulta ${name} mal`,
        spec: { ...spec, url: `${pathPart}?${without ? `${without}&` : ''}${name}=${bad}` },
        allowed: [400],
        field: name,
      });
    }
    const schema = bodySchema(operation);
    if (!schema) return probes;

    if (spec.parts) {
      probes.push(...multipartProbes(spec, spec.parts, schema));
      probes.push({
        name: 'JSON en lugar de multipart',
        spec: { ...spec, payload: '{}', headers: { 'content-type': 'application/json' } },
        allowed: [415],
      });
      return probes;
    }
    const body = spec.payload as Record<string, unknown>;
    const jsonSpec = (payload: string, headers = spec.headers): RequestSpec => ({
      ...spec,
      payload,
      headers,
    });
    probes.push({ name: 'JSON mal formado', spec: jsonSpec('{"a": '), allowed: [400] });
    probes.push({ name: 'cuerpo vacío', spec: jsonSpec(''), allowed: [400] });
    probes.push({ name: 'cuerpo lista', spec: jsonSpec('[]'), allowed: [400] });
    probes.push({ name: 'cuerpo número', spec: jsonSpec('42'), allowed: [400] });
    probes.push({
      name: 'sin tipo de contenido',
      spec: { ...spec, payload: JSON.stringify(body), headers: {} },
      allowed: [400, 415],
    });
    probes.push({
      name: 'texto plano',
      spec: jsonSpec(JSON.stringify(body), { 'content-type': 'text/plain' }),
      allowed: [415],
    });
    probes.push({
      name: 'campo desconocido',
      spec: jsonSpec(JSON.stringify({ ...body, inyectado: 'x' })),
      allowed: [400],
      field: 'inyectado',
    });
    probes.push({
      name: '__proto__',
      spec: jsonSpec(`{"__proto__": {"admin": true}, ${JSON.stringify(body).slice(1)}`),
      allowed: [400],
    });
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      probes.push({
        name: `${name} de tipo equivocado`,
        spec: jsonSpec(JSON.stringify({ ...body, [name]: wrongValue(property) })),
        allowed: [400],
        field: name,
      });
    }
    for (const name of schema.required ?? []) {
      const { [name]: _, ...rest } = body;
      probes.push({
        name: `sin ${name}`,
        spec: jsonSpec(JSON.stringify(rest)),
        allowed: [400],
        field: name,
      });
    }
    return probes;
  }

  function multipartProbes(spec: RequestSpec, parts: FormParts, schema: Schema): Probe[] {
    const isFile = (value: FormParts[number][1]) => typeof value !== 'string';
    const fileField = parts.find(([, value]) => isFile(value))?.[0] as string;
    const withFiles = (files: FormParts): RequestSpec => {
      const body = multipart([...parts.filter(([, value]) => !isFile(value)), ...files]);
      return { ...spec, payload: body.payload, headers: body.headers };
    };
    const png = (filename: string) => ({ filename, content: PNG, type: 'image/png' });
    const text = Buffer.from('<script>alert(1)</script> esto no es una imagen');
    const probes: Probe[] = [
      {
        name: 'archivo que no es imagen',
        spec: withFiles([[fileField, { filename: 'foto.png', content: text, type: 'image/png' }]]),
        allowed: [415],
      },
      {
        name: 'archivo vacío',
        spec: withFiles([
          [fileField, { filename: 'vacio.png', content: Buffer.alloc(0), type: 'image/png' }],
        ]),
        allowed: [400, 415],
      },
      {
        name: 'archivo demasiado grande',
        spec: withFiles([
          [
            fileField,
            {
              filename: 'grande.png',
              content: Buffer.concat([PNG, Buffer.alloc(MAX_FILE + 10)]),
              type: 'image/png',
            },
          ],
        ]),
        allowed: [413],
      },
      {
        name: 'demasiados archivos',
        spec: withFiles(
          Array.from(
            { length: 11 },
            (_, index) => [fileField, png(`img${index}.png`)] as FormParts[number],
          ),
        ),
        allowed: [413],
      },
      // Without files: refused where the contract requires them, an empty set where it does not.
      {
        name: 'sin archivo',
        spec: withFiles([]),
        allowed: schema.required?.includes(fileField) ? [400] : [200],
      },
      {
        name: 'multipart roto',
        spec: { ...spec, payload: Buffer.from('--nada\r\nbasura'), headers: spec.headers },
        allowed: [400],
      },
    ];
    for (const [index, [name, value]] of parts.entries()) {
      const type = resolve(schema.properties?.[name])?.type;
      if (isFile(value) || type !== 'integer') continue;
      const changed = parts.map((part, at) =>
        at === index ? ([name, 'no-es-un-numero'] as FormParts[number]) : part,
      );
      const body = multipart(changed);
      probes.push({
        name: `${name} no numérico`,
        spec: { ...spec, payload: body.payload, headers: body.headers },
        allowed: [400, 403, 404],
      });
    }
    return probes;
  }

  it('answers every malformed request with a Spanish 4xx and never a 5xx', async () => {
    const failures: string[] = [];
    let count = 0;
    for (const operation of operations) {
      const { spec } = await validRequest(operation);
      for (const probe of probesFor(operation, spec)) {
        // Each probe gets fresh records so an earlier probe cannot change its answer.
        const fresh = await validRequest(operation);
        const freshProbe =
          probesFor(operation, fresh.spec).find((candidate) => candidate.name === probe.name) ??
          probe;
        count++;
        const response = await server.app.inject({
          method: freshProbe.spec.method,
          url: freshProbe.spec.url,
          payload: freshProbe.spec.payload as string,
          headers: { ...freshProbe.spec.headers, authorization: `Bearer ${fresh.token}` },
        });
        const who = `${operation.operationId} · ${probe.name}`;
        if (!probe.allowed.includes(response.statusCode)) {
          failures.push(`${who}: ${response.statusCode} ${response.body.slice(0, 160)}`);
          continue;
        }
        const body = response.json();
        if (response.statusCode < 300) continue;
        if (!isSpanish(body.message))
          failures.push(`${who}: mensaje no válido ${JSON.stringify(body)}`);
        if (probe.field && response.statusCode === 400 && !body.errores?.[probe.field]) {
          failures.push(`${who}: falta errores.${probe.field} en ${JSON.stringify(body)}`);
        }
      }
    }
    console.log(`Entradas incorrectas en ${kind}: ${count} peticiones`);
    expect(failures).toEqual([]);
    // Failed uploads leave nothing behind, not even a temp file.
    const temp = path.join(server.settings.storageDir, 'tmp');
    expect(server.storedFiles().filter((file) => file.startsWith(temp))).toEqual([]);
  }, 240_000);

  it('keeps a hostile file name as text only, never as a path', async () => {
    const owner = world.user(ROL.medico);
    const incidencia = await world.newIncidencia(owner);
    const body = multipart([
      ['id_incidencia', String(incidencia)],
      ['imagenes', { filename: '../../etc/passwd', content: PNG, type: 'text/plain' }],
      ['imagenes', { filename: '..\\..\\windows\\system.ini', content: PNG, type: 'image/png' }],
      [
        'imagenes',
        { filename: '<img src=x onerror=alert(1)>.png', content: PNG, type: 'image/png' },
      ],
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/incidencias/guardarImagenesIncidencia',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(201);
    const names = response
      .json()
      .imagenes.map((image: { nombre_imagen: string }) => image.nombre_imagen);
    // Only the last path segment survives; the text stays text (it is never built into HTML).
    expect(names).toEqual(['passwd', 'system.ini', '<img src=x onerror=alert(1)>.png']);
    for (const file of server.storedFiles()) {
      expect(file.startsWith(server.settings.storageDir)).toBe(true);
      expect(file.split('/').pop()).toMatch(/^[0-9a-f]{64}$/);
    }
    const [first] = response.json().imagenes;
    const download = await server.app.inject({
      method: 'GET',
      url: `/api/incidencias/imagenes/descargar/${first.id_imagen}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="passwd"; filename*=UTF-8''passwd`,
    );
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('asks for a session on HEAD as on GET', async () => {
    for (const url of ['/api/citas/mostrarCitasDelDia', '/api/incidencias/imagenes/descargar/1']) {
      expect((await server.app.inject({ method: 'HEAD', url })).statusCode).toBe(401);
    }
  });

  it('answers unknown routes with a Spanish 404 and a method a path lacks with a Spanish 405', async () => {
    for (const [method, url, status] of [
      ['GET', '/api/no-existe', 404],
      ['DELETE', '/api/salud', 405],
      ['GET', '/../../etc/passwd', 404],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode).toBe(status);
      expect(isSpanish(response.json().message)).toBe(true);
    }
  });
});
