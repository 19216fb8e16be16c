import http from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { ROL } from '@clinica/api-client/reglas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rol } from '../src/db/schema';
import { addDays, wallClock } from '../src/domain/clinic-time';
import { withStorableText } from '../src/http/validation';
import { checkResponse, contract, operations } from './contract';
import { multipart, PNG, World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { BUILDERS, type RequestSpec } from './requests';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  $ref?: string;
  oneOf?: Schema[];
};

const schemas = (contract.components as { schemas: Record<string, Schema> }).schemas;
const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(schemas[schema.$ref.split('/').pop() as string] as Schema) : schema;

function isSpanish(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    message.length > 3 &&
    /\.$/.test(message) &&
    !/\bmust\b|Bad Request|Unsupported|Not Found|Too Large|Too Long|Client Error|exceed|url/i.test(
      message,
    )
  );
}

/** Every free string of every request body in the contract, with where it is. */
function requestStrings(): { where: string; schema: Schema }[] {
  const found: { where: string; schema: Schema }[] = [];
  const walk = (schema: Schema, where: string) => {
    const resolved = resolve(schema);
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      walk(property, `${where}.${name}`);
    }
    for (const option of resolved.oneOf ?? []) walk(option, where);
    if (resolved.items) walk(resolved.items, `${where}[]`);
    const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
    if (
      types.includes('string') &&
      resolved.enum === undefined &&
      resolved.const === undefined &&
      resolved.format !== 'binary' &&
      resolved.format !== 'email'
    ) {
      found.push({ where, schema: resolved });
    }
  };
  const paths = contract.paths as Record<
    string,
    Record<
      string,
      { operationId: string; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >;
  for (const methods of Object.values(paths)) {
    for (const operation of Object.values(methods)) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        walk(media.schema, operation.operationId);
      }
    }
  }
  return found;
}

function sameWithAndWithoutUnicode(pattern: string): boolean {
  const samples = ['', 'a', '😀', 'ñ', '2026-12-01', '09:00', 'a b', ' ', '٣', '12345678Z'];
  const plain = new RegExp(pattern);
  const unicode = new RegExp(pattern, 'u');
  return samples.every((sample) => plain.test(sample) === unicode.test(sample));
}

