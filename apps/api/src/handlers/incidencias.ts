import { limitesDe, mensajeIncidenciaConDemasiadasImagenes, ROL } from '@clinica/api-client/reglas';
import type { Kysely } from 'kysely';
import {
  actualizarPendiente,
  archivoDeImagenIncidencia,
  borrarImagenesDeIncidencia,
  borrarPendiente,
  estadoDeIncidencia,
  imagenesDeIncidencia,
  incidenciaPorId,
  incidenciasDe,
  insertImagenIncidencia,
  insertIncidencia,
} from '../db/queries/incidencias';
import type { Database } from '../db/schema';
import { ApiError, conflict, MENSAJES, notFound } from '../http/errors';
import { storedFileStream } from '../http/send-file';
import { filesOf, type ReceivedFile } from '../uploads/receive';
import { removeUnreferenced, saveWithFiles } from '../uploads/save-with-files';
import { type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

/** An incidencia holds at most what one replacement of its images may carry (the contract's). */
const MAX_IMAGES = limitesDe('actualizarImagenesIncidencia').maxFiles;

export function incidenciasHandlers(deps: Deps) {
  const { db, storage } = deps;

  async function requirePending(id: number, refused: string) {
    const incidencia = await estadoDeIncidencia(db, id);
    if (!incidencia) throw notFound(MENSAJES.incidenciaNoExiste);
    if (incidencia.estado !== 'PENDIENTE') throw conflict(refused);
  }

  /** The rows of an incident's new images, in the order they were sent. */
  async function insertImages(trx: Kysely<Database>, id_incidencia: number, files: ReceivedFile[]) {
    const rows = [];
    for (const file of files) {
      rows.push(
        await insertImagenIncidencia(trx, {
          id_incidencia,
          nombre_imagen: file.originalName,
          archivo: file.hash,
          mime: file.mime,
          tamano: file.size,
        }),
      );
    }
    return rows;
  }

  return {
    async mostrarIncidenciasEmpleado(request) {
      return incidenciasDe(db, request.params.userId);
    },

    async guardarIncidencia(request, reply) {
      const user = userOf(request);
      const body = request.body;
      // The row and its audit entry commit together: a failure between them (the database gone)
      // leaves neither, so the client's retry does not make a second incidencia.
      const incidencia = await deps.auditedTransaction(request, (trx) =>
        insertIncidencia(trx, {
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
        }),
      );
      reply.code(201);
      return incidencia;
    },

    async actualizarIncidencia(request) {
      const { id } = request.params;
      const body = request.body;
      await requirePending(id, MENSAJES.incidenciaModificar);
      return deps.auditedTransaction(request, async (trx) => {
        const incidencia = await actualizarPendiente(trx, id, {
          asunto: body.asunto.trim(),
          descripcion: body.descripcion.trim(),
          nivel_prioridad: body.nivel_prioridad,
          fecha: body.fecha,
          nombre: body.nombre.trim(),
          puesto_trabajo: body.puesto_trabajo,
          ...(body.estado ? { estado: body.estado } : {}),
        });
        if (!incidencia) throw conflict(MENSAJES.incidenciaModificar);
        return incidencia;
      });
    },

    async buscarIncidencia(request) {
      const { id } = request.params;
      const incidencia = await incidenciaPorId(db, id);
      if (!incidencia) throw notFound(MENSAJES.incidenciaNoExiste);
      return incidencia;
    },

    async borrarIncidencia(request, reply) {
      const { id } = request.params;
      await requirePending(id, MENSAJES.incidenciaEliminar);
      const hashes = await deps.auditedTransaction(request, async (trx) => {
        const archivos = await borrarImagenesDeIncidencia(trx, id);
        if (!(await borrarPendiente(trx, id))) throw conflict(MENSAJES.incidenciaEliminar);
        return archivos;
      });
      await removeUnreferenced(db, storage, hashes);
      return reply.code(204).send();
    },

    async guardarImagenesIncidencia(request, reply) {
      const { id_incidencia } = request.body;
      const files = filesOf(request, 'imagenes');
      await requirePending(id_incidencia, MENSAJES.incidenciaModificar);
      const existing = await imagenesDeIncidencia(db, id_incidencia);
      if (existing.length + files.length > MAX_IMAGES) {
        throw new ApiError(
          413,
          mensajeIncidenciaConDemasiadasImagenes(MAX_IMAGES, existing.length, files.length),
        );
      }
      const saved = await saveWithFiles(
        deps,
        files,
        (work) => deps.auditedTransaction(request, work),
        (trx) => insertImages(trx, id_incidencia, files),
        request.log,
      );
      reply.code(201);
      return { imagenes: saved };
    },

    async actualizarImagenesIncidencia(request) {
      const { id } = request.params;
      const { id_incidencia } = request.body;
      if (id_incidencia !== id) {
        const message = 'El id de la incidencia no coincide con el de la dirección.';
        throw new ApiError(400, MENSAJES.revisaDatos, { id_incidencia: message });
      }
      const files = filesOf(request, 'imagenes');
      await requirePending(id, MENSAJES.incidenciaModificar);
      const { saved, replaced } = await saveWithFiles(
        deps,
        files,
        (work) => deps.auditedTransaction(request, work),
        async (trx) => {
          const replaced = await borrarImagenesDeIncidencia(trx, id);
          return { saved: await insertImages(trx, id, files), replaced };
        },
        request.log,
      );
      await removeUnreferenced(db, storage, replaced);
      return { imagenes: saved };
    },

    async obtenerImagenesPorIdIncidencia(request) {
      return imagenesDeIncidencia(db, request.params.id);
    },

    async descargarImagenIncidencia(request, reply) {
      const file = await archivoDeImagenIncidencia(db, request.params.id);
      if (!file) throw notFound(MENSAJES.imagenNoExiste);
      return storedFileStream(reply, storage, file);
    },
  } satisfies Partial<OperationHandlers>;
}
