import { agendaHandlers } from './agenda';
import { auditoriaHandlers } from './auditoria';
import {
  antelacionCancelacionHandlers,
  citasDelRadiologoHandlers,
  citasHandlers,
  proximoDiaConCitasHandlers,
} from './citas';
import { clinicaHandlers } from './clinica';
import type { Deps } from './context';
import { contrasenaHandlers } from './contrasena';
import { copiasHandlers } from './copias';
import { correoHandlers } from './correo';
import { datosDelPacienteHandlers } from './datos-del-paciente';
import { diagnosticosHandlers } from './diagnosticos';
import { historialesHandlers } from './historiales';
import { imagenesHandlers } from './imagenes';
import { incidenciasHandlers } from './incidencias';
import { informesHandlers } from './informes';
import { personalHandlers } from './personal';
import { provinciasHandlers } from './provincias';
import { sesionHandlers } from './sesion';
import type { OperationHandlers } from './typed';
import { usuariosHandlers } from './usuarios';

/** Every operation of the contract, by operationId: the compiler refuses a missing one. */
export function allHandlers(deps: Deps): OperationHandlers {
  return {
    ...sesionHandlers(deps),
    ...clinicaHandlers(deps),
    ...contrasenaHandlers(deps),
    ...correoHandlers(deps),
    ...citasHandlers(deps),
    ...proximoDiaConCitasHandlers(deps),
    ...antelacionCancelacionHandlers(deps),
    ...citasDelRadiologoHandlers(deps),
    ...usuariosHandlers(deps),
    ...datosDelPacienteHandlers(deps),
    ...historialesHandlers(deps),
    ...diagnosticosHandlers(deps),
    ...informesHandlers(deps),
    ...imagenesHandlers(deps),
    ...incidenciasHandlers(deps),
    ...provinciasHandlers(),
    ...auditoriaHandlers(deps),
    ...personalHandlers(deps),
    ...agendaHandlers(deps),
    ...copiasHandlers(deps),
  };
}
