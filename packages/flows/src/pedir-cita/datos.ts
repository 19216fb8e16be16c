/**
 * Los datos de 'Pedir cita' y lo que se deriva de ellos: lo que el paciente elige, las reglas de
 * cada paso y el cuerpo de la petición. La máquina (machine.ts) los usa; aquí no hay estados.
 */
import type { DiaCerrado, PeticionCita, TipoCitaPaciente } from '@clinica/api-client';
import { comoFallo, erroresDeCampos, estadoDelFallo } from '../errores/fallos';
import type { Carga, CitaGuardada, Errores, Profesional } from '../tipos';
import { validarFechaCita } from '../validacion/fecha';
import { validarHora } from '../validacion/hora';
import { validarMedico } from '../validacion/obligatorio';
import type { ContextoAsistente, EventoNavegacion } from '../wizard/machine';
import { type Hueco, mismoHueco } from './huecosCercanos';
import type { CampoPedirCita, PasoPedirCita } from './steps';
import {
  MENSAJE_CITA_OBLIGATORIA,
  MENSAJE_CITA_OCUPADA,
  MENSAJE_HORA_DESEADA,
  MENSAJE_TIPO_OBLIGATORIO,
} from './texts';

/** Lo que el paciente elige, paso a paso. */
export interface DatosPedirCita {
  tipoCita: TipoCitaPaciente | '';
  idProfesional: number | null;
  /** Lo que le viene bien al paciente ('AAAA-MM-DD', 'HH:MM'): solo sirve para buscar huecos. */
  fechaDeseada: string;
  horaDeseada: string;
  /** La cita libre elegida, una de `huecos` tal como llegó; con `idProfesional`, lo que se pide. */
  hueco: Hueco | null;
}

export const DATOS_PEDIR_CITA_VACIOS: DatosPedirCita = {
  tipoCita: '',
  idProfesional: null,
  fechaDeseada: '',
  horaDeseada: '',
  hueco: null,
};

/** La cita pedida, con lo que la confirmación y el calendario cuentan de ella. */
export interface CitaPedida extends CitaGuardada {
  tipo_cita: string;
  /** El nombre del médico elegido. */
  medico: string;
}

/** Lo que se pide al buscar citas libres cercanas. */
export interface DeseoDeCita {
  idProfesional: number;
  fecha: string;
  hora: string;
  hoy: string;
}

export interface ContextoPedirCita extends ContextoAsistente {
  errores: Errores<CampoPedirCita>;
  hoy: string;
  datos: DatosPedirCita;
  medicos: Carga<Profesional>;
  /** Las citas libres más cercanas a lo deseado; se piden de nuevo al llegar al paso 4. */
  huecos: Carga<Hueco>;
  /**
   * Los días sin huecos del médico elegido (festivos, cierres, los que no trabaja) el año que
   * viene, que el calendario del paso 3 no deja elegir (docs/decisiones.md (49)). Falta en una
   * instantánea guardada antes.
   */
  diasCerrados?: Carga<DiaCerrado>;
  cita: CitaPedida | undefined;
}

export type EventoPedirCita =
  | EventoNavegacion<PasoPedirCita>
  | { type: 'EDITAR'; datos: Partial<DatosPedirCita> }
  | { type: 'REINTENTAR_MEDICOS' }
  | { type: 'REINTENTAR_HUECOS' }
  /** En 'Error al crear la cita': enviar otra vez. */
  | { type: 'REINTENTAR' };

export function erroresTipoCita(c: ContextoPedirCita): Errores<'tipoCita'> {
  return c.datos.tipoCita ? {} : { tipoCita: MENSAJE_TIPO_OBLIGATORIO };
}

export function erroresMedico(c: ContextoPedirCita): Errores<'idProfesional'> {
  const error = validarMedico(c.datos.idProfesional);
  return error ? { idProfesional: error } : {};
}

