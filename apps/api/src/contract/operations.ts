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

/** What the server needs to know of one operation, read from the contract. */
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** No bearer token needed (`security: []`). */
  isPublic: boolean;
  /** Roles allowed; undefined when the contract declares none (then everybody is refused). */
  roles?: number[];
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
      });
    }
  }
  return operations;
}
