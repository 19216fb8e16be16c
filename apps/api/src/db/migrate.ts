import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as esquema from './migrations/001-esquema';
import * as auditoriaPaciente from './migrations/002-auditoria-paciente';
import * as auditoriaResultado from './migrations/003-auditoria-resultado';
import * as idempotencia from './migrations/004-idempotencia';
import * as limitePeticiones from './migrations/007-limite-peticiones';
import * as historialOrdenado from './migrations/008-historial-ordenado';
import * as puestaEnServicio from './migrations/010-puesta-en-servicio';
import * as personal from './migrations/011-personal';
import * as agenda from './migrations/012-agenda';
import * as correo from './migrations/013-correo';
import * as enlacesVigentes from './migrations/014-enlaces-vigentes';
import * as copias from './migrations/015-copias';
import * as detalleDeCitas from './migrations/016-detalle-de-citas';
import * as llegada from './migrations/017-llegada';
import * as documentos from './migrations/018-documentos';
import type { Database } from './schema';

/** Migrations are listed here, in order, so they ship inside the bundle with the code. */
const migrations: Record<string, Migration> = {
  '001-esquema': esquema,
  '002-auditoria-paciente': auditoriaPaciente,
  '003-auditoria-resultado': auditoriaResultado,
  '004-idempotencia': idempotencia,
  '007-limite-peticiones': limitePeticiones,
  '008-historial-ordenado': historialOrdenado,
  '010-puesta-en-servicio': puestaEnServicio,
  '011-personal': personal,
  '012-agenda': agenda,
  '013-correo': correo,
  '014-enlaces-vigentes': enlacesVigentes,
  '015-copias': copias,
  '016-detalle-de-citas': detalleDeCitas,
  '017-llegada': llegada,
  '018-documentos': documentos,
};

/** Every migration's name, in the order they run (a backup records those its database ran). */
export const MIGRACIONES = Object.keys(migrations);

export const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Numbers are reserved per piece of work (003 hardening, 004 idempotency, 005 passwords, 006
  // performance, 007 the shared rate limit, 008 the history's index, 010 putting a clinic into service, 011 its staff, 012 its agenda, 013 e-mail, 014 password links bound to their address, 015 backups, 016 what a cita's change changed, 017 arrivals and no-shows, 018 patients' documents and guardians) and may land in any order: a database that already
  // ran 004 still runs 003.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`No se pudo migrar la base de datos${name}. / Migration failed${name}.`, {
      cause: error,
    });
  }
}
