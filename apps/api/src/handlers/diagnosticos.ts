import { audit } from '../audit';
import { citaById } from '../db/citas-queries';
import { isUniqueViolation } from '../db/errors';
import { conflict, MENSAJES, notFound } from '../http/errors';
import { type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

const COLUMNS = ['id_diagnostico', 'id_cita', 'contenido'] as const;

export function diagnosticosHandlers(deps: Deps) {
  const { db } = deps;
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
      });
      return diagnostico;
    },

    async guardarDiagnostico(request, reply) {
      const user = userOf(request);
      const { id_cita, contenido } = request.body;
      const cita = await citaById(db, id_cita);
      if (!cita) throw notFound(MENSAJES.citaNoExiste);
      if (cita.estado === 'CANCELADA')
        throw conflict('No se puede diagnosticar una cita cancelada.');
      try {
        const diagnostico = await db
          .insertInto('diagnosticos')
          .values({ id_cita, contenido, id_medico: user.id })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
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
