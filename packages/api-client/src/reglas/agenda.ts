/**
 * The Agenda's rules (docs/decisiones.md (49)): what a weekly timetable, a professional's hours
 * and a closure must be, with the Spanish message for each mistake. The server refuses with
 * them, the mocks do the same, and the responsable's screens show them at the field.
 */
import type { PorQueCierra } from '../types';
import { sumarDias } from './calendario';
import { type Horario, horaDe, minutosDe } from './horario';
import { MENSAJE_TELEFONO } from './telefono';

/** Weekday names, ISO order (1 lunes … 7 domingo). */
export const NOMBRES_DE_DIA: Readonly<Record<number, string>> = {
  1: 'lunes',
  2: 'martes',
  3: 'miércoles',
  4: 'jueves',
  5: 'viernes',
  6: 'sábado',
  7: 'domingo',
};

/** The slot lengths a clinic can choose (the contract's `MinutosPorHueco`). */
export const DURACIONES_DE_CITA: readonly number[] = [10, 15, 20, 30, 45, 60, 90, 120];

/** What a closure is: a holiday closes the clinic, an absence a professional. */
export const TIPOS_DE_CIERRE = {
  festivo_autonomico: 'Festivo autonómico',
  festivo_local: 'Festivo local',
  vacaciones: 'Vacaciones',
  baja: 'Baja',
  otro: 'Otra ausencia',
} as const;
export type TipoDeCierre = keyof typeof TIPOS_DE_CIERRE;

/** Whether a closure of this kind closes the whole clinic (else one professional). */
export const cierraLaClinica = (tipo: TipoDeCierre) =>
  tipo === 'festivo_autonomico' || tipo === 'festivo_local';

/** A closure lasts at most this many days. */
export const DIAS_MAXIMOS_DE_CIERRE = 366;

export const MENSAJES_AGENDA = {
  finAntesDeInicio: 'La hora de cierre tiene que ser posterior a la de apertura.',
  sinDuracion: 'Elige la duración de las citas.',
  nombre: 'Escribe el nombre de la clínica.',
  direccion: 'Escribe la dirección de la clínica.',
  telefono: MENSAJE_TELEFONO,
  diaRepetido: 'Cada día de la semana aparece una sola vez.',
  cierreEnElPasado: 'Un cierre no puede empezar antes de hoy.',
  finDeCierreAntes: 'El último día no puede ser anterior al primero.',
  cierreDemasiadoLargo: 'Un cierre dura como mucho un año.',
  festivoConProfesional: 'Un festivo cierra toda la clínica: no elijas ningún profesional.',
  ausenciaSinProfesional: 'Elige quién se ausenta.',
  sinDescripcion: 'Escribe el motivo del cierre.',
} as const;

/** The message when slots of `minutos` do not fit the hours exactly. */
export const mensajeDuracionNoCabe = (horario: Readonly<Horario>, minutos: number) =>
  `De ${horario.inicio} a ${horario.fin} no caben citas de ${minutos} minutos justas: cambia las horas o la duración.`;

/** 'los lunes', 'los sábados': a weekday every week. */
export const losDias = (dia: number) =>
  `los ${NOMBRES_DE_DIA[dia]}${dia === 6 || dia === 7 ? 's' : ''}`;

/**
 * Why a day has no slot, as the server's `diasCerrados` and refusals say it and the mocks
 * repeat it: the clinic's weekday, a national holiday, a closure, or the professional's own.
 */
export const MOTIVOS_DE_CIERRE = {
  diaDeLaSemana: (dia: number) => `La clínica no abre ${losDias(dia)}.`,
  festivoNacional: (nombre: string) => `Festivo nacional: ${nombre}`,
  cierre: (tipo: TipoDeCierre, descripcion: string) => `${TIPOS_DE_CIERRE[tipo]}: ${descripcion}`,
  noTrabaja: 'No trabaja ese día.',
} as const;

/**
 * A booking's refusal of a day without consultation, at its `fecha` field, by the server and the
 * screens alike: the clinic's reason as it is ('La clínica no abre los sábados.', a holiday by
 * name); a professional's absence without its reason, which is theirs, not the patient's.
 */
export function mensajeDelDiaCerrado(
  cierre: { por: PorQueCierra; motivo: string },
  profesional?: 'medico' | 'radiologo',
): string {
  switch (cierre.por) {
    case 'dia_de_la_semana':
      return `${cierre.motivo} Elige otro día.`;
    case 'festivo':
      return `La clínica cierra ese día (${cierre.motivo}). Elige otro día.`;
    default: {
      const quien =
        profesional === 'radiologo'
          ? 'El radiólogo'
          : profesional === 'medico'
            ? 'El médico'
            : 'El profesional';
      return `${quien} no pasa consulta ese día. Elige otro día.`;
    }
  }
}