describe('the contract says what text the server keeps', () => {
  it('gives every free text of a request a pattern that refuses NUL, and the server refuses lone surrogates too', () => {
    const strings = requestStrings();
    expect(strings.length).toBeGreaterThan(20);
    const loose = strings
      .filter(({ schema }) => !schema.pattern || new RegExp(schema.pattern, 'u').test('a\u0000b'))
      .map(({ where }) => where);
    expect(loose).toEqual([]);
    // What the server checks: the contract's schema with its rule for every text.
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const kept = strings
      .filter(({ schema }) => {
        const validate = ajv.compile(withStorableText(schema) as object);
        return ['a\u0000b', 'a\ud800b', '\udc00', 'x\udfffy'].some((text) => validate(text));
      })
      .map(({ where }) => where);
    expect(kept).toEqual([]);
  });

  it('writes every pattern in a form that JSON-Schema data generators of any language read alike', () => {
    const patterns = new Set<string>();
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'pattern' && typeof value === 'string') patterns.add(value);
          else walk(value);
        }
      }
    };
    walk(contract);
    expect(patterns.size).toBeGreaterThan(5);
    const unportable = [...patterns].filter(
      (pattern) =>
        // \d and \w mean other characters outside JavaScript (any Unicode digit in Python);
        // surrogate code units cannot be written in UTF-8; lookarounds most generators skip.
        /\\[dDwWbB]|\\u[dD][89a-fA-F]|\(\?<?[=!]/.test(pattern) ||
        // The same meaning with and without the 'u' flag (code points against code units).
        !sameWithAndWithoutUnicode(pattern),
    );
    expect(unportable).toEqual([]);
  });

  it('declares every status the framework layer can give', () => {
    const missing: string[] = [];
    const paths = contract.paths as Record<
      string,
      Record<
        string,
        {
          operationId: string;
          responses: Record<string, unknown>;
          parameters?: unknown[];
          requestBody?: unknown;
        }
      >
    >;
    for (const [path, methods] of Object.entries(paths)) {
      for (const operation of Object.values(methods)) {
        const needed = ['408', '429', '431', '500', '503'];
        if (operation.parameters?.length || operation.requestBody) needed.push('400');
        if (operation.requestBody) needed.push('413', '415');
        if (path.includes('{')) needed.push('414');
        for (const status of needed) {
          if (!operation.responses[status]) missing.push(`${operation.operationId} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe.each(DATABASES)('hardening on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind, { settings: { bookingHorizonDays: 365 } });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  async function send(spec: RequestSpec, token?: string) {
    return server.app.inject({
      method: spec.method,
      url: spec.url,
      payload: spec.payload as string,
      headers: { ...spec.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  async function build(operationId: string, role: Rol) {
    const caller = world.user(role);
    const spec = await (BUILDERS[operationId] as NonNullable<(typeof BUILDERS)[string]>)({
      world,
      role,
      subject: 'own',
      caller,
    });
    return { spec, token: spec.token ?? caller.token };
  }

  const withBody = (spec: RequestSpec, change: Record<string, unknown>): RequestSpec => ({
    ...spec,
    payload: JSON.stringify({ ...(spec.payload as Record<string, unknown>), ...change }),
  });

  it('1 · refuses NUL and lone surrogates in any text with a Spanish 400, never a 500', async () => {
    const cases: [string, Rol, Record<string, unknown> | string][] = [
      ['guardarIncidencia', ROL.medico, { asunto: 'Teclado\u0000roto' }],
      ['guardarIncidencia', ROL.medico, { descripcion: 'No va\u0000' }],
      ['guardarIncidencia', ROL.medico, { nombre: '\u0000' }],
      ['crearUsuarioPaciente', ROL.administrativo, { nombre: 'Lu\u0000cía' }],
      ['crearUsuarioPaciente', ROL.administrativo, { segundo_apellido: 'Gar\u0000' }],
      ['crearUsuarioPaciente', ROL.administrativo, { piso: '3\u0000' }],
      ['crearUsuarioPaciente', ROL.administrativo, { password: 'ClaveDePrueba\u00002026' }],
      ['actualizarPaciente', ROL.administrativo, { direccion: 'Calle\u0000Mayor' }],
      ['actualizarPaciente', ROL.administrativo, { escalera: '\u0000' }],
      ['guardarDiagnostico', ROL.medico, { contenido: 'Faringitis\u0000' }],
      ['guardarInforme', ROL.radiologo, { contenido: 'Sin hallazgos\u0000' }],
      // A JSON escape for half a surrogate pair: JSON.parse keeps it, UTF-8 cannot.
      ['guardarIncidencia', ROL.medico, '"asunto": "Teclado \\ud800 roto"'],
      ['guardarDiagnostico', ROL.medico, '"contenido": "\\udc00"'],
    ];
    const failures: string[] = [];
    for (const [operationId, role, change] of cases) {
      const { spec, token } = await build(operationId, role);
      const field =
        typeof change === 'string'
          ? (/"(\w+)"/.exec(change)?.[1] as string)
          : (Object.keys(change)[0] as string);
      const { [field]: _, ...rest } = spec.payload as Record<string, unknown>;
      const probe =
        typeof change === 'string'
          ? { ...spec, payload: `{${change}, ${JSON.stringify(rest).slice(1)}` }
          : withBody(spec, change);
      const response = await send(probe, token);
      const body = response.json();
      if (
        response.statusCode !== 400 ||
        body.errores?.[field as string] !== 'El texto contiene caracteres no admitidos.' ||
        !isSpanish(body.message)
      ) {
        failures.push(
          `${operationId} ${field}: ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
    // The image's note and name in a form, too.
    const { spec, token } = await build('guardarInformeCompleto', ROL.radiologo);
    const parts = (spec.parts ?? []).map(([name, value]) =>
      name === 'notas' ? (['notas', 'Proyección\u0000PA'] as const) : ([name, value] as const),
    );
    const form = multipart(parts as Parameters<typeof multipart>[0]);
    const response = await send({ ...spec, payload: form.payload, headers: form.headers }, token);
    if (response.statusCode !== 400 || !response.json().errores?.notas) {
      failures.push(`guardarInformeCompleto notas: ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('4 · refuses required texts made only of spaces, as if empty', async () => {
    const { spec, token } = await build('guardarIncidencia', ROL.medico);
    for (const [field, message] of [
      ['asunto', 'El asunto es obligatorio.'],
      ['descripcion', 'La descripción es obligatoria.'],
    ] as const) {
      const response = await send(withBody(spec, { [field]: ' \t\n  ' }), token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errores?.[field]).toBe(message);
    }
    const diagnosis = await build('guardarDiagnostico', ROL.medico);
    const blank = await send(withBody(diagnosis.spec, { contenido: '   ' }), diagnosis.token);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errores?.contenido).toBe('El texto es obligatorio.');
    // Text with spaces around it is still text.
    const padded = await send(withBody(spec, { asunto: '  Impresora  ' }), token);
    expect(padded.statusCode).toBe(201);
  });

  it('2 · answers router errors in the one Spanish error model, never echoing the URL', async () => {
    const token = world.user(ROL.medico).token;
    const badEscape = await server.app.inject({
      method: 'GET',
      url: '/api/historiales/%',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual({ message: 'La dirección solicitada no es válida.' });
    expect(badEscape.headers['cache-control']).toBe('no-store');

    const longId = '1'.repeat(150);
    const tooLong = await server.app.inject({
      method: 'GET',
      url: `/api/incidencias/buscar/${longId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ message: 'La dirección solicitada es demasiado larga.' });
    expect(tooLong.body).not.toContain(longId);
    const operation = operations.find((candidate) => candidate.operationId === 'buscarIncidencia');
    expect(checkResponse(operation as never, 414, tooLong.json())).toBeUndefined();
  });

  it('2 · answers oversized headers with a Spanish 431 from the HTTP layer', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.app.server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; body: string; type: string }>(
        (resolve, reject) => {
          const request = http.get(
            {
              host: '127.0.0.1',
              port,
              path: '/api/usuarios/yo',
              headers: { 'x-relleno': 'a'.repeat(40_000) },
            },
            (response) => {
              let body = '';
              response.setEncoding('utf8');
              response.on('data', (chunk) => {
                body += chunk;
              });
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  body,
                  type: String(response.headers['content-type']),
                }),
              );
            },
          );
          request.on('error', reject);
        },
      );
      expect(answer.status).toBe(431);
      expect(answer.type).toContain('application/json');
      expect(JSON.parse(answer.body)).toEqual({
        message: 'Las cabeceras de la petición son demasiado grandes.',
      });
    } finally {
      await server.app.server.close();
    }
  });

  describe('a client that stalls', () => {
    // The server's own setting, as small as it goes: the test waits on it, not on the machine.
    const requestTimeoutMs = 1000;
    // Node looks for stalled requests every connectionsCheckingInterval (app.ts: a quarter of
    // the timeout, at least 100 ms): the 408 is due by the timeout plus one look.
    const dueMs = requestTimeoutMs + Math.max(100, requestTimeoutMs / 4);
    let slow: TestServer;

    // The server starts outside the timed test (on a busy machine that may take a while); the
    // test's deadline is ten times when the 408 is due by the server's own setting.
    beforeAll(async () => {
      slow = await startTestServer(kind, {
        settings: { requestTimeoutSeconds: requestTimeoutMs / 1000 },
      });
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => slow?.close());

    it(
      "2 · answers a client that stalls with the contract's Spanish 408",
      async () => {
        const { port } = slow.app.server.address() as AddressInfo;
        const sent = Date.now();
        const answer = await new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => {
            // The request line and one header, then nothing: the headers never end.
            socket.write('GET /api/usuarios/yo HTTP/1.1\r\nHost: localhost\r\n');
          });
          let received = '';
          socket.setEncoding('utf8');
          socket.on('data', (chunk) => {
            received += chunk;
          });
          socket.on('close', () => resolve(received));
          socket.on('error', reject);
        });
        // Not before the server's own timeout: the 408 is that timeout, not any other close.
        expect(Date.now() - sent).toBeGreaterThanOrEqual(requestTimeoutMs - 50);
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        expect(head).toMatch(/^HTTP\/1\.1 408 /);
        expect(head.toLowerCase()).toContain('content-type: application/json');
        const json = JSON.parse(body);
        expect(json).toEqual({
          message: 'La petición ha tardado demasiado en llegar. Inténtalo de nuevo.',
        });
        const operation = operations.find((o) => o.operationId === 'usuarioActual');
        expect(operation).toBeDefined();
        expect(checkResponse(operation as never, 408, json)).toBeUndefined();
      },
      dueMs * 10,
    );
  });

  it('2 · keeps the contract for 400 on mostrarCitasDelDia and 413/415 on JSON operations', async () => {
    const token = world.user(ROL.administrativo).token;
    const day = await server.app.inject({
      method: 'GET',
      url: '/api/citas/mostrarCitasDelDia?fecha=mañana',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(day.statusCode).toBe(400);
    const listing = operations.find((o) => o.operationId === 'mostrarCitasDelDia');
    expect(checkResponse(listing as never, 400, day.json())).toBeUndefined();

    const { spec, token: medico } = await build('guardarIncidencia', ROL.medico);
    const incidencia = operations.find((o) => o.operationId === 'guardarIncidencia');
    const big = await send(withBody(spec, { descripcion: 'x'.repeat(1_100_000) }), medico);
    expect(big.statusCode).toBe(413);
    expect(isSpanish(big.json().message)).toBe(true);
    expect(checkResponse(incidencia as never, 413, big.json())).toBeUndefined();
    const plain = await send(
      { ...spec, payload: JSON.stringify(spec.payload), headers: { 'content-type': 'text/plain' } },
      medico,
    );
    expect(plain.statusCode).toBe(415);
    expect(checkResponse(incidencia as never, 415, plain.json())).toBeUndefined();
  });

  it('3 · reads path and form ids in decimal digits only, without leading zeros', async () => {
    const owner = world.user(ROL.medico);
    let target = 0;
    // An incident whose id can be written as hexadecimal, binary and exponent forms.
    while (target < 14) target = await world.newIncidencia(owner);
    const notations = [
      `0x${target.toString(16)}`,
      `0b${target.toString(2)}`,
      `0o${target.toString(8)}`,
      `${target / 10}e1`,
      `%20${target}`,
      `${target}%20`,
      `+${target}`,
      `${target}.0`,
      // Leading zeros: one record, one address.
      `0${target}`,
      `00${target}`,
    ];
    for (const notation of notations) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/incidencias/buscar/${notation}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(response.statusCode, notation).toBe(400);
      expect(isSpanish(response.json().message), notation).toBe(true);
      const removal = await server.app.inject({
        method: 'DELETE',
        url: `/api/incidencias/borrar/${notation}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(removal.statusCode, notation).toBe(400);
    }
    const plain = await server.app.inject({
      method: 'GET',
      url: `/api/incidencias/buscar/${target}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(plain.statusCode).toBe(200);
    // In a form as in the path.
    const form = multipart([
      ['id_incidencia', `0x${target.toString(16)}`],
      ['imagenes', { filename: 'a.png', content: PNG, type: 'image/png' }],
    ]);
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/incidencias/guardarImagenesIncidencia',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().errores?.id_incidencia).toBeTruthy();
  });

  it('4 · books no cita beyond the horizon (CLINICA_BOOKING_HORIZON_DAYS)', async () => {
    const today = wallClock(server.clock.now(), server.settings.timeZone).fecha;
    for (const [operationId, role] of [
      ['guardarCita', ROL.administrativo],
      ['pedirCita', ROL.paciente],
    ] as const) {
      for (const fecha of ['9999-12-31', addDays(today, 400)]) {
        const { spec, token } = await build(operationId, role);
        const response = await send(withBody(spec, { fecha }), token);
        expect(response.statusCode, `${operationId} ${fecha}`).toBe(400);
        expect(response.json().errores?.fecha).toBe(
          'Solo se pueden dar citas hasta 365 días a partir de hoy.',
        );
      }
    }
  });

  it('4 · stores only images that are whole, and no more notes than images', async () => {
    const owner = world.user(ROL.medico);
    const incidencia = await world.newIncidencia(owner);
    const dicomWithoutMeta = Buffer.concat([Buffer.alloc(128), Buffer.from('DICM')]);
    const riff = Buffer.from('RIFF\x00\x10\x00\x00WEBPVP8 ', 'latin1');
    for (const [name, content] of [
      ['cortada.png', PNG.subarray(0, 20)],
      ['sin-final.png', PNG.subarray(0, PNG.length - 12)],
      ['cortada.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
      ['cortada.webp', Buffer.concat([riff, Buffer.alloc(20)])],
      ['sin-meta.dcm', dicomWithoutMeta],
    ] as const) {
      const form = multipart([
        ['id_incidencia', String(incidencia)],
        ['imagenes', { filename: name, content, type: 'image/png' }],
      ]);
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/incidencias/guardarImagenesIncidencia',
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      });
      expect(response.statusCode, name).toBe(415);
      expect(isSpanish(response.json().message), name).toBe(true);
    }

    const { spec, token } = await build('guardarInformeCompleto', ROL.radiologo);
    const form = multipart([
      ...((spec.parts ?? []) as Parameters<typeof multipart>[0]),
      ['notas', 'Una nota sin imagen.'],
    ]);
    const response = await send({ ...spec, payload: form.payload, headers: form.headers }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errores?.notas).toBe('Hay más notas que imágenes.');
  });

  it('4 · refuses JSON bodies in a charset other than UTF-8 with a Spanish 415', async () => {
    const { spec, token } = await build('guardarIncidencia', ROL.medico);
    for (const type of [
      'application/json; charset=utf-16',
      'application/json; charset="UTF-16LE"',
      'application/json;charset=iso-8859-1',
    ]) {
      const response = await send(
        { ...spec, payload: JSON.stringify(spec.payload), headers: { 'content-type': type } },
        token,
      );
      expect(response.statusCode, type).toBe(415);
      expect(response.json().message).toBe('El cuerpo de la petición debe estar en UTF-8.');
    }
    const utf8 = await send(
      {
        ...spec,
        payload: JSON.stringify(spec.payload),
        headers: { 'content-type': 'application/json; charset=UTF-8' },
      },
      token,
    );
    expect(utf8.statusCode).toBe(201);
  });

  it('9 · marks every API answer no-store: the sign-in, clinical reads and errors', async () => {
    const patient = world.user(ROL.paciente);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/iniciarSesion',
      payload: { email: patient.email, password: 'ClaveDePrueba2026' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    for (const url of [
      `/api/historiales/${patient.id}`,
      `/api/citas/mostrarCitasDelPaciente/${patient.id}`,
      '/api/usuarios/yo',
      '/api/no-existe',
    ]) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${patient.token}` },
      });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/usuarios/yo' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});
