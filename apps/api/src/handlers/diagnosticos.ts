import { mensajeDiagnosticoFuturo, sePuedeDiagnosticar } from '@clinica/api-client/reglas';
import { audit } from '../audit';
import { citaById } from '../db/citas-queries';
import { isUniqueViolation } from '../db/errors';
import { conflict, MENSAJES, notFound } from '../http/errors';
import { clinicNow, type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

const COLUMNS = ['id_diagnostico', 'id_cita', 'contenido'] as const;

export function diagnosticosHandlers(deps: Deps) {
  const { db } = deps;

  /**
   * docs/decisiones.md (41): a diagnosis is written from the cita's day on (the clinic's day,
   * by the server's clock), never ahead: saving it fulfils the cita.
   */
  const requireCitaDay = (fecha: string) => {
    if (!sePuedeDiagnosticar(fecha, clinicNow(deps).fecha)) {
      throw conflict(mensajeDiagnosticoFuturo(fecha));
    }
  };

  return {
    async mostrarDiagnosticoDelPaciente(request) {
      const { id } = request.params;
      const diagnostico = await db
        .selectFrom('diagnosticos')
        .select(COLUMNS)
        .where('id_cita', '=', id)
        .executeTakeFirst();
      if (!diagnostico) throw notFound(MENSAJES.sinDiagnostico);
      await audit(db, {
        userId: userOf(request).id,
        action: 'leer',
        entity: 'diagnostico',
        recordId: diagnostico.id_diagnostico,
        readAt: deps.clock(),
      });
      return diagnostico;
    },

    async guardarDiagnostico(request, reply) {
      const user = userOf(request);
      const { id_cita, contenido } = request.body;
      const cita = await citaById(db, id_cita);
      if (!cita) throw notFound(MENSAJES.citaNoExiste);
      if (cita.estado === 'CANCELADA') throw conflict(MENSAJES.diagnosticoCancelada);
      requireCitaDay(cita.fecha);
      try {
        // A diagnosed cita is fulfilled (so its patient opens it to read the diagnosis): both
        // commit together or neither does.
        const diagnostico = await db.transaction().execute(async (trx) => {
          const creado = await trx
            .insertInto('diagnosticos')
            .values({ id_cita, contenido, id_medico: user.id })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('citas')
            .set({ estado: 'CUMPLIDA' })
            .where('id', '=', id_cita)
            .where('estado', '=', 'EN_CURSO')
            .execute();
          return creado;
        });
        await audit(db, {
          userId: user.id,
          action: 'crear',
          entity: 'diagnostico',
          recordId: diagnostico.id_diagnostico,
        });
        reply.code(201);
        return diagnostico;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MENSAJES.conDiagnostico);
        throw error;
      }
    },

    async actualizarDiagnostico(request) {
      const user = userOf(request);
      const { id } = request.params;
      const { contenido } = request.body;
      const cita = await db
        .selectFrom('diagnosticos')
        .innerJoin('citas', 'citas.id', 'diagnosticos.id_cita')
        .select(['citas.estado', 'citas.fecha'])
        .where('diagnosticos.id_diagnostico', '=', id)
        .executeTakeFirst();
      if (!cita) throw notFound(MENSAJES.diagnosticoNoExiste);
      if (cita.estado === 'CANCELADA') throw conflict(MENSAJES.diagnosticoCancelada);
      requireCitaDay(cita.fecha);
      const diagnostico = await db
        .updateTable('diagnosticos')
        .set({ contenido, actualizado_en: deps.clock() })
        .where('id_diagnostico', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!diagnostico) throw notFound(MENSAJES.diagnosticoNoExiste);
      await audit(db, {
        userId: user.id,
        action: 'actualizar',
        entity: 'diagnostico',
        recordId: id,
      });
      return diagnostico;
    },
  } satisfies Partial<OperationHandlers>;
}
