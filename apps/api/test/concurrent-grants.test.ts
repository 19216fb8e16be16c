/**
 * Replicas behind a balancer start at once, and each one's owner grants the serving
 * role its rights (src/db/roles.ts). PostgreSQL refuses concurrent GRANTs on one table ('tuple
 * concurrently updated': 17 of 80 calls failed here before they took turns), which would stop
 * a replica from starting.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { grantServingRole } from '../src/db/roles';
import { SERVING_ROLE } from './postgres';

it('lets two processes grant the serving role its rights at the same moment', async () => {
  const adminUrl = inject('postgresUrl');
  const name = `clinica_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Two owners' connections, as two starting processes have.
  const first = openDatabase({ kind: 'postgres', connectionString: url.toString(), poolSize: 1 });
  const second = openDatabase({ kind: 'postgres', connectionString: url.toString(), poolSize: 1 });
  try {
    await migrateToLatest(first.db);
    const failures: string[] = [];
    for (let round = 0; round < 20; round++) {
      const results = await Promise.allSettled([
        grantServingRole(first.db, SERVING_ROLE),
        grantServingRole(second.db, SERVING_ROLE),
      ]);
      for (const result of results) {
        if (result.status === 'rejected') failures.push((result.reason as Error).message);
      }
    }
    expect(failures).toEqual([]);
  } finally {
    await first.close();
    await second.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});
