import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/db/schema';

/**
 * Runs `work` while the database refuses the second image row of any report: a failure in
 * mid-transaction, after the first image (its row and its stored file) is already written. The
 * trigger is created by the tables' owner and dropped whatever `work` does.
 */
export async function conFalloEnLaSegundaImagen(
  owner: Kysely<Database>,
  work: () => Promise<void>,
): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION fallo_segunda_imagen() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (SELECT count(*) FROM imagenes WHERE id_informe = NEW.id_informe) >= 1 THEN
        RAISE EXCEPTION 'fallo provocado por la prueba';
      END IF;
      RETURN NEW;
    END $$`.execute(owner);
  await sql`CREATE TRIGGER fallo_segunda_imagen BEFORE INSERT ON imagenes
    FOR EACH ROW EXECUTE FUNCTION fallo_segunda_imagen()`.execute(owner);
  try {
    await work();
  } finally {
    await sql`DROP TRIGGER fallo_segunda_imagen ON imagenes`.execute(owner);
  }
}
