import { audit } from '../audit';
import type { Imagen as ImagenRow } from '../db/schema';
import { ApiError, conflict, MENSAJES, notFound } from '../http/errors';
import { filesOf } from '../uploads/receive';
import { type Deps, userOf } from './context';
import type { Imagen } from './contract-types';
import { removeUnreferenced, saveWithFiles, sendStoredFile } from './files';
import type { OperationHandlers } from './typed';

const COLUMNS = [
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

type Row = Pick<ImagenRow, (typeof COLUMNS)[number]>;

export function toImagen(row: Row): Imagen {
  return {
    id_imagen: row.id_imagen,
    id_informe: row.id_informe,
    id_cita: row.id_cita,
    id_paciente: row.id_paciente,
    nombre_imagen: row.nombre_imagen,
    ruta_imagen: `/api/imagenes/descargar/${row.id_imagen}`,
    tipo: row.mime,
    tamano: row.tamano,
    nota: row.nota,
  };
}

export function imagenesHandlers(deps: Deps) {
  const { db, storage } = deps;
  return {
    async mostrarImagenesDelPaciente(request) {
      const { id } = request.params;
      const rows = await db
        .selectFrom('imagenes')
        .select(COLUMNS)
        .where('id_cita', '=', id)
        .orderBy('id_imagen')
        .execute();
      await audit(db, {
        userId: userOf(request).id,
        action: 'leer',
        entity: 'imagenes_cita',
        recordId: id,
        readAt: deps.clock(),
      });
      return { imagenes: rows.map(toImagen) };
    },

    async guardarImagen(request, reply) {
      const user = userOf(request);
      const body = request.body;
      const [file] = filesOf(request, 'ruta_imagen');
      if (!file)
        throw new ApiError(400, MENSAJES.revisaDatos, { ruta_imagen: 'Adjunta una imagen.' });
      const informe = await db
        .selectFrom('informes')
        .innerJoin('citas', 'citas.id', 'informes.id_cita')
        .select(['informes.id_informe', 'informes.id_cita', 'citas.id_paciente', 'citas.estado'])
        .where('informes.id_informe', '=', body.id_informe)
        .executeTakeFirst();
      if (!informe) throw notFound(MENSAJES.informeNoExiste);
      if (informe.estado === 'CUMPLIDA') throw conflict(MENSAJES.citaCumplida);
      const errores: Record<string, string> = {};
      if (informe.id_cita !== body.id_cita) errores.id_informe = 'El informe no es de esa cita.';
      if (informe.id_paciente !== body.id_paciente)
        errores.id_paciente = 'La cita no es de ese paciente.';
      if (Object.keys(errores).length) throw new ApiError(400, MENSAJES.revisaDatos, errores);
      const row = await saveWithFiles(
        db,
        storage,
        [file],
        (trx) =>
          trx
            .insertInto('imagenes')
            .values({
              id_informe: informe.id_informe,
              id_cita: informe.id_cita,
              id_paciente: informe.id_paciente,
              nombre_imagen: body.nombre_imagen?.trim() || file.originalName,
              archivo: file.hash,
              mime: file.mime,
              tamano: file.size,
              nota: body.nota?.trim() || null,
            })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow(),
        request.log,
      );
      await audit(db, {
        userId: user.id,
        action: 'crear',
        entity: 'imagen',
        recordId: row.id_imagen,
      });
      reply.code(201);
      return toImagen(row);
    },

    async borrarImagen(request, reply) {
      const user = userOf(request);
      const { id } = request.params;
      // docs/decisiones.md (33): the images of a CUMPLIDA cita are read-only; the check and the delete
      // are one statement, so a cita fulfilled meanwhile keeps its images.
      const removed = await db
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
      if (!removed) {
        const kept = await db
          .selectFrom('imagenes')
          .select('id_imagen')
          .where('id_imagen', '=', id)
          .executeTakeFirst();
        throw kept ? conflict(MENSAJES.citaCumplida) : notFound(MENSAJES.imagenNoExiste);
      }
      await removeUnreferenced(db, storage, [removed.archivo]);
      await audit(db, {
        userId: user.id,
        action: 'borrar',
        entity: 'imagen',
        recordId: id,
        patientId: removed.id_paciente,
        citaId: removed.id_cita,
      });
      return reply.code(204).send();
    },

    async descargarImagen(request, reply) {
      const { id } = request.params;
      const file = await db
        .selectFrom('imagenes')
        .select(['archivo', 'mime', 'tamano', 'nombre_imagen'])
        .where('id_imagen', '=', id)
        .executeTakeFirst();
      if (!file) throw notFound(MENSAJES.imagenNoExiste);
      await audit(db, {
        userId: userOf(request).id,
        action: 'descargar',
        entity: 'imagen',
        recordId: id,
      });
      return sendStoredFile(reply, storage, file);
    },
  } satisfies Partial<OperationHandlers>;
}
