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
  bodyRequired: boolean;
  /** Upload limits of this operation (`x-clinica-limits`), when it receives files. */
  maxFiles?: number;
  maxFileBytes?: number;
  /** Accepts an `Idempotency-Key` header (the shared IdempotencyKey parameter): a creating POST. */
  idempotent: boolean;
  /** How a successful call is audited (`x-clinica-audit`); not audited when absent. */
  audit?: AuditDeclaration;
}

export interface OwnershipId {
  in: 'path' | 'query' | 'body';
  name: string;
  /** The contract's parameter component (e.g. IdDiagnostico) when the parameter is a $ref. */
  component?: string;
}

type ParameterObject = { $ref?: string; name?: string; in?: string };

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
  'x-clinica-responsable'?: unknown;
  'x-clinica-contrasena-provisional'?: unknown;
};

const positive = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export const CONTRACT_PATH = path.join(repositoryRoot, 'openapi.yaml');

export function loadContract(file: string = CONTRACT_PATH): OpenApiDocument {
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
        maxFiles: positive(operation['x-clinica-limits']?.maxFiles),
        maxFileBytes: positive(operation['x-clinica-limits']?.maxFileBytes),
        idempotent: acceptsIdempotencyKey(document, [
          ...pathParameters,
          ...(operation.parameters ?? []),
        ]),
        audit: readAudit(operation.operationId, operation['x-clinica-audit']),
      });
    }
  }
  return operations;
}
