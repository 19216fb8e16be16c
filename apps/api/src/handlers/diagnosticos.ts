import {
  MENSAJES_LLEGADA,
  mensajeDiagnosticoFuturo,
  sePuedeCumplir,
} from '@clinica/api-client/reglas';
import { isUniqueViolation } from '../db/errors';
import { citaById, cumplirSiEnCurso } from '../db/queries/citas';
import {
  actualizarContenido,
  citaDelDiagnostico,
  diagnosticoDeCita,
  insertDiagnostico,
} from '../db/queries/diagnosticos';
import { conflict, MENSAJES, notFound } from '../http/errors';
import { clinicNow, type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

export function diagnosticosHandlers(deps: Deps) {
  const { db } = deps;

  /**
   * docs/decisiones.md (41): a diagnosis is written from the cita's day on (the clinic's day,
   * by the server's clock), never ahead: saving it fulfils the cita.
   */
  const requireCitaDay = (fecha: string) => {
    if (!sePuedeCumplir(fecha, clinicNow(deps).fecha)) {
      throw conflict(mensajeDiagnosticoFuturo(fecha));
    }
  };

  return {
    async mostrarDiagnosticoDelPaciente(request) {
      const diagnostico = await diagnosticoDeCita(db, request.params.id);
      if (!diagnostico) throw notFound(MENSAJES.sinDiagnostico);
      return diagnostico;
    },

    async guardarDiagnostico(request, reply) {
      const user = userOf(request);
      const { id_cita, contenido } = request.body;
      const cita = await citaById(db, id_cita);
      if (!cita) throw notFound(MENSAJES.citaNoExiste);
      if (cita.estado === 'CANCELADA') throw conflict(MENSAJES.diagnosticoCancelada);
      if (cita.estado === 'NO_PRESENTADA') {
        throw conflict(MENSAJES_LLEGADA.diagnosticoNoPresentada);
      }
      requireCitaDay(cita.fecha);
      try {
        // A diagnosed cita is fulfilled (so its patient opens it to read the diagnosis): both
        // commit together, with their audit row, or none does.
        const diagnostico = await deps.auditedTransaction(request, async (trx, nota) => {
          const creado = await insertDiagnostico(trx, { id_cita, contenido, id_medico: user.id });
          // The activity log tells the fulfilment, not an already fulfilled cita's diagnosis.
          const cumplida = await cumplirSiEnCurso(trx, id_cita);
          nota.detalle(cumplida ? { cumple_cita: true } : null);
          return creado;
        });
        reply.code(201);
        return diagnostico;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MENSAJES.conDiagnostico);
        throw error;
      }
    },

    async actualizarDiagnostico(request) {
      const { id } = request.params;
      const { contenido } = request.body;
      const cita = await citaDelDiagnostico(db, id);
      if (!cita) throw notFound(MENSAJES.diagnosticoNoExiste);
      if (cita.estado === 'CANCELADA') throw conflict(MENSAJES.diagnosticoCancelada);
      if (cita.estado === 'NO_PRESENTADA') {
        throw conflict(MENSAJES_LLEGADA.diagnosticoNoPresentada);
      }
      requireCitaDay(cita.fecha);
      return deps.auditedTransaction(request, async (trx) => {
        const diagnostico = await actualizarContenido(trx, id, contenido, deps.clock());
        if (!diagnostico) throw notFound(MENSAJES.diagnosticoNoExiste);
        return diagnostico;
      });
    },
  } satisfies Partial<OperationHandlers>;
}
