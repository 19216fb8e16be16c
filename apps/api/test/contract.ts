import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { listOperations, loadContract, type Operation } from '../src/contract/operations';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

export const contract = loadContract();
export const operations: Operation[] = listOperations(contract);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract as object, 'contract');

/**
 * Each check's validator, compiled once by what it checks: the fuzz and the request tests check
 * thousands of answers and values against a few hundred schemas.
 */
const validators = new Map<string, ValidateFunction>();
function compiled(key: string, compile: () => ValidateFunction): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = compile();
    validators.set(key, validate);
  }
  return validate;
}

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

type ResponseMap = Record<
  string,
  { content?: Record<string, { schema?: unknown }>; $ref?: string }
>;

function responsesOf(operation: Operation): ResponseMap {
  const paths = contract.paths as Record<string, Record<string, { responses: ResponseMap }>>;
  return paths[operation.path]?.[operation.method.toLowerCase()]?.responses ?? {};
}

/** The status the contract documents for success (200, 201 or 204). */
export function successStatus(operation: Operation): number {
  const codes = Object.keys(responsesOf(operation)).map(Number);
  const success = codes.find((code) => code >= 200 && code < 300);
  if (!success) throw new Error(`${operation.operationId} no documenta ninguna respuesta 2xx`);
  return success;
}

/** Checks a JSON answer against the schema the contract gives for that status. */
export function checkResponse(
  operation: Operation,
  status: number,
  body: unknown,
): string | undefined {
  const responses = responsesOf(operation);
  const entry = responses[String(status)];
  if (!entry) return `${operation.operationId}: el contrato no documenta el estado ${status}`;
  let ref = `contract#/${pointer('paths', operation.path, operation.method.toLowerCase(), 'responses', String(status))}`;
  if (entry.$ref) ref = `contract${entry.$ref}`;
  const resolved = entry.$ref
    ? (contract.components as { responses: ResponseMap })?.responses?.[
        entry.$ref.split('/').pop() as string
      ]
    : entry;
  if (!resolved?.content?.['application/json']) return undefined;
  const schema = `${ref}/content/application~1json/schema`;
  const validate = compiled(schema, () => ajv.getSchema(schema) ?? ajv.compile({ $ref: schema }));
  if (validate(body)) return undefined;
  return `${operation.operationId} ${status}: ${ajv.errorsText(validate.errors)}`;
}

/**
 * Checks a value against a schema of the contract's (its `#/components/…` references read in
 * the contract): undefined when valid, Ajv's words otherwise.
 */
export function checkValue(schema: unknown, value: unknown): string | undefined {
  const text = JSON.stringify(schema).replace(/"#\/components\//g, '"contract#/components/');
  const validate = compiled(text, () => ajv.compile(JSON.parse(text) as object));
  return validate(value) ? undefined : ajv.errorsText(validate.errors);
}
