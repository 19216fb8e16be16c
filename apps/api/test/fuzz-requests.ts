/**
 * The contract-driven fuzz's requests: for every operation of openapi.yaml, plans that fast-check
 * generates (which caller, which base request, which hostile changes) and the raw HTTP request a
 * plan becomes. Nothing here names an operation: a new operation is fuzzed as it is declared.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';
import type { Operation } from '../src/contract/operations';
import type { Rol } from '../src/db/schema';
import { demoRadiograph } from '../src/seed/png';
import { contract, operations } from './contract';
import type { FormParts, RequestSpec } from './requests';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
};

type Parameter = { name: string; in: string; required?: boolean; schema: Schema; $ref?: string };

const components = contract.components as {
  schemas: Record<string, Schema>;
  parameters: Record<string, Parameter>;
};

/** Follows `#/components/<kind>/<name>` references of the contract. */
export function deref<T extends { $ref?: string }>(node: T): T {
  let current = node;
  for (let hops = 0; current?.$ref && hops < 20; hops++) {
    const [, , kind, name] = current.$ref.split('/');
    const table = (components as unknown as Record<string, Record<string, T>>)[kind as string];
    current = table?.[name as string] as T;
  }
  return current;
}

/** What the fuzz needs to know of one operation, read from the contract. */
export interface Shape {
  operation: Operation;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  body?: { mediaType: string; schema: Schema };
}

type OperationObject = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

export function shapeOf(operation: Operation): Shape {
  const paths = contract.paths as Record<string, Record<string, OperationObject> & OperationObject>;
  const item = paths[operation.path] ?? {};
  const declared = item[operation.method.toLowerCase()] ?? {};
  const parameters = [...(item.parameters ?? []), ...(declared.parameters ?? [])].map((p) =>
    deref(p),
  );
  const [mediaType, media] = Object.entries(declared.requestBody?.content ?? {})[0] ?? [];
  return {
    operation,
    pathParams: parameters.filter((p) => p.in === 'path'),
    query: parameters.filter((p) => p.in === 'query'),
    headers: parameters.filter((p) => p.in === 'header'),
    body: mediaType ? { mediaType, schema: deref(media?.schema ?? {}) } : undefined,
  };
}

export const SHAPES: Shape[] = operations.map(shapeOf);

// ---------------------------------------------------------------------------------------------
// Valid values from a schema.

const isoDate = fc
  .date({ min: new Date('2024-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** The contract's free-text rule (no NUL, no lone surrogate; some also not only spaces). */
function isTextRule(pattern: string) {
  return pattern.includes('\\u0000');
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  if (schema.format === 'date') return isoDate;
  if (schema.format === 'email') {
    return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
  }
  if (schema.pattern && isTextRule(schema.pattern)) {
    const rule = new RegExp(schema.pattern, 'u');
    return fc
      .string({ unit: 'grapheme', minLength: Math.max(minLength, 1), maxLength })
      .map((text) => (/\S/.test(text) ? text : `x${text}`))
      .filter((text) => rule.test(text));
  }
  if (schema.pattern) {
    try {
      const rule = new RegExp(schema.pattern);
      return fc
        .stringMatching(rule)
        .filter(
          (text) =>
            text.length >= minLength &&
            text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
            rule.test(text),
        );
    } catch {
      // A pattern fast-check cannot read: any text, the server will judge it.
    }
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

function typedArbitrary(type: string, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000;
      // Small ids hit real records more often than a uniform draw would.
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 60) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'array': {
      const item = schema.items ? valueArbitrary(schema.items, depth + 1) : fc.string();
      return fc.array(item, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        record[name] = valueArbitrary(property, depth + 1);
      }
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return stringArbitrary(schema);
  }
}

/**
 * Each schema's arbitrary, made once: a plan draws its values inside `chain`, which made the
 * arbitraries again for every plan (a pattern's is a parse of its regular expression).
 */
const arbitraries = new WeakMap<Schema, Map<number, fc.Arbitrary<unknown>>>();

/** A value the schema accepts (as far as fast-check can make one). */
export function valueArbitrary(node: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (!node || typeof node !== 'object') return makeValueArbitrary(node, depth);
  let byDepth = arbitraries.get(node);
  if (!byDepth) {
    byDepth = new Map();
    arbitraries.set(node, byDepth);
  }
  let arbitrary = byDepth.get(depth);
  if (!arbitrary) {
    arbitrary = makeValueArbitrary(node, depth);
    byDepth.set(depth, arbitrary);
  }
  return arbitrary;
}

function makeValueArbitrary(node: Schema, depth: number): fc.Arbitrary<unknown> {
  const schema = deref(node);
  if (!schema || depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return fc.oneof(...options.map((option) => valueArbitrary(option, depth + 1)));
  const types = Array.isArray(schema.type)
    ? schema.type
    : [schema.type ?? (schema.properties ? 'object' : 'string')];
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, depth)));
}

// ---------------------------------------------------------------------------------------------
// Hostile values.

const PNG = demoRadiograph(5, 8);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    ' \t\n ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202eabc',
    '\u200b',
    '\ufeffhola',
    '😀'.repeat(20),
    'e\u0301'.repeat(40),
    'İıſK',
    "'; DROP TABLE citas; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '%',
    ['$', '{jndi:ldap://x/a}'].join(''),
    '{{7*7}}',
    'null',
    'undefined',
    'true',
    '0',
    '-1',
    '1e309',
    '0x10',
    '2026-02-30',
    '2026-13-01',
    '9999-12-31',
    '0000-00-00',
    '24:00',
    '23:59:60',
    '00000Z',
    '12345678Z',
    'X0000000T',
  ),
  fc.constant('x'.repeat(10_000)),
  fc.constant('ñ'.repeat(300_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, 1e308, -1e308, 1e-300),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

function deeplyNested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, {}, [], [null], { a: 1 }) },
  { weight: 1, arbitrary: fc.constant(deeplyNested(200)) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4 }) },
);

