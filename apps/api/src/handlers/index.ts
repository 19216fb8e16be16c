import { citasHandlers } from './citas';
import type { Deps, Handlers } from './context';
import { diagnosticosHandlers } from './diagnosticos';
import { historialesHandlers } from './historiales';
import { imagenesHandlers } from './imagenes';
import { incidenciasHandlers } from './incidencias';
import { informesHandlers } from './informes';
import { provinciasHandlers } from './provincias';
import { sesionHandlers } from './sesion';
import { usuariosHandlers } from './usuarios';

/** Every operation of the contract, by operationId. */
export function allHandlers(deps: Deps): Handlers {
  return {
    ...sesionHandlers(deps),
    ...citasHandlers(deps),
    ...usuariosHandlers(deps),
    ...historialesHandlers(deps),
    ...diagnosticosHandlers(deps),
    ...informesHandlers(deps),
    ...imagenesHandlers(deps),
    ...incidenciasHandlers(deps),
    ...provinciasHandlers(),
  };
}
