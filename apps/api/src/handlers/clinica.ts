import { datosDeLaClinica } from '../db/queries/agenda';
import type { Deps } from './context';
import type { OperationHandlers } from './typed';

/** The clinic's public data and hours, as its responsable wrote them in 'Agenda' (the database). */
export function clinicaHandlers(deps: Deps) {
  return {
    async datosClinica() {
      return datosDeLaClinica(deps.db);
    },
  } satisfies Partial<OperationHandlers>;
}