/** Ids written in every way but the one the contract allows, as they appear in a URL. */
export const oddId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '00',
    '007',
    '0x10',
    '0b1110',
    '0o17',
    '1e3',
    '1.5',
    '1.0',
    '%2014',
    '%20',
    '14%20',
    '+14',
    '99999999999999999999',
    '2147483648',
    '9007199254740993',
    'abc',
    'null',
    'NaN',
    'Infinity',
    '%00',
    '%',
    '%ZZ',
    '%C0%AE',
    '..',
    '%2e%2e',
    '1%2F2',
    '%F0%9F%98%80',
    '%C3%B1',
    '1;DROP',
    '1,2',
    '[1]',
    'x'.repeat(150),
  ),
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
);

const oddContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;',
  'application/json, text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=nada',
  'image/png',
  'application/octet-stream',
  '*/*',
  'nonsense',
);

const badJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '}',
    'null',
    '[]',
    '"texto"',
    '1',
    'true',
    "{'a':1}",
    '{"a":1,"a":2}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '[1,2,3',
    'NaN',
  ),
  fc.constant(`${'['.repeat(5000)}${']'.repeat(5000)}`),
  fc.constant(`{"a":"${'x'.repeat(1_100_000)}"}`),
  fc.string({ maxLength: 30 }),
);

const oddFile = fc.constantFrom<[string, Buffer]>(
  ['vacio.png', Buffer.alloc(0)],
  ['cortado.png', PNG.subarray(0, 20)],
  ['basura.png', Buffer.from('esto no es una imagen')],
  ['texto.txt', Buffer.from('hola')],
  ['\u0000.png', PNG],
  ['../../../etc/passwd', PNG],
  ['%00.png', PNG],
  ['a'.repeat(600), PNG],
  ['', PNG],
  ['relleno.png', Buffer.concat([PNG, Buffer.alloc(64, 7)])],
);

const oddHeader = fc.constantFrom<[string, string]>(
  ['authorization', 'Bearer'],
  ['authorization', 'Bearer '],
  ['authorization', `Bearer ${'x'.repeat(5000)}`],
  ['authorization', 'Basic dXN1YXJpbzpjbGF2ZQ=='],
  ['authorization', 'Bearer a b'],
  ['idempotency-key', ''],
  ['idempotency-key', 'con espacio'],
  ['idempotency-key', 'x'.repeat(300)],
  ['idempotency-key', '"'],
  ['idempotency-key', '""'],
  ['x-forwarded-for', '1.2.3.4, 5.6.7.8'],
  ['x-forwarded-for', 'no es una ip'],
  ['accept', 'text/html'],
  ['accept-charset', 'utf-16'],
  ['content-encoding', 'gzip'],
  ['transfer-encoding', 'chunked'],
  ['x-relleno', 'x'.repeat(20_000)],
);

