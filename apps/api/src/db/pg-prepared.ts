import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements with more parameters than this (bulk inserts of one-off sizes) are not kept. */
const MAX_PARAMETERS = 500;

/**
 * A node-postgres client that prepares each SQL text once per connection under a name derived
 * from the text, then only binds and executes it: PostgreSQL reuses the statement and, after a
 * few runs, its plan, as prepared statements do. Kysely sends every query as (text, values).
 */
export class PreparedStatementsClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg.Client's constructor takes its config as is.
  constructor(config?: any) {
    super(config);
    // A client a request holds (inside a transaction, between two queries) may lose its server
    // (PostgreSQL stopped or restarted). pg then emits 'error', and the pool listens only to its
    // idle clients: without a listener here that error would end the process. The client is
    // marked not queryable, so its next query fails at once (the request gets a 503) and the
    // pool discards it when it is released: no dead connection is ever handed out again, and
    // its prepared statements go with it (a new connection prepares its own).
    this.on('error', () => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; only one is changed.
  override query(...args: any[]): any {
    const [text, values, callback] = args;
    if (
      typeof text === 'string' &&
      Array.isArray(values) &&
      values.length <= MAX_PARAMETERS &&
      callback === undefined
    ) {
      const name = `k_${createHash('sha1').update(text).digest('base64url')}`;
      return super.query({ name, text, values });
    }
    // biome-ignore lint/suspicious/noExplicitAny: passed through unchanged.
    return (super.query as any)(...args);
  }
}
