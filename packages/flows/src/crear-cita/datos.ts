/**
 * Los datos de 'Crear cita': el DNI, el paciente encontrado, la cita que se escribe, las reglas
 * de cada paso y el cuerpo de la petición. La máquina (machine.ts) los usa; aquí no hay estados.
 */
import { type CampoCita, citaAsignada } from '../cita/datosCita';
import { type ContextoDeCita, type EventoDeCita, erroresDeLaCita } from '../cita/maquina';
import type {
  CitaAsignada,
  CitaGuardada,
  DatosCita,
  Errores,
  NuevaCita,
  PacienteEncontrado,
} from '../tipos';
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

/** Lo que se guarda: el paciente encontrado y la cita con todo elegido. */
export interface CitaParaGuardar {
  paciente: PacienteEncontrado;
  cita: CitaAsignada;
}

/**
 * Lo escrito, completo. 'Confirmar datos' solo lleva a enviar con los dos pasos hechos (el
 * paciente encontrado, la cita asignada): si aquí falta algo, el error es de la máquina.
 */
export function citaParaGuardar({ paciente, datos }: ContextoCrearCita): CitaParaGuardar {
  if (!paciente) throw new Error('crearCitaMachine: se envía sin paciente encontrado.');
  return { paciente, cita: citaAsignada(datos) };
}

/** El cuerpo de guardarCita; el servidor pone número, estado y administrativo. */
export function nuevaCitaDe({ paciente, cita }: CitaParaGuardar): NuevaCita {
  return {
    id_paciente: paciente.id,
    id_radiologo: cita.idProfesional,
    fecha: cita.fecha,
    hora: cita.hora,
  };
}
