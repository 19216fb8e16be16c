import {
  archivoDeImagen,
  borrarImagenSiNoCumplida,
  existeImagen,
  type ImagenRow,
  imagenesDeCita,
  insertImagen,
} from '../db/queries/imagenes';
import { informeConCita } from '../db/queries/informes';
import { ApiError, conflict, MENSAJES, notFound } from '../http/errors';
import { storedFileStream } from '../http/send-file';
import { filesOf } from '../uploads/receive';
import { removeUnreferenced, saveWithFiles } from '../uploads/save-with-files';
import type { Deps } from './context';
import type { Imagen } from './contract-types';
import type { OperationHandlers } from './typed';

export function toImagen(row: ImagenRow): Imagen {
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
      const rows = await imagenesDeCita(db, request.params.id);
      return { imagenes: rows.map(toImagen) };
    },

    async guardarImagen(request, reply) {
      const body = request.body;
      const [file] = filesOf(request, 'ruta_imagen');
      if (!file)
        throw new ApiError(400, MENSAJES.revisaDatos, { ruta_imagen: 'Adjunta una imagen.' });
      const informe = await informeConCita(db, body.id_informe);
      if (!informe) throw notFound(MENSAJES.informeNoExiste);
      if (informe.estado === 'CUMPLIDA') throw conflict(MENSAJES.citaCumplida);
      const errores: Record<string, string> = {};
      if (informe.id_cita !== body.id_cita) errores.id_informe = 'El informe no es de esa cita.';
      if (informe.id_paciente !== body.id_paciente)
        errores.id_paciente = 'La cita no es de ese paciente.';
      if (Object.keys(errores).length) throw new ApiError(400, MENSAJES.revisaDatos, errores);
      const row = await saveWithFiles(
        deps,
        [file],
        (work) => deps.auditedTransaction(request, work),
        (trx) =>
          insertImagen(trx, {
            id_informe: informe.id_informe,
            id_cita: informe.id_cita,
            id_paciente: informe.id_paciente,
            nombre_imagen: body.nombre_imagen?.trim() || file.originalName,
            archivo: file.hash,
            mime: file.mime,
            tamano: file.size,
            nota: body.nota?.trim() || null,
          }),
        request.log,
      );
      reply.code(201);
      return toImagen(row);
    },

    async borrarImagen(request, reply) {
      const { id } = request.params;
      // docs/decisiones.md (33): the images of a CUMPLIDA cita are read-only.
      const removed = await deps.auditedTransaction(request, async (trx) => {
        const row = await borrarImagenSiNoCumplida(trx, id);
        if (!row) {
          throw (await existeImagen(trx, id))
            ? conflict(MENSAJES.citaCumplida)
            : notFound(MENSAJES.imagenNoExiste);
        }
        return row;
      });
      await removeUnreferenced(db, storage, [removed.archivo]);
      return reply.code(204).send();
    },

    async descargarImagen(request, reply) {
      const file = await archivoDeImagen(db, request.params.id);
      if (!file) throw notFound(MENSAJES.imagenNoExiste);
      return storedFileStream(reply, storage, file);
    },
  } satisfies Partial<OperationHandlers>;
}
