import type { Kysely } from 'kysely';
import { audit } from '../audit';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { conflict, invalid, MENSAJES, notFound } from '../http/errors';
import { filesOf } from '../uploads/receive';
import { type Deps, userOf } from './context';
import { saveWithFiles } from './files';
import type { OperationHandlers } from './typed';

const COLUMNS = ['id_informe', 'id_cita', 'id_radiologo', 'contenido'] as const;

const sinCrLf = (texto: string) => texto.replace(/\r\n?/g, '\n');

/** The cita must be a live radiology cita without a report; locked for the transaction. */
async function lockCitaForReport(trx: Kysely<Database>, idCita: number) {
  const cita = await trx
    .selectFrom('citas')
    .select(['id', 'num_cita', 'id_paciente', 'id_radiologo', 'estado'])
    .where('id', '=', idCita)
    .forUpdate()
    .executeTakeFirst();
  if (!cita) throw notFound(MENSAJES.citaNoExiste);
  const existing = await trx
    .selectFrom('informes')
    .select('id_informe')
    .where('id_cita', '=', idCita)
    .executeTakeFirst();
  // A repeated save says the report exists (the client's retry looks for it, docs/decisiones.md (6)).
  if (existing) throw conflict(MENSAJES.conInforme);
  // docs/decisiones.md (33): once CUMPLIDA, its report and images are read-only for everyone.
  if (cita.estado === 'CUMPLIDA') throw conflict(MENSAJES.citaCumplida);
  if (cita.estado !== 'EN_CURSO') {
    throw conflict('Solo se pueden informar citas programadas.');
  }
  return cita;
}

export function informesHandlers(deps: Deps) {
  const { db, storage } = deps;
  return {
    async mostrarInformeDelPaciente(request) {
      const { id } = request.params;
      const informe = await db
        .selectFrom('informes')
        .select(COLUMNS)
        .where('id_cita', '=', id)
        .executeTakeFirst();
      if (!informe) throw notFound(MENSAJES.sinInforme);
      await audit(db, {
        userId: userOf(request).id,
        action: 'leer',
        entity: 'informe',
        recordId: informe.id_informe,
        readAt: deps.clock(),
      });
      return informe;
    },

    async guardarInforme(request, reply) {
      const user = userOf(request);
      const { id_cita, contenido } = request.body;
      try {
        const informe = await db.transaction().execute(async (trx) => {
          await lockCitaForReport(trx, id_cita);
          const saved = await trx
            .insertInto('informes')
            .values({ id_cita, contenido, id_radiologo: user.id })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
          await audit(trx, {
            userId: user.id,
            action: 'crear',
            entity: 'informe',
            recordId: saved.id_informe,
          });
          return saved;
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
          db,
          storage,
          files,
          async (trx) => {
            const cita = await lockCitaForReport(trx, id_cita);
            const informe = await trx
              .insertInto('informes')
              .values({ id_cita, contenido, id_radiologo: user.id })
              .returning('id_informe')
              .executeTakeFirstOrThrow();
            const imagenes: { id_imagen: number; nombre_imagen: string }[] = [];
            for (const [index, file] of files.entries()) {
              const nota = notas[index]?.trim();
              imagenes.push(
                await trx
                  .insertInto('imagenes')
                  .values({
                    id_informe: informe.id_informe,
                    id_cita,
                    id_paciente: cita.id_paciente,
                    nombre_imagen: file.originalName,
                    archivo: file.hash,
                    mime: file.mime,
                    tamano: file.size,
                    nota: nota ? nota : null,
                  })
                  .returning(['id_imagen', 'nombre_imagen'])
                  .executeTakeFirstOrThrow(),
              );
            }
            await trx
              .updateTable('citas')
              .set({ estado: 'CUMPLIDA' })
              .where('id', '=', id_cita)
              .execute();
            await audit(trx, {
              userId: user.id,
              action: 'crear',
              entity: 'informe',
              recordId: informe.id_informe,
            });
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