// ---------------------------------------------------------------------------------------------
// Plans.

export type Mutation =
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'drop'; pick: number }
  | { kind: 'extra'; name: string; value: unknown }
  | { kind: 'path'; pick: number; value: string }
  | { kind: 'query'; pick: number; value: string }
  | { kind: 'query-extra'; name: string; value: string }
  | { kind: 'query-drop'; pick: number }
  | { kind: 'content-type'; value: string }
  | { kind: 'raw-body'; value: string }
  | { kind: 'root'; value: unknown }
  | { kind: 'file'; name: string; content: Buffer }
  | { kind: 'files'; count: number }
  | { kind: 'header'; name: string; value: string }
  | { kind: 'method'; value: string };

export interface Plan {
  shape: Shape;
  /** null: no token. */
  role: Rol | null;
  /** 'builder': a valid request made on real records (requests.ts); 'schema': values the schema accepts. */
  base: 'builder' | 'schema';
  generated: { path: unknown[]; query: Record<string, unknown>; body: unknown };
  mutations: Mutation[];
  /** Send an Idempotency-Key, and send the same request twice. */
  idempotent: boolean;
}

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      pick: fc.nat(),
      value: hostileValue,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      name: fc.constantFrom('extra', 'id', 'id_rol', 'estado', '__proto__', 'constructor', ''),
      value: hostileValue,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('path' as const), pick: fc.nat(), value: oddId }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('query' as const),
      pick: fc.nat(),
      value: fc.oneof(
        oddId,
        hostileString.map((s) => escapeForUrl(s.slice(0, 200))),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('query-extra' as const),
      name: fc.constantFrom('extra', 'fecha', 'id_medico', 'dni', '__proto__', '%00', 'a[b]'),
      value: oddId,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('query-drop' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('content-type' as const), value: oddContentType }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('raw-body' as const), value: badJson }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('root' as const), value: hostileValue }) },
  {
    weight: 2,
    arbitrary: oddFile.map(([name, content]) => ({ kind: 'file' as const, name, content })),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('files' as const), count: fc.constantFrom(0, 2, 11) }),
  },
  {
    weight: 2,
    arbitrary: oddHeader.map(([name, value]) => ({ kind: 'header' as const, name, value })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('method' as const),
      value: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
    }),
  },
);

export function planArbitrary(shapes: Shape[] = SHAPES): fc.Arbitrary<Plan> {
  return fc.constantFrom(...shapes).chain((shape) => {
    const allowed = (shape.operation.roles ?? []) as Rol[];
    const others = ([1, 2, 3, 4] as Rol[]).filter((role) => !allowed.includes(role));
    const role = fc.oneof(
      { weight: 1, arbitrary: fc.constant(null) },
      ...(allowed.length ? [{ weight: 6, arbitrary: fc.constantFrom(...allowed) }] : []),
      ...(others.length ? [{ weight: 1, arbitrary: fc.constantFrom(...others) }] : []),
    );
    const query: Record<string, fc.Arbitrary<unknown>> = {};
    for (const parameter of shape.query) query[parameter.name] = valueArbitrary(parameter.schema);
    const required = shape.query.filter((p) => p.required).map((p) => p.name);
    return fc.record({
      shape: fc.constant(shape),
      role,
      base: fc.constantFrom('builder' as const, 'builder' as const, 'schema' as const),
      generated: fc.record({
        path: fc.tuple(...shape.pathParams.map((p) => valueArbitrary(p.schema))),
        query: fc.record(query, { requiredKeys: required }),
        body: shape.body ? bodyArbitrary(shape.body.schema) : fc.constant(undefined),
      }),
      mutations: fc.oneof(
        { weight: 1, arbitrary: fc.constant([] as Mutation[]) },
        { weight: 3, arbitrary: fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }) },
      ),
      idempotent: shape.operation.idempotent ? fc.boolean() : fc.constant(false),
    });
  });
}

function bodyArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  return valueArbitrary(schema);
}

// ---------------------------------------------------------------------------------------------
// From a plan to bytes on the wire.

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; parts: FormParts }
  | { kind: 'raw'; bytes: string };

