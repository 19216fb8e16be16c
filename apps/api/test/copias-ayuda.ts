/** What the backup tests share: the command line in this process, settings, a manifest. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { extract } from 'tar-stream';
import { ejecutar } from '../src/cli/ordenes';
import { readSettings, type Settings } from '../src/config';
import type { Manifiesto } from '../src/copias/formato';
import { openDatabase } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';

const quiet = { info() {}, warn() {} };

/** `npm run clinica -- …` in this process with these settings: exit code and what it printed. */
export async function clinica(args: string[], settings: Settings) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await ejecutar(args, {
    entrada: Readable.from([]),
    salida: (line) => out.push(line),
    error: (line) => err.push(line),
    ajustes: () => settings,
    async abrirBaseDeDatos() {
      const connection = openDatabase(
        settings.databaseUrl
          ? { kind: 'postgres', connectionString: settings.databaseUrl }
          : { kind: 'pglite', dataDir: settings.dataDir },
      );
      await prepareDatabase(connection, settings, quiet);
      return { db: connection.db, cerrar: () => connection.close() };
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The settings of a clinic in `dir` (embedded database), or on `databaseUrl`. */
export function settingsIn(dir: string, env: Record<string, string> = {}): Settings {
  return readSettings({
    CLINICA_DATA_DIR: path.join(dir, 'datos'),
    CLINICA_STORAGE_DIR: path.join(dir, 'archivos'),
    CLINICA_COPIAS_DIR: path.join(dir, 'copias'),
    ...env,
  });
}

/** The manifest of an archive, read with a tar parser of its own. */
export async function manifestOf(archive: string): Promise<Manifiesto> {
  const reader = extract();
  Readable.from([readFileSync(archive)]).pipe(reader);
  let manifest: Manifiesto | undefined;
  for await (const entry of reader) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (entry.header.name === 'manifiesto.json') {
      manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifiesto;
    }
  }
  if (!manifest) throw new Error('sin manifiesto');
  return manifest;
}