export function erroresFechaDeseada(c: ContextoPedirCita): Errores<'fechaDeseada' | 'horaDeseada'> {
  const fecha = validarFechaCita(c.datos.fechaDeseada, c.hoy);
  const hora = c.datos.horaDeseada ? validarHora(c.datos.horaDeseada) : MENSAJE_HORA_DESEADA;
  return { ...(fecha ? { fechaDeseada: fecha } : {}), ...(hora ? { horaDeseada: hora } : {}) };
}

/** La cita elegida es una de las que el servidor acaba de dar como libres. */
export function erroresCitaElegida(c: ContextoPedirCita): Errores<'hueco'> {
  const elegido = c.datos.hueco;
  const libre = elegido !== null && c.huecos.datos.some((h) => mismoHueco(h, elegido));
  return elegido && (libre || c.huecos.estado !== 'lista')
    ? {}
    : { hueco: MENSAJE_CITA_OBLIGATORIA };
}

/** Lo elegido con todos los pasos hechos: lo único con que se pide la cita. */
export interface CitaElegida {
  tipoCita: TipoCitaPaciente;
  idProfesional: number;
  hueco: Hueco;
}

/**
 * Lo elegido, completo. El resumen solo lleva a enviar con todos los pasos hechos (la guarda
 * `todoHecho`): si aquí falta algo, el error es de la máquina, no del paciente.
 */
export function citaElegida({ datos }: ContextoPedirCita): CitaElegida {
  const { tipoCita, idProfesional, hueco } = datos;
  if (tipoCita === '' || idProfesional === null || hueco === null) {
    throw new Error('pedirCitaMachine: se envía sin tipo, médico o cita elegidos.');
  }
  return { tipoCita, idProfesional, hueco };
}

/** El cuerpo de pedirCita: el hueco elegido con ese médico. */
export function peticionDe({ tipoCita, idProfesional, hueco }: CitaElegida): PeticionCita {
  return { tipo_cita: tipoCita, id_medico: idProfesional, fecha: hueco.fecha, hora: hueco.hora };
}

/** El nombre del médico elegido, si ya se conoce. */
export function nombreDelMedico(c: Pick<ContextoPedirCita, 'datos' | 'medicos'>): string {
  return (
    c.medicos.datos.find((m) => m.idProfesional === c.datos.idProfesional)?.nombre_completo ?? ''
  );
}

/**
 * Un fallo al pedir que se arregla eligiendo otra cita: el 409 de una cita ocupada (o pasada)
 * y los errores del servidor en la fecha o la hora.
 */
export function esFalloDelHueco(error: unknown): boolean {
  const deCampos = erroresDeCampos(error, ['fecha', 'hora']);
  return estadoDelFallo(error) === 409 || Object.keys(deCampos).length > 0;
}

/** Lo escrito sobre lo elegido: otro médico, otra fecha u otra hora deseada deja la cita sin elegir. */
export function datosEditados(
  datos: DatosPedirCita,
  cambios: Partial<DatosPedirCita>,
): DatosPedirCita {
  const cambiaDeseo = (['idProfesional', 'fechaDeseada', 'horaDeseada'] as const).some(
    (campo) => cambios[campo] !== undefined && cambios[campo] !== datos[campo],
  );
  return {
    ...datos,
    ...cambios,
    ...(cambiaDeseo && cambios.hueco === undefined ? { hueco: null } : {}),
  };
}

/** Los datos con la cita elegida solo si sigue entre las libres que acaban de llegar. */
export function conHuecoLibre(datos: DatosPedirCita, libres: readonly Hueco[]): DatosPedirCita {
  const { hueco } = datos;
  const sigueLibre = hueco !== null && libres.some((h) => mismoHueco(h, hueco));
  return sigueLibre ? datos : { ...datos, hueco: null };
}

/**
 * El mensaje de una cita que se ha ocupado al pedirla: con palabras del paciente, o las del
 * servidor si dice otro motivo.
 */
export function mensajeDeHuecoOcupado(error: unknown): string {
  const delServidor =
    Object.values(erroresDeCampos(error, ['fecha', 'hora']))[0] ?? comoFallo(error)?.message;
  return !delServidor || /ocupad|hueco/i.test(delServidor) ? MENSAJE_CITA_OCUPADA : delServidor;
}