export interface Draft {
  method: string;
  /** Path parameter values as written in the URL (already escaped). */
  path: string[];
  query: [string, string][];
  headers: Record<string, string>;
  body?: Body;
  contentType?: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** The base request from a builder of requests.ts (real records, a valid request). */
export function draftFromSpec(shape: Shape, spec: RequestSpec): Draft {
  const url = new URL(spec.url, 'http://clinica.test');
  const template = shape.operation.path.split('/');
  const actual = url.pathname.split('/');
  const path = template
    .map((segment, index) => (segment.startsWith('{') ? (actual[index] ?? '1') : null))
    .filter((value): value is string => value !== null);
  const body: Body | undefined = spec.parts
    ? { kind: 'form', parts: spec.parts }
    : spec.payload === undefined
      ? undefined
      : { kind: 'json', value: spec.payload };
  return {
    method: spec.method,
    path,
    query: [...url.searchParams.entries()],
    headers: {},
    body,
    contentType: spec.parts
      ? undefined
      : spec.payload === undefined
        ? undefined
        : 'application/json',
  };
}

function asFormValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** The base request from values the schema accepts. */
export function draftFromSchema(plan: Plan): Draft {
  const { shape, generated } = plan;
  const query: [string, string][] = [];
  for (const [name, value] of Object.entries(generated.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value])
      query.push([name, asFormValue(item)]);
  }
  let body: Body | undefined;
  if (shape.body?.mediaType === 'multipart/form-data') {
    const parts: FormParts = [];
    const properties = deref(shape.body.schema).properties ?? {};
    for (const [name, value] of Object.entries((generated.body ?? {}) as Record<string, unknown>)) {
      const property = deref(properties[name] ?? {});
      const binary =
        property.format === 'binary' || deref(property.items ?? {}).format === 'binary';
      for (const item of Array.isArray(value) ? value : [value]) {
        parts.push(
          binary
            ? [name, { filename: 'prueba.png', content: PNG, type: 'image/png' }]
            : [name, asFormValue(item)],
        );
      }
    }
    body = { kind: 'form', parts };
  } else if (shape.body) {
    body = { kind: 'json', value: generated.body };
  }
  return {
    method: shape.operation.method,
    path: generated.path.map((value) => escapeForUrl(String(value))),
    query,
    headers: {},
    body,
    contentType:
      shape.body && shape.body.mediaType !== 'multipart/form-data'
        ? shape.body.mediaType
        : undefined,
  };
}

const pick = <T>(list: T[], index: number): T | undefined =>
  list.length ? list[index % list.length] : undefined;

