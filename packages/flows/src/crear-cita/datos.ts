/**
 * Los datos de 'Crear cita': el DNI, el paciente encontrado, la cita que se escribe, las reglas
 * de cada paso y el cuerpo de la petición. La máquina (machine.ts) los usa; aquí no hay estados.
 */
import { horasDeCitasRepetidas } from '../cita/citaRepetida';
import { type CampoCita, citaAsignada } from '../cita/datosCita';
import { type ContextoDeCita, type EventoDeCita, erroresDeLaCita } from '../cita/machine';
import type {
  Carga,
  CitaAsignada,
  CitaDelPaciente,
  CitaGuardada,
  DatosCita,
  Errores,
  NuevaCita,
  PacienteElegido,
  TipoCitaMostrador,
} from '../tipos';
import { validarBusquedaPaciente } from '../validacion/formularios';
import type { EventoNavegacion } from '../wizard/machine';
import type { CampoCrearCita, PasoCrearCita } from './steps';
import { TEXTOS_CREAR_CITA } from './texts';

export interface ContextoCrearCita extends ContextoDeCita {
  errores: Errores<CampoCrearCita>;
  dni: string;
  /** Vino con un DNI ('Dar cita'): se busca una vez al empezar. */
  buscarAlEmpezar?: boolean;
  /**
   * Vino con el id del paciente ('Dar cita' desde su ficha o al crearlo): se lee una vez al
   * empezar. Así se da cita a un menor sin documento (docs/decisiones.md (52)).
   */
  cargarAlEmpezar?: number;
  /**
   * El paciente encontrado por el documento (se busca de nuevo en cada Continuar del primer paso)
   * o el elegido por su id, que puede no tener documento.
   */
  paciente: PacienteElegido | undefined;
  /**
   * De radiología (con un radiólogo) o de medicina familiar, presencial o telefónica (con un
   * médico); `profesional` le sigue. Empieza en radiología, lo que más da el mostrador.
   */
  tipoCita: TipoCitaMostrador;
  /**
   * Las citas del paciente encontrado, para avisar de otra el mismo día con el mismo profesional.
   * Si no se pueden leer no se avisa de nada, y nada se detiene.
   */
  citasDelPaciente: Carga<CitaDelPaciente>;
  cita: CitaGuardada | undefined;
}

/** Lo que se escribe en los dos primeros pasos: el DNI, el tipo de cita y la cita. */
export type CambiosCrearCita = Partial<DatosCita & { dni: string; tipoCita: TipoCitaMostrador }>;

export type EventoCrearCita =
  | EventoNavegacion<PasoCrearCita>
  | EventoDeCita
  | { type: 'EDITAR'; datos: CambiosCrearCita };

export function erroresBusqueda(contexto: ContextoCrearCita): Errores<'dni'> {
  if (elegidoSinDocumento(contexto)) return {};
  return validarBusquedaPaciente({ dni: contexto.dni });
}

/**
 * Un paciente sin documento elegido por su id, con el campo del documento vacío: no hay nada que
 * buscar y el primer paso está hecho. Escribir un documento busca a otro paciente.
 */
export function elegidoSinDocumento({ paciente, dni }: ContextoCrearCita): boolean {
  return paciente !== undefined && paciente.documento === null && dni.trim() === '';
}

/** El paciente como lo leen los pasos: su nombre y su documento, o que no lo tiene. */
export function pacienteLegible(paciente: PacienteElegido): string {
  return `${paciente.nombre_completo} (${paciente.documento ?? TEXTOS_CREAR_CITA.sinDocumento})`;
}

export function erroresAsignarDatos(contexto: ContextoCrearCita): Errores<CampoCita> {
  return erroresDeLaCita(contexto);
}

/**
 * Las horas de las otras citas vivas del paciente el día y con el profesional elegidos: el aviso
 * de 'Asignar datos' y del resumen (docs/decisiones.md (51)).
 */
export function horasRepetidas(contexto: ContextoCrearCita): string[] {
  return horasDeCitasRepetidas(contexto.citasDelPaciente, contexto.datos, contexto.profesional);
}

/** Lo que se guarda: el paciente encontrado, el tipo de cita y la cita con todo elegido. */
export interface CitaParaGuardar {
  paciente: PacienteElegido;
  tipoCita: TipoCitaMostrador;
  cita: CitaAsignada;
}

/**
 * Lo escrito, completo. 'Confirmar datos' solo lleva a enviar con los dos pasos hechos (el
 * paciente encontrado, la cita asignada): si aquí falta algo, el error es de la máquina.
 */
export function citaParaGuardar({ paciente, tipoCita, datos }: ContextoCrearCita): CitaParaGuardar {
  if (!paciente) throw new Error('crearCitaMachine: se envía sin paciente encontrado.');
  return { paciente, tipoCita, cita: citaAsignada(datos) };
}

/**
 * El cuerpo de guardarCita, uno de los dos del contrato: la radiología con su radiólogo, la
 * medicina familiar con su tipo y su médico. El servidor pone número, estado y administrativo.
 */
export function nuevaCitaDe({ paciente, tipoCita, cita }: CitaParaGuardar): NuevaCita {
  const { fecha, hora, idProfesional } = cita;
  if (tipoCita === 'Radiologia') {
    return { id_paciente: paciente.id, id_radiologo: idProfesional, fecha, hora };
  }
  return { tipo_cita: tipoCita, id_paciente: paciente.id, id_medico: idProfesional, fecha, hora };
}
