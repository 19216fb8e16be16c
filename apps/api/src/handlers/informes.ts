import { MENSAJES_LLEGADA, mensajeInformeFuturo, sePuedeCumplir } from '@clinica/api-client/reglas';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/errors';
import { citaParaInforme, marcarCumplida } from '../db/queries/citas';
import { insertImagen } from '../db/queries/imagenes';
import { citaTieneInforme, informeDeCita, insertInforme } from '../db/queries/informes';
import type { Database } from '../db/schema';
import { conflict, invalid, MENSAJES, notFound } from '../http/errors';
import { filesOf } from '../uploads/receive';
import { saveWithFiles } from '../uploads/save-with-files';
import { clinicNow, type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

const sinCrLf = (texto: string) => texto.replace(/\r\n?/g, '\n');

/**
 * The cita must be a live radiology cita without a report, whose day has come (the clinic's
 * `hoy`): docs/decisiones.md (60), a report fulfils its cita. Locked for the transaction.
 */
async function lockCitaForReport(trx: Kysely<Database>, idCita: number, hoy: string) {
  const cita = await citaParaInforme(trx, idCita);
  if (!cita) throw notFound(MENSAJES.citaNoExiste);
  // A repeated save says the report exists (the client's retry looks for it, docs/decisiones.md (6)).
  if (await citaTieneInforme(trx, idCita)) throw conflict(MENSAJES.conInforme);
  // docs/decisiones.md (33): once CUMPLIDA, its report and images are read-only for everyone.
  if (cita.estado === 'CUMPLIDA') throw conflict(MENSAJES.citaCumplida);
  if (cita.estado === 'NO_PRESENTADA') throw conflict(MENSAJES_LLEGADA.informeNoPresentada);
  if (cita.estado !== 'EN_CURSO') {
    throw conflict('Solo se pueden informar citas programadas.');
  }
  if (!sePuedeCumplir(cita.fecha, hoy)) throw conflict(mensajeInformeFuturo(cita.fecha));
  return cita;
}

export function informesHandlers(deps: Deps) {
  const { db } = deps;
  return {
    async mostrarInformeDelPaciente(request) {
      const informe = await informeDeCita(db, request.params.id);
      if (!informe) throw notFound(MENSAJES.sinInforme);
      return informe;
    },

    async guardarInforme(request, reply) {
      const user = userOf(request);
      const { id_cita, contenido } = request.body;
      try {
        const informe = await deps.auditedTransaction(request, async (trx) => {
          await lockCitaForReport(trx, id_cita, clinicNow(deps).fecha);
          return insertInforme(trx, { id_cita, contenido, id_radiologo: user.id });
        });
        reply.code(201);
        return informe;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MENSAJES.conInforme);
        throw error;
      }
    },

    /**
     * docs/decisiones.md (6): report, images and the CUMPLIDA state commit together or not at all; the
     * files are in the store before the commit, and a failure removes those no row names.
     */
    async guardarInformeCompleto(request, reply) {
      const user = userOf(request);
      // A multipart body carries its text with CRLF line breaks (the HTML form rule): the
      // report keeps the plain '\n' the radiologist typed, as the JSON call does.
      const contenido = sinCrLf(request.body.contenido);
      const notas = (request.body.notas ?? []).map(sinCrLf);
      const { id_cita } = request.body;
      const files = filesOf(request, 'imagenes');
      // One note per image, in order: a note without its image would be lost silently.
      if (notas.length > files.length) throw invalid({ notas: MENSAJES.notasImagenes });
      try {
        const result = await saveWithFiles(
          deps,
          files,
          (work) =>
            deps.auditedTransaction(request, (trx, nota) => {
              // The report fulfils its live cita (below): its audit row says so, for the log.
              nota.detalle({ cumple_cita: true });
              return work(trx);
            }),
          async (trx) => {
            const cita = await lockCitaForReport(trx, id_cita, clinicNow(deps).fecha);
            const informe = await insertInforme(trx, { id_cita, contenido, id_radiologo: user.id });
            const imagenes: { id_imagen: number; nombre_imagen: string }[] = [];
            for (const [index, file] of files.entries()) {
              const nota = notas[index]?.trim();
              const imagen = await insertImagen(trx, {
                id_informe: informe.id_informe,
                id_cita,
                id_paciente: cita.id_paciente,
                nombre_imagen: file.originalName,
                archivo: file.hash,
                mime: file.mime,
                tamano: file.size,
                nota: nota ? nota : null,
              });
              imagenes.push({ id_imagen: imagen.id_imagen, nombre_imagen: imagen.nombre_imagen });
            }
            await marcarCumplida(trx, id_cita);
            return { id_informe: informe.id_informe, id_cita, num_cita: cita.num_cita, imagenes };
          },
          request.log,
        );
        reply.code(201);
        return result;
      } catch (error) {
        if (isUniqueViolation(error, 'informes_id_cita_key')) throw conflict(MENSAJES.conInforme);
        throw error;
      }
    },
  } satisfies Partial<OperationHandlers>;
}
