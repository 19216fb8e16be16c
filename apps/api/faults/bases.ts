/** The two databases the scenarios run on: PGlite in a folder; PostgreSQL with an object store. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type PostgresServer, SERVING_ROLE, startPostgresServer } from '../test/postgres';
import { startObjectStore } from '../test/s3';
import { TcpProxy } from '../test/tcp-proxy';

export interface Target {
  name: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
  postgres?: PostgresServer;
  /** The PostgreSQL target's owner URL, to look into the database beside the server. */
  ownerUrl?: string;
  /** The object store (s3rver) the PostgreSQL target's server keeps its images in. */
  store?: { proxy: TcpProxy; list(): Promise<string[]> };
  dispose(): Promise<void>;
}

export function pgliteTarget(): Target {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinica-fallos-pglite-'));
  return {
    name: 'PGlite',
    env: { CLINICA_DATA_DIR: dir },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A throwaway PostgreSQL as the server tests start it, and a database of the fault run served
 * as the restricted role. Commits are synchronous in that database: a `pg_ctl stop -m immediate`
 * is a crash, and an acknowledged commit must survive it. Images go to an S3-compatible store
 * (s3rver, as the server tests start it) reached through a TCP proxy that scenario d closes.
 */
export async function postgresTarget(): Promise<Target> {
  const store = await startObjectStore('clinica-fallos/');
  const endpoint = new URL(store.settings.endpoint as string);
  const proxy = new TcpProxy('127.0.0.1', Number(endpoint.port));
  await proxy.open();
  const server = await startPostgresServer();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE clinica_fallos');
  await admin.query('ALTER DATABASE clinica_fallos SET synchronous_commit = on');
  await admin.end();
  const owner = new URL(server.url);
  owner.pathname = '/clinica_fallos';
  const serving = new URL(owner);
  serving.username = SERVING_ROLE;
  const dir = mkdtempSync(path.join(tmpdir(), 'clinica-fallos-pg-'));
  return {
    name: 'PostgreSQL',
    env: {
      DATABASE_OWNER_URL: owner.toString(),
      DATABASE_URL: serving.toString(),
      // The rounds sign in with the demo clinic's accounts, which a PostgreSQL server seeds only
      // when told to (docs/decisiones.md (45)).
      CLINICA_DEMO: '1',
      // Uploads under way wait in a folder of this run; the images go to the bucket.
      CLINICA_DATA_DIR: dir,
      ...store.env,
      CLINICA_S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
    },
    postgres: server,
    ownerUrl: owner.toString(),
    store: { proxy, list: () => store.list() },
    async dispose() {
      try {
        server.remove();
        await proxy.close();
        await store.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
