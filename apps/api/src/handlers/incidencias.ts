import { limitesDe } from '@clinica/api-client/reglas';
import type { Kysely } from 'kysely';
import { audit } from '../audit';
import { type Database, ROL } from '../db/schema';
import { ApiError, conflict, MENSAJES, notFound, tooManyFiles } from '../http/errors';
import { filesOf, type ReceivedFile } from '../uploads/receive';
import { type Deps, userOf } from './context';
import { removeUnreferenced, saveWithFiles, sendStoredFile } from './files';
import type { OperationHandlers } from './typed';

const COLUMNS = [
  'id',
  'asunto',
  'descripcion',
  'nivel_prioridad',
  'fecha',
  'estado',
  'nombre',
  'puesto_trabajo',
  'id_administrativo',
  'id_medico',
  'id_radiologo',
] as const;

const IMAGE_COLUMNS = ['id_imagen', 'id_incidencia', 'nombre_imagen', 'mime as tipo'] as const;
/** An incidencia holds at most what one replacement of its images may carry (the contract's). */
const MAX_IMAGES = limitesDe('actualizarImagenesIncidencia').maxFiles;

export function incidenciasHandlers(deps: Deps) {
  const { db, storage } = deps;

  async function requirePending(id: number, refused: string) {
    const incidencia = await db
      .selectFrom('incidencias')
      .select(['id', 'estado'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!incidencia) throw notFound(MENSAJES.incidenciaNoExiste);
    if (incidencia.estado !== 'PENDIENTE') throw conflict(refused);
  }

  /** The rows of an incident's new images, in the order they were sent. */
  async function insertImages(trx: Kysely<Database>, id_incidencia: number, files: ReceivedFile[]) {
    const rows = [];
    for (const file of files) {
      rows.push(
        await trx
          .insertInto('imagenes_incidencia')
          .values({
            id_incidencia,
            nombre_imagen: file.originalName,
            archivo: file.hash,
            mime: file.mime,
            tamano: file.size,
          })
          .returning(IMAGE_COLUMNS)
          .executeTakeFirstOrThrow(),
      );
    }
    return rows;
  }

  const imagesOf = (id: number) =>
    db
      .selectFrom('imagenes_incidencia')
      .select(IMAGE_COLUMNS)
      .where('id_incidencia', '=', id)
      .orderBy('id_imagen')
      .execute();

  return {
    async mostrarIncidenciasEmpleado(request) {
      const { userId } = request.params;
      return (
        db
          .selectFrom('incidencias')
          .select(COLUMNS)
          .where('id_usuario', '=', userId)
          .orderBy('fecha', 'desc')
          .orderBy('id', 'desc')
          // The contract's maxItems: the most recent ones.
          .limit(1000)
          .execute()
      );
    },

    async guardarIncidencia(request, reply) {
      const user = userOf(request);
      const body = request.body;
      // The row and its audit entry commit together: a failure between them (the database gone)
      // leaves neither, so the client's retry does not make a second incidencia.
      const incidencia = await db.transaction().execute(async (trx) => {
        const creada = await trx
          .insertInto('incidencias')
          .values({
            asunto: body.asunto.trim(),
            descripcion: body.descripcion.trim(),
            nivel_prioridad: body.nivel_prioridad,
            fecha: body.fecha,
            estado: 'PENDIENTE',
            nombre: body.nombre.trim(),
            puesto_trabajo: body.puesto_trabajo,
            id_usuario: user.id,
            // docs/decisiones.md (1): the owner's employee id goes in the column of their role.
            id_administrativo: user.id_rol === ROL.administrativo ? user.id : null,
            id_medico: user.id_rol === ROL.medico ? user.id : null,
            id_radiologo: user.id_rol === ROL.radiologo ? user.id : null,
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await audit(trx, {
          userId: user.id,
          action: 'crear',
          entity: 'incidencia',
          recordId: creada.id,
        });
        return creada;
      });
      reply.code(201);
      return incidencia;
    },

    async actualizarIncidencia(request) {
      const user = userOf(request);
      const { id } = request.params;
      const body = request.body;
      await requirePending(id, MENSAJES.incidenciaModificar);
      const incidencia = await db
        .updateTable('incidencias')
        .set({
          asunto: body.asunto.trim(),
          descripcion: body.descripcion.trim(),
          nivel_prioridad: body.nivel_prioridad,
          fecha: body.fecha,
          nombre: body.nombre.trim(),
          puesto_trabajo: body.puesto_trabajo,
          ...(body.estado ? { estado: body.estado } : {}),
        })
        .where('id', '=', id)
        .where('estado', '=', 'PENDIENTE')
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!incidencia) throw conflict(MENSAJES.incidenciaModificar);
      await audit(db, {
        userId: user.id,
        action: 'actualizar',
        entity: 'incidencia',
        recordId: id,
      });
      return incidencia;
    },

    async buscarIncidencia(request) {
      const { id } = request.params;
      const incidencia = await db
        .selectFrom('incidencias')
        .select(COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!incidencia) throw notFound(MENSAJES.incidenciaNoExiste);
      return incidencia;
    },

    async borrarIncidencia(request, reply) {
      const user = userOf(request);
      const { id } = request.params;
      await requirePending(id, MENSAJES.incidenciaEliminar);
      const hashes = await db.transaction().execute(async (trx) => {
        const images = await trx
          .deleteFrom('imagenes_incidencia')
          .where('id_incidencia', '=', id)
          .returning('archivo')
          .execute();
        const deleted = await trx
          .deleteFrom('incidencias')
          .where('id', '=', id)
          .where('estado', '=', 'PENDIENTE')
          .executeTakeFirst();
        if (deleted.numDeletedRows === 0n) throw conflict(MENSAJES.incidenciaEliminar);
        await audit(trx, { userId: user.id, action: 'borrar', entity: 'incidencia', recordId: id });
        return images.map((image) => image.archivo);
      });
      await removeUnreferenced(db, storage, hashes);
      return reply.code(204).send();
    },

    async guardarImagenesIncidencia(request, reply) {
      const user = userOf(request);
      const { id_incidencia } = request.body;
      const files = filesOf(request, 'imagenes');
      await requirePending(id_incidencia, MENSAJES.incidenciaModificar);
      const existing = await imagesOf(id_incidencia);
      if (existing.length + files.length > MAX_IMAGES) {
        throw new ApiError(413, tooManyFiles(MAX_IMAGES));
      }
      const saved = await saveWithFiles(
        db,
        storage,
        files,
        async (trx) => {
          const rows = await insertImages(trx, id_incidencia, files);
          await audit(trx, {
            userId: user.id,
            action: 'crear',
            entity: 'imagenes_incidencia',
            recordId: id_incidencia,
          });
          return rows;
        },
        request.log,
      );
      reply.code(201);
      return { imagenes: saved };
    },

    async actualizarImagenesIncidencia(request) {
      const user = userOf(request);
      const { id } = request.params;
      const { id_incidencia } = request.body;
      if (id_incidencia !== id) {
        const message = 'El id de la incidencia no coincide con el de la dirección.';
        throw new ApiError(400, MENSAJES.revisaDatos, { id_incidencia: message });
      }
      const files = filesOf(request, 'imagenes');
      await requirePending(id, MENSAJES.incidenciaModificar);
      const { saved, replaced } = await saveWithFiles(
        db,
        storage,
        files,
        async (trx) => {
          const old = await trx
            .deleteFrom('imagenes_incidencia')
            .where('id_incidencia', '=', id)
            .returning('archivo')
            .execute();
          const rows = await insertImages(trx, id, files);
          await audit(trx, {
            userId: user.id,
            action: 'actualizar',
            entity: 'imagenes_incidencia',
            recordId: id,
          });
          return { saved: rows, replaced: old.map((row) => row.archivo) };
        },
        request.log,
      );
      await removeUnreferenced(db, storage, replaced);
      return { imagenes: saved };
    },

    async obtenerImagenesPorIdIncidencia(request) {
      const { id } = request.params;
      return imagesOf(id);
    },

    async descargarImagenIncidencia(request, reply) {
      const { id } = request.params;
      const file = await db
        .selectFrom('imagenes_incidencia')
        .select(['archivo', 'mime', 'tamano', 'nombre_imagen'])
        .where('id_imagen', '=', id)
        .executeTakeFirst();
      if (!file) throw notFound(MENSAJES.imagenNoExiste);
      return sendStoredFile(reply, storage, file);
    },
  } satisfies Partial<OperationHandlers>;
}
