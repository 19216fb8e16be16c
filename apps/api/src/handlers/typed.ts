import type { Readable } from 'node:stream';
import type { operations } from '@clinica/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The contract's operations, as openapi-typescript generated them in @clinica/api-client. */
export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type Part<T> = [T] extends [never]
  ? Record<string, never>
  : [T] extends [undefined]
    ? Record<string, never>
    : NonNullable<T>;
type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : never;
type Body<K extends OperationId> =
  Op<K> extends { requestBody: infer R }
    ? ContentOf<R>
    : Op<K> extends { requestBody?: infer R }
      ? ContentOf<NonNullable<R>>
      : never;
type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessCode<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202 | 204>;
type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type Success<K extends OperationId> = {
  [C in SuccessCode<K>]: JsonOf<Responses<K>[C]>;
}[SuccessCode<K>];

/**
 * A handler whose path, query and body are the contract's (already validated by Ajv) and whose
 * JSON answer must be the contract's success schema; a file is returned as a stream (its
 * headers set on `reply`), an empty answer goes through `reply`.
 */
export type OperationHandler<K extends OperationId> = (
  request: FastifyRequest<{
    Params: Part<Op<K>['parameters']['path']>;
    Querystring: Part<Op<K>['parameters']['query']>;
    Body: Body<K>;
  }>,
  reply: FastifyReply,
) => Promise<Success<K> | Readable | FastifyReply>;

export type OperationHandlers = { [K in OperationId]: OperationHandler<K> };
