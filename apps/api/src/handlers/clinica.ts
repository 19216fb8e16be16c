import type { Deps } from './context';
import type { OperationHandlers } from './typed';

/** The clinic's public data, from the server's settings. */
export function clinicaHandlers(deps: Deps) {
  return {
    async datosClinica() {
      return { direccion: deps.settings.clinicAddress };
    },
  } satisfies Partial<OperationHandlers>;
}
