/**
 * Los datos de 'Crear cita': el DNI, el paciente encontrado, la cita que se escribe, las reglas
 * de cada paso y el cuerpo de la petición. La máquina (machine.ts) los usa; aquí no hay estados.
 */
import type { CampoCita } from '../cita/datosCita';
import { type ContextoDeCita, type EventoDeCita, erroresDeLaCita } from '../cita/maquina';
import type { CitaGuardada, DatosCita, Errores, NuevaCita, PacienteEncontrado } from '../tipos';
import { validarBusquedaPaciente } from '../validacion/formularios';
import type { EventoNavegacion } from '../wizard/machine';
import type { CampoCrearCita, PasoCrearCita } from './steps';

export interface ContextoCrearCita extends ContextoDeCita {
  errores: Errores<CampoCrearCita>;
  dni: string;
  /** El paciente encontrado por el DNI; se busca de nuevo en cada Continuar del primer paso. */
  paciente: PacienteEncontrado | undefined;
  cita: CitaGuardada | undefined;
}

export type EventoCrearCita =
  | EventoNavegacion<PasoCrearCita>
  | EventoDeCita
  | { type: 'EDITAR'; datos: Partial<DatosCita & { dni: string }> };

export function erroresBusqueda(contexto: ContextoCrearCita): Errores<'dni'> {
  return validarBusquedaPaciente({ dni: contexto.dni });
}

export function erroresAsignarDatos(contexto: ContextoCrearCita): Errores<CampoCita> {
  return erroresDeLaCita(contexto);
}

/** El cuerpo de guardarCita; el servidor pone número, estado y administrativo. */
export function nuevaCitaDe(contexto: ContextoCrearCita): NuevaCita {
  return {
    id_paciente: contexto.paciente?.id ?? 0,
    id_radiologo: contexto.datos.idProfesional ?? 0,
    fecha: contexto.datos.fecha,
    hora: contexto.datos.hora,
  };
}
