import { datosDeLaClinica } from '../db/queries/agenda';
import type { Deps } from './context';
import type { OperationHandlers } from './typed';

/** The clinic's public data and hours, as its responsable wrote them in 'Agenda' (the database). */
export function clinicaHandlers(deps: Deps) {
  return {
    async datosClinica() {
      // Mail is always sent: through SMTP, or written as .eml files (docs/decisiones.md (50)).
      return { ...(await datosDeLaClinica(deps.db)), correo_activo: true };
    },
  } satisfies Partial<OperationHandlers>;
}
