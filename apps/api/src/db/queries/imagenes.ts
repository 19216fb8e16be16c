import type { Insertable, Kysely } from 'kysely';
import type { Database, Imagen, ImagenesTable } from '../schema';

export const IMAGEN_COLUMNS = [
  'id_imagen',
  'id_informe',
  'id_cita',
  'id_paciente',
  'nombre_imagen',
  'archivo',
  'mime',
  'tamano',
  'nota',
] as const;

export type ImagenRow = Pick<Imagen, (typeof IMAGEN_COLUMNS)[number]>;

/** The images of a cita, in the order they were saved. */
export function imagenesDeCita(db: Kysely<Database>, idCita: number) {
  return db
    .selectFrom('imagenes')
    .select(IMAGEN_COLUMNS)
    .where('id_cita', '=', idCita)
    .orderBy('id_imagen')
    .execute();
}

export function insertImagen(db: Kysely<Database>, values: Insertable<ImagenesTable>) {
  return db
    .insertInto('imagenes')
    .values(values)
    .returning(IMAGEN_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Removes an image unless its cita is CUMPLIDA (docs/decisiones.md (33)): the check and the
 * delete are one statement, so a cita fulfilled meanwhile keeps its images. Undefined when
 * nothing was removed.
 */
export function borrarImagenSiNoCumplida(db: Kysely<Database>, id: number) {
  return db
    .deleteFrom('imagenes')
    .where('id_imagen', '=', id)
    .where(({ exists, selectFrom, not }) =>
      not(
        exists(
          selectFrom('citas')
            .select('citas.id')
            .whereRef('citas.id', '=', 'imagenes.id_cita')
            .where('citas.estado', '=', 'CUMPLIDA'),
        ),
      ),
    )
    .returning(['archivo', 'id_cita', 'id_paciente'])
    .executeTakeFirst();
}

export async function existeImagen(db: Kysely<Database>, id: number): Promise<boolean> {
  const found = await db
    .selectFrom('imagenes')
    .select('id_imagen')
    .where('id_imagen', '=', id)
    .executeTakeFirst();
  return found !== undefined;
}

/** What a download of an image needs: its stored file, type, size and name. */
export function archivoDeImagen(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('imagenes')
    .select(['archivo', 'mime', 'tamano', 'nombre_imagen'])
    .where('id_imagen', '=', id)
    .executeTakeFirst();
}