/** The message when a professional's day is outside the clinic's. */
export const mensajeFueraDeLaClinica = (dia: number, clinica: Readonly<Horario> | undefined) =>
  clinica
    ? `El ${NOMBRES_DE_DIA[dia]} la clínica abre de ${clinica.inicio} a ${clinica.fin}: el horario tiene que estar dentro.`
    : MOTIVOS_DE_CIERRE.diaDeLaSemana(dia);

/** What is wrong with one day's hours with slots of `minutos`, or nothing. */
export function problemaDeHorarioDelDia(
  horario: Readonly<Horario>,
  minutos: number,
): string | undefined {
  const inicio = minutosDe(horario.inicio);
  const fin = minutosDe(horario.fin);
  if (fin <= inicio) return MENSAJES_AGENDA.finAntesDeInicio;
  if ((fin - inicio) % minutos !== 0) return mensajeDuracionNoCabe(horario, minutos);
  return undefined;
}

export interface DiaDelHorario {
  dia_semana: number;
  hora_inicio: string;
  hora_fin: string;
}

const horarioDe = (dia: DiaDelHorario): Horario => ({ inicio: dia.hora_inicio, fin: dia.hora_fin });

/**
 * What is wrong with a weekly timetable, by field (`horario.<día>`): each day once, each day's
 * hours valid and, for a professional's (`clinica` given), inside the clinic's hours that day.
 */
export function problemasDelHorarioSemanal(
  horario: readonly DiaDelHorario[],
  minutos: number,
  clinica?: readonly DiaDelHorario[],
): Record<string, string> {
  const errores: Record<string, string> = {};
  const vistos = new Set<number>();
  for (const dia of horario) {
    const campo = `horario.${dia.dia_semana}`;
    if (vistos.has(dia.dia_semana)) {
      errores[campo] = MENSAJES_AGENDA.diaRepetido;
      continue;
    }
    vistos.add(dia.dia_semana);
    const problema = problemaDeHorarioDelDia(horarioDe(dia), minutos);
    if (problema) {
      errores[campo] = problema;
      continue;
    }
    if (clinica) {
      const abre = clinica.find((d) => d.dia_semana === dia.dia_semana);
      const dentro =
        abre !== undefined &&
        minutosDe(dia.hora_inicio) >= minutosDe(abre.hora_inicio) &&
        minutosDe(dia.hora_fin) <= minutosDe(abre.hora_fin);
      if (!dentro) {
        errores[campo] = mensajeFueraDeLaClinica(dia.dia_semana, abre && horarioDe(abre));
      }
    }
  }
  return errores;
}

/** What is wrong with a new closure, by field, given today in the clinic. */
export function problemasDelCierre(
  cierre: {
    tipo: TipoDeCierre;
    fecha_inicio: string;
    fecha_fin?: string | undefined;
    descripcion: string;
    id_usuario?: number | null | undefined;
  },
  hoy: string,
): Record<string, string> {
  const errores: Record<string, string> = {};
  const fin = cierre.fecha_fin ?? cierre.fecha_inicio;
  if (cierre.fecha_inicio < hoy) errores.fecha_inicio = MENSAJES_AGENDA.cierreEnElPasado;
  if (fin < cierre.fecha_inicio) errores.fecha_fin = MENSAJES_AGENDA.finDeCierreAntes;
  else if (fin >= sumarDias(cierre.fecha_inicio, DIAS_MAXIMOS_DE_CIERRE)) {
    errores.fecha_fin = MENSAJES_AGENDA.cierreDemasiadoLargo;
  }
  if (!cierre.descripcion.trim()) errores.descripcion = MENSAJES_AGENDA.sinDescripcion;
  if (cierraLaClinica(cierre.tipo) && cierre.id_usuario != null) {
    errores.id_usuario = MENSAJES_AGENDA.festivoConProfesional;
  } else if (!cierraLaClinica(cierre.tipo) && cierre.id_usuario == null) {
    errores.id_usuario = MENSAJES_AGENDA.ausenciaSinProfesional;
  }
  return errores;
}

/** The hours a slot of `minutos` starting at `hora` ends at ('HH:MM'). */
export const finDelHueco = (hora: string, minutos: number) => horaDe(minutosDe(hora) + minutos);
