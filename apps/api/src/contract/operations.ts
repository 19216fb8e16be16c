import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repositoryRoot } from '../paths';

export const OWNERSHIP_RULES = [
  'none',
  'self-user',
  'own-cita',
  'own-patient',
  'own-incidencia',
  'own-imagen',
  'assigned-cita',
  'assigned-imagen',
] as const;
export type OwnershipRule = (typeof OWNERSHIP_RULES)[number];

export const AUDIT_KINDS = ['lectura', 'lista-del-dia', 'cambio'] as const;
export const AUDIT_ACTIONS = [
  'leer',
  'descargar',
  'crear',
  'actualizar',
  'cancelar',
  'cumplir',
  'registrar_llegada',
  'marcar_no_presentada',
  'borrar',
  'cerrar_sesion',
  'cambiar_contrasena',
  'recuperar_contrasena',
  'restablecer_contrasena',
  'dar_de_baja',
  'dar_de_alta',
  'desbloquear',
] as const;

/**
 * `x-clinica-audit`: how a successful call of the operation is written to the audit log
 * (http/audit.ts writes it; docs/decisiones.md (35) says which reads are audited).
 * - `lectura`: a read of one record, written before the answer leaves; the same reader's read of
 *   the same record within a minute adds no row (action `leer`).
 * - `lista-del-dia`: a staff list showing patients by name and DNI: one row per patient and day.
 * - `cambio`: a change, written inside the change's own transaction.
 */
export interface AuditDeclaration {
  kind: (typeof AUDIT_KINDS)[number];
  action: (typeof AUDIT_ACTIONS)[number];
  entity: string;
  /**
   * Where the record's id is: `path.<name>`, `query.<name>`, `body.<name>`, `user.id` (the
   * caller) or `response.<field>[.<field>…]` (a number is an item of a list).
   */
  record?: { from: 'path' | 'query' | 'body' | 'user' | 'response'; path: string[] };
  /** The row keeps the client's address (sessions and passwords). */
  address: boolean;
  /** A change whose row names the fields it changed (the handler says which: `campos`). */
  campos: boolean;
  /**
   * A change of a cita whose row keeps what it changed from and to, in a closed shape (the
   * handler says it: `detalle`; docs/decisiones.md (55)).
   */
  detalle: boolean;
}

/**
 * `x-clinica-csv`: the operation's list also answers `Accept: text/csv` (http/csv.ts writes it
 * from the JSON answer's rows).
 */
export interface CsvDeclaration {
  /** The file's name before its date: 'citas' → 'citas-2026-11-24.csv'. */
  archivo: string;
  /** Where the rows are in the JSON answer; undefined when the answer is the list itself. */
  filas?: string;
  /** The named fields, in the sheet's order, with their header and the words of their values. */
  columnas: CsvColumn[];
  /** Fields the sheet leaves out. */
  omitir: string[];
  /**
   * Every page, not one: the handler is asked page after page (`pagina`), with `porPagina` as
   * `por_pagina` when the operation takes one.
   */
  paginas: boolean;
  /** The largest `por_pagina` the operation accepts, when it has that parameter. */
  porPagina?: number;
}

export interface CsvColumn {
  campo: string;
  cabecera: string;
  /** The word for each value ('EN_CURSO' → 'Programada'), or `rol`: the role's name. */
  valores?: Readonly<Record<string, string>> | 'rol';
}

/** What the server needs to know of one operation, read from the contract. */
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** No bearer token needed (`security: []`). */
  isPublic: boolean;
  /** Roles allowed; undefined when the contract declares none (then everybody is refused). */
  roles?: number[];
  /**
   * `x-clinica-responsable`: besides the role, the caller is an administrative account marked
   * responsable, and active (docs/decisiones.md (46)).
   */
  responsable: boolean;
  /**
   * `x-clinica-contrasena-provisional`: callable while the caller's password is provisional
   * (set by someone else); every other operation is refused until they change it.
   */
  withProvisionalPassword: boolean;
  ownership?: OwnershipRule;
  /** Where the id the ownership rule checks is found, and which kind of record it names. */
  ownershipId?: OwnershipId;
  bodyContentTypes: string[];
  /** The media types of its answers, shared responses (`$ref`) included. */
  responseContentTypes: string[];
  bodyRequired: boolean;
  /** Upload limits of this operation (`x-clinica-limits`), when it receives files. */
  maxFiles?: number;
  maxFileBytes?: number;
  /** Accepts an `Idempotency-Key` header (the shared IdempotencyKey parameter): a creating POST. */
  idempotent: boolean;
  /** How a successful call is audited (`x-clinica-audit`); not audited when absent. */
  audit?: AuditDeclaration;
  /** Its list as a spreadsheet too (`x-clinica-csv`); JSON only when absent. */
  csv?: CsvDeclaration;
}

export interface OwnershipId {
  in: 'path' | 'query' | 'body';
  name: string;
  /** The contract's parameter component (e.g. IdDiagnostico) when the parameter is a $ref. */
  component?: string;
}