export function applyMutation(draft: Draft, mutation: Mutation): Draft {
  const next: Draft = { ...draft, headers: { ...draft.headers }, query: [...draft.query] };
  const body = draft.body;
  switch (mutation.kind) {
    case 'set':
    case 'drop':
    case 'extra': {
      if (body?.kind === 'json' && body.value && typeof body.value === 'object') {
        const value = { ...(body.value as Record<string, unknown>) };
        const keys = Object.keys(value);
        if (mutation.kind === 'extra') value[mutation.name] = mutation.value;
        else {
          const key = pick(keys, mutation.pick);
          if (key === undefined) return next;
          if (mutation.kind === 'drop') delete value[key];
          else value[key] = mutation.value;
        }
        next.body = { kind: 'json', value };
      } else if (body?.kind === 'form') {
        const parts = [...body.parts];
        if (mutation.kind === 'extra') {
          parts.push([mutation.name || 'extra', asFormValue(mutation.value).slice(0, 200_000)]);
        } else {
          const index = parts.length ? mutation.pick % parts.length : -1;
          if (index < 0) return next;
          if (mutation.kind === 'drop') parts.splice(index, 1);
          else {
            const [name] = parts[index] as FormParts[number];
            parts[index] = [name, asFormValue(mutation.value).slice(0, 200_000)];
          }
        }
        next.body = { kind: 'form', parts };
      }
      return next;
    }
    case 'path': {
      if (!next.path.length) return next;
      const path = [...next.path];
      path[mutation.pick % path.length] = mutation.value;
      next.path = path;
      return next;
    }
    case 'query': {
      if (!next.query.length) {
        next.query.push(['q', mutation.value]);
        return next;
      }
      const index = mutation.pick % next.query.length;
      const [name] = next.query[index] as [string, string];
      next.query[index] = [name, decodeSafely(mutation.value)];
      return next;
    }
    case 'query-extra':
      next.query.push([mutation.name, decodeSafely(mutation.value)]);
      return next;
    case 'query-drop':
      if (next.query.length) next.query.splice(mutation.pick % next.query.length, 1);
      return next;
    case 'content-type':
      next.contentType = mutation.value;
      if (!next.body) next.body = { kind: 'raw', bytes: '{}' };
      return next;
    case 'raw-body':
      next.body = { kind: 'raw', bytes: mutation.value };
      next.contentType ??= 'application/json';
      return next;
    case 'root':
      next.body = { kind: 'json', value: mutation.value };
      next.contentType = 'application/json';
      return next;
    case 'file': {
      if (body?.kind !== 'form') return next;
      const parts = body.parts.map(([name, value]) =>
        typeof value === 'string'
          ? ([name, value] as FormParts[number])
          : ([
              name,
              { filename: mutation.name, content: mutation.content, type: value.type },
            ] as FormParts[number]),
      );
      next.body = { kind: 'form', parts };
      return next;
    }
    case 'files': {
      if (body?.kind !== 'form') return next;
      const files = body.parts.filter(([, value]) => typeof value !== 'string');
      const texts = body.parts.filter(([, value]) => typeof value === 'string');
      const first = files[0];
      const parts: FormParts = [...texts];
      for (let i = 0; first && i < mutation.count; i++) parts.push(first);
      next.body = { kind: 'form', parts };
      return next;
    }
    case 'header':
      next.headers[mutation.name] = mutation.value;
      return next;
    case 'method':
      next.method = mutation.value;
      return next;
  }
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the bytes
 * WTF-8 would give it: invalid UTF-8 in the URL, one more hostile input.
 */
export function escapeForUrl(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A multipart body with the parts as given (the fixture's builder, kept here for odd names). */
function formBody(parts: FormParts): { bytes: Buffer; contentType: string } {
  const boundary = `----fuzz${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    bytes: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function toRawRequest(shape: Shape, draft: Draft): RawRequest {
  let index = 0;
  const path = shape.operation.path.replace(/\{[^}]+\}/g, () => draft.path[index++] ?? '1');
  const search = draft.query.length
    ? `?${draft.query.map(([k, v]) => `${escapeForUrl(k)}=${escapeForUrl(v)}`).join('&')}`
    : '';
  const headers: Record<string, string> = { ...draft.headers };
  let body: Buffer | undefined;
  if (draft.body?.kind === 'json') {
    body = Buffer.from(JSON.stringify(draft.body.value) ?? 'null');
    headers['content-type'] ??= draft.contentType ?? 'application/json';
  } else if (draft.body?.kind === 'form') {
    const form = formBody(draft.body.parts);
    body = form.bytes;
    headers['content-type'] ??= draft.contentType ?? form.contentType;
  } else if (draft.body?.kind === 'raw') {
    body = Buffer.from(draft.body.bytes);
    if (draft.contentType) headers['content-type'] ??= draft.contentType;
  }
  if (draft.contentType && draft.body?.kind !== 'raw') headers['content-type'] = draft.contentType;
  return { method: draft.method, path: `${path}${search}`, headers, body };
}

// ---------------------------------------------------------------------------------------------
// A standard generator's requests.

/**
 * The values of a request made by json-schema-faker, a JSON-Schema data generator from npm that
 * knows nothing of this project but the contract: what an outside fuzzer would send. The
 * contract's patterns and formats are written so that it can.
 */
export function standardGenerated(shape: Shape, seed: number): Plan['generated'] {
  const generate = (schema: Schema, offset: number) =>
    generateSync({ ...schema, components: contract.components } as never, {
      seed: seed * 1000 + offset,
      optionalsProbability: 0.5,
    });
  return {
    path: shape.pathParams.map((parameter, index) => generate(parameter.schema, index)),
    query: generate(standardQuerySchema(shape), 100) as Record<string, unknown>,
    body: shape.body ? generate(shape.body.schema, 200) : undefined,
  };
}

/** The query parameters of an operation as one object schema. */
export function standardQuerySchema(shape: Shape): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      shape.query.map((parameter) => [parameter.name, parameter.schema]),
    ),
    required: shape.query
      .filter((parameter) => parameter.required)
      .map((parameter) => parameter.name),
  };
}
