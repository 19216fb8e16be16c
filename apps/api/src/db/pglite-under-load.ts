import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

const { serialize } = protocol;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Statements kept prepared at most; others (a rare shape past the cap) are planned each time. */
const MAX_PREPARED = 1000;

interface Prepared {
  name: string;
  paramTypes: number[];
}

/**
 * The PGlite that Kysely talks to, made fit for a server under load:
 *
 * - PGlite runs each query inside this process, synchronously, and answers through promises
 *   that are already settled: under load one request's queries followed another's in an unbroken
 *   chain of microtasks and the event loop never got back to its sockets. Requests that had
 *   arrived waited unread for over a second while others were served (bench:api: the day list's
 *   p50 108 ms, p99 1,371 ms; the event loop's delay reached 133 ms). Each query now first gives
 *   the event loop a turn, so requests are let in and answered in the order they came.
 * - PGlite's `query` parses and plans every statement again. Planning in WebAssembly cost more
 *   than running the query (the day list: 0.63 ms of planning for 0.67 ms of execution; the
 *   session lookup 0.22 ms for 0.08 ms). Each distinct SQL text is prepared once under a name
 *   and then only bound and executed, so PostgreSQL reuses its plan (a generic plan after five
 *   runs), as a prepared statement does on a real server.
 *
 * Results, errors and type parsers are PGlite's own (`parseResults`, `this.parsers`).
 * Queries inside a transaction go through PGlite's transaction object, unchanged.
 */
export function pgliteUnderLoad(pglite: PGlite): PGlite {
  const statements = new Map<string, Prepared>();

  async function preparedQuery<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return pglite._runExclusiveQuery(async () => {
      const exec = async (message: Uint8Array) =>
        (await pglite.execProtocol(message, { syncToFs: false })).messages;
      const messages = [];
      try {
        let statement = statements.get(text);
        if (!statement) {
          const name = `kysely_${statements.size + 1}`;
          messages.push(...(await exec(serialize.parse({ name, text }))));
          const described = await exec(serialize.describe({ type: 'S', name }));
          statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
          statements.set(text, statement);
        }
        const { paramTypes } = statement;
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serializer = pglite.serializers[paramTypes[index] as number];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(
          ...(await exec(serialize.bind({ statement: statement.name, values }))),
          ...(await exec(serialize.describe({ type: 'P' }))),
          ...(await exec(serialize.execute({}))),
        );
      } finally {
        messages.push(...(await exec(serialize.sync())));
      }
      await pglite.syncToFs();
      return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
    });
  }

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') {
        return async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
          await nextTurn();
          if (statements.has(text) || statements.size < MAX_PREPARED) {
            return preparedQuery<T>(text, params, options);
          }
          return target.query<T>(text, params, options);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