type ParameterObject = {
  $ref?: string;
  name?: string;
  in?: string;
  schema?: { enum?: unknown[]; maximum?: unknown };
};

export type OpenApiDocument = {
  security?: Array<Record<string, string[]>>;
  paths?: Record<string, Record<string, OperationObject>>;
  [key: string]: unknown;
};

type OperationObject = {
  operationId?: string;
  parameters?: ParameterObject[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  'x-clinica-roles'?: unknown;
  'x-clinica-ownership'?: unknown;
  'x-clinica-ownership-id'?: { in?: unknown; name?: unknown };
  'x-clinica-limits'?: { maxFiles?: unknown; maxFileBytes?: unknown };
  'x-clinica-audit'?: Record<string, unknown>;
  'x-clinica-csv'?: Record<string, unknown>;
  'x-clinica-responsable'?: unknown;
  responses?: Record<string, { content?: Record<string, unknown>; $ref?: string }>;
  'x-clinica-contrasena-provisional'?: unknown;
};

const positive = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export const CONTRACT_PATH = path.join(repositoryRoot, 'openapi.yaml');

/**
 * openapi.yaml as the server's build carries it (scripts/build.mjs): parsed when the server was
 * built, as JSON text. Undefined where the sources run (tsx, the tests), which read the file.
 */
declare const CONTRATO_CONSTRUIDO: string | undefined;

export function loadContract(file: string = CONTRACT_PATH): OpenApiDocument {
  if (file === CONTRACT_PATH && typeof CONTRATO_CONSTRUIDO === 'string') {
    return JSON.parse(CONTRATO_CONSTRUIDO) as OpenApiDocument;
  }
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

function readRoles(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.every((role) => Number.isInteger(role) && role >= 1 && role <= 4)
    ? value
    : undefined;
}

function readOwnership(value: unknown): OwnershipRule | undefined {
  return OWNERSHIP_RULES.find((rule) => rule === value);
}

function readOwnershipId(
  document: OpenApiDocument,
  operation: OperationObject,
  pathParameters: ParameterObject[],
): OwnershipId | undefined {
  const declared = operation['x-clinica-ownership-id'];
  if (!declared || typeof declared.name !== 'string') return undefined;
  if (declared.in !== 'path' && declared.in !== 'query' && declared.in !== 'body') return undefined;
  const components = (document.components as { parameters?: Record<string, ParameterObject> })
    ?.parameters;
  let component: string | undefined;
  for (const parameter of [...pathParameters, ...(operation.parameters ?? [])]) {
    const name = parameter.$ref?.split('/').pop();
    const resolved = name ? components?.[name] : parameter;
    if (resolved?.name === declared.name && resolved.in === declared.in) component = name;
  }
  return { in: declared.in, name: declared.name, component };
}

/** A malformed declaration stops the server at start: an audit silently missing is worse. */
function readAudit(operationId: string, value: Record<string, unknown> | undefined) {
  if (value === undefined) return undefined;
  const fail = (why: string): never => {
    throw new Error(`x-clinica-audit de ${operationId}: ${why}`);
  };
  const kind = AUDIT_KINDS.find((known) => known === value.kind) ?? fail('kind');
  const action = AUDIT_ACTIONS.find((known) => known === value.action) ?? fail('action');
  const entity = typeof value.entity === 'string' ? value.entity : fail('entity');
  let record: AuditDeclaration['record'];
  if (value.record !== undefined) {
    const [from, ...rest] = typeof value.record === 'string' ? value.record.split('.') : [];
    const sources = ['path', 'query', 'body', 'user', 'response'] as const;
    const source = sources.find((known) => known === from);
    if (!source || rest.length === 0) fail('record');
    record = { from: source as (typeof sources)[number], path: rest };
  }
  if (kind === 'lectura' && !record) fail('record');
  if (kind === 'lista-del-dia' && (action !== 'leer' || entity !== 'citas_dia')) fail('lista');
  if (value.campos !== undefined && (value.campos !== true || kind !== 'cambio')) fail('campos');
  if (value.detalle !== undefined && (value.detalle !== true || kind !== 'cambio')) fail('detalle');
  return {
    kind,
    action,
    entity,
    record,
    address: value.address === true,
    campos: value.campos === true,
    detalle: value.detalle === true,
  };
}

/**
 * A malformed `x-clinica-csv`, or one on an operation whose 200 does not declare `text/csv`,
 * stops the server at start.
 */
function readCsv(
  document: OpenApiDocument,
  operationId: string,
  operation: OperationObject,
  parameters: ParameterObject[],
): CsvDeclaration | undefined {
  const value = operation['x-clinica-csv'];
  const declaresCsv = operation.responses?.['200']?.content?.['text/csv'] !== undefined;
  if (value === undefined) {
    if (declaresCsv) throw new Error(`${operationId}: text/csv sin x-clinica-csv`);
    return undefined;
  }
  const fail = (why: string): never => {
    throw new Error(`x-clinica-csv de ${operationId}: ${why}`);
  };
  if (!declaresCsv) fail('la respuesta 200 no declara text/csv');
  const texto = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (!texto(value.archivo) || !/^[a-z0-9-]+$/.test(value.archivo as string)) fail('archivo');
  if (value.filas !== undefined && !texto(value.filas)) fail('filas');
  const columnas = value.columnas;
  if (columnas === null || typeof columnas !== 'object' || Array.isArray(columnas))
    fail('columnas');
  const leidas: CsvColumn[] = Object.entries(columnas as Record<string, unknown>).map(
    ([campo, columna]) => {
      if (texto(columna)) return { campo, cabecera: columna as string };
      const { cabecera, valores } = (columna ?? {}) as Record<string, unknown>;
      if (!texto(cabecera)) fail(`cabecera de ${campo}`);
      if (valores === 'rol') return { campo, cabecera: cabecera as string, valores };
      const palabras = Object.entries((valores ?? {}) as Record<string, unknown>);
      if (valores === null || typeof valores !== 'object' || !palabras.every(([, v]) => texto(v)))
        fail(`valores de ${campo}`);
      return {
        campo,
        cabecera: cabecera as string,
        valores: Object.fromEntries(palabras) as Record<string, string>,
      };
    },
  );
  const omitir = value.omitir ?? [];
  if (!Array.isArray(omitir) || !omitir.every(texto)) fail('omitir');
  if (value.paginas !== undefined && typeof value.paginas !== 'boolean') fail('paginas');
  const components = (document.components as { parameters?: Record<string, ParameterObject> })
    ?.parameters;
  const resolved = parameters.map((parameter) => {
    const name = parameter.$ref?.split('/').pop();
    return (name ? components?.[name] : parameter) ?? {};
  });
  if (value.paginas === true && !resolved.some((p) => p.in === 'query' && p.name === 'pagina'))
    fail('paginas sin el parámetro pagina');
  const tamanos = resolved.find((p) => p.in === 'query' && p.name === 'por_pagina')?.schema?.enum;
  const porPagina = Array.isArray(tamanos)
    ? Math.max(...tamanos.filter((n): n is number => typeof n === 'number'))
    : undefined;
  return {
    archivo: value.archivo as string,
    ...(value.filas !== undefined ? { filas: value.filas as string } : {}),
    columnas: leidas,
    omitir: omitir as string[],
    paginas: value.paginas === true,
    ...(porPagina !== undefined ? { porPagina } : {}),
  };
}

/** The media types an operation answers with, its shared responses (`$ref`) resolved. */
function responseMediaTypes(document: OpenApiDocument, operation: OperationObject): string[] {
  const shared = (
    document.components as { responses?: Record<string, { content?: Record<string, unknown> }> }
  )?.responses;
  const types = new Set<string>();
  for (const response of Object.values(operation.responses ?? {})) {
    const name = response.$ref?.split('/').pop();
    const resolved = name ? shared?.[name] : response;
    for (const type of Object.keys(resolved?.content ?? {})) types.add(type);
  }
  return [...types];
}

/** Whether the operation declares the Idempotency-Key header among its parameters. */
function acceptsIdempotencyKey(document: OpenApiDocument, parameters: ParameterObject[]): boolean {
  const components = (document.components as { parameters?: Record<string, ParameterObject> })
    ?.parameters;
  return parameters.some((parameter) => {
    const name = parameter.$ref?.split('/').pop();
    const resolved = name ? components?.[name] : parameter;
    return resolved?.in === 'header' && resolved.name?.toLowerCase() === 'idempotency-key';
  });
}

export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    const pathParameters = (item.parameters ?? []) as unknown as ParameterObject[];
    for (const [method, operation] of Object.entries(item) as [string, OperationObject][]) {
      if (!METHODS.has(method) || !operation.operationId) continue;
      const security = operation.security ?? document.security ?? [];
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path: route,
        isPublic:
          security.length === 0 || security.some((entry) => Object.keys(entry).length === 0),
        roles: readRoles(operation['x-clinica-roles']),
        responsable: operation['x-clinica-responsable'] === true,
        withProvisionalPassword: operation['x-clinica-contrasena-provisional'] === true,
        ownership: readOwnership(operation['x-clinica-ownership']),
        ownershipId: readOwnershipId(document, operation, pathParameters),
        bodyContentTypes: Object.keys(operation.requestBody?.content ?? {}),
        bodyRequired: operation.requestBody?.required === true,
        responseContentTypes: responseMediaTypes(document, operation),
        maxFiles: positive(operation['x-clinica-limits']?.maxFiles),
        maxFileBytes: positive(operation['x-clinica-limits']?.maxFileBytes),
        idempotent: acceptsIdempotencyKey(document, [
          ...pathParameters,
          ...(operation.parameters ?? []),
        ]),
        audit: readAudit(operation.operationId, operation['x-clinica-audit']),
        csv: readCsv(document, operation.operationId, operation, [
          ...pathParameters,
          ...(operation.parameters ?? []),
        ]),
      });
    }
  }
  return operations;
}
