/**
 * The one slot rule (docs/decisiones.md (49)): a professional has a slot on a day at an hour when
 * the clinic opens that weekday, the day is neither a national holiday (domain/festivos.ts) nor
 * a closure of the clinic's, the professional works that weekday (their own hours, inside the
 * clinic's; none of their own: the clinic's) and is not absent, and the hour is one of the day's
 * slots: one every `minutosPorHueco` from the opening (`huecosDelDia`). Free slots, bookings,
 * moves, the closed days of every calendar, the demo seed and the benchmarks all ask here.
 */
import {
  diaDeLaSemana,
  type Horario,
  horaDe,
  huecosDelDia,
  MOTIVOS_DE_CIERRE,
  mensajeDelDiaCerrado,
  minutosDe,
  type TipoDeCierre,
} from '@clinica/api-client/reglas';
import { addDays, isAfter, type WallClock } from './clinic-time';
import { DomainError, MENSAJES_DOMINIO as MENSAJES } from './errors';
import { festivoNacional } from './festivos';

export type Professional = { kind: 'medico'; id: number } | { kind: 'radiologo'; id: number };

/** Hours per weekday, one row per day that opens (the clinic's, or a professional's own). */
export type WeeklyHours = readonly { dia_semana: number; hora_inicio: string; hora_fin: string }[];

/** A closure: the whole clinic's (`id_usuario` null) or one professional's absence. */
export interface CierreDeAgenda {
  tipo: TipoDeCierre;
  fecha_inicio: string;
  fecha_fin: string;
  descripcion: string;
  id_usuario: number | null;
}

/** What the rule reads: loaded from the database for each request (db/queries/agenda.ts). */
export interface Agenda {
  minutosPorHueco: number;
  /** The clinic's hours. */
  horario: WeeklyHours;
  /** The closures that may touch the days asked about (more do no harm). */
  cierres: readonly CierreDeAgenda[];
  /** Professionals' own hours by user id; none or empty: the clinic's. */
  horarios: ReadonlyMap<number, WeeklyHours>;
}

/** Monday to Friday, 08:00–15:00, hour-long citas: a new clinic's agenda (migration 012). */
export const AGENDA_INICIAL: Agenda = {
  minutosPorHueco: 60,
  horario: [1, 2, 3, 4, 5].map((dia_semana) => ({
    dia_semana,
    hora_inicio: '08:00',
    hora_fin: '15:00',
  })),
  cierres: [],
  horarios: new Map(),
};

/** Why a day has no slot: whose closure it is decides how it is told. */
export type DiaSinHuecos =
  | { por: 'dia_de_la_semana'; motivo: string }
  | { por: 'festivo'; motivo: string }
  | { por: 'ausencia'; motivo: string }
  | { por: 'no_trabaja'; motivo: string };

export const NO_TRABAJA = MOTIVOS_DE_CIERRE.noTrabaja;

const enElCierre = (cierre: CierreDeAgenda, fecha: string) =>
  fecha >= cierre.fecha_inicio && fecha <= cierre.fecha_fin;

const motivoDelCierre = (cierre: CierreDeAgenda) =>
  MOTIVOS_DE_CIERRE.cierre(cierre.tipo, cierre.descripcion);

/** The hours of a weekday in a weekly timetable. */
function horasDe(horario: WeeklyHours, dia: number): Horario | undefined {
  const fila = horario.find((entrada) => entrada.dia_semana === dia);
  return fila && { inicio: fila.hora_inicio, fin: fila.hora_fin };
}

/**
 * A professional's hours on a weekday, whatever the date: their own inside the clinic's (a day
 * the clinic does not open has none), or the clinic's when they have none of their own.
 */
export function horasDelProfesional(
  agenda: Agenda,
  dia: number,
  idProfesional: number,
): Horario | undefined {
  const clinica = horasDe(agenda.horario, dia);
  if (!clinica) return undefined;
  const propio = agenda.horarios.get(idProfesional);
  if (!propio || propio.length === 0) return clinica;
  const suyas = horasDe(propio, dia);
  if (!suyas) return undefined;
  // Kept inside the clinic's even if the clinic's hours shrank after theirs were written.
  const inicio = Math.max(minutosDe(suyas.inicio), minutosDe(clinica.inicio));
  const fin = Math.min(minutosDe(suyas.fin), minutosDe(clinica.fin));
  if (fin <= inicio) return undefined;
  return { inicio: horaDe(inicio), fin: horaDe(fin) };
}

/**
 * Why the day has no slot for the clinic (no professional given) or for that professional;
 * nothing when it has. The clinic's reasons come first, so a holiday is named as one.
 */
export function porQueCierra(
  agenda: Agenda,
  fecha: string,
  idProfesional?: number,
): DiaSinHuecos | undefined {
  const dia = diaDeLaSemana(fecha);
  if (!horasDe(agenda.horario, dia)) {
    return { por: 'dia_de_la_semana', motivo: MOTIVOS_DE_CIERRE.diaDeLaSemana(dia) };
  }
  const festivo = festivoNacional(fecha);
  if (festivo) return { por: 'festivo', motivo: MOTIVOS_DE_CIERRE.festivoNacional(festivo.nombre) };
  const deLaClinica = agenda.cierres.find((c) => c.id_usuario === null && enElCierre(c, fecha));
  if (deLaClinica) return { por: 'festivo', motivo: motivoDelCierre(deLaClinica) };
  if (idProfesional === undefined) return undefined;
  const ausencia = agenda.cierres.find(
    (c) => c.id_usuario === idProfesional && enElCierre(c, fecha),
  );
  if (ausencia) return { por: 'ausencia', motivo: motivoDelCierre(ausencia) };
  if (!horasDelProfesional(agenda, dia, idProfesional)) {
    return { por: 'no_trabaja', motivo: NO_TRABAJA };
  }
  return undefined;
}

/** Whether the clinic opens that day at all (for anyone): its weekday, no holiday, no closure. */
export const abreLaClinica = (agenda: Agenda, fecha: string) =>
  porQueCierra(agenda, fecha) === undefined;

/** A booking's refusal on a day without slots, at the `fecha` field (one rule in reglas). */
export const mensajeDiaCerrado = (cierre: DiaSinHuecos): string => mensajeDelDiaCerrado(cierre);

/** The clinic's own slots on a date (any professional with its hours): none when it closes. */
export function huecosDeLaClinica(agenda: Agenda, fecha: string): string[] {
  if (porQueCierra(agenda, fecha)) return [];
  return huecosDelDia(horasDe(agenda.horario, diaDeLaSemana(fecha)), agenda.minutosPorHueco);
}

/** The slots of a weekday for a professional, closures aside: their hours cut into citas. */
export const huecosDeLaSemana = (agenda: Agenda, dia: number, idProfesional: number) =>
  huecosDelDia(horasDelProfesional(agenda, dia, idProfesional), agenda.minutosPorHueco);

/** The professional's slots on a date: none on a day without slots. */
export function huecosDe(agenda: Agenda, fecha: string, idProfesional: number): string[] {
  if (porQueCierra(agenda, fecha, idProfesional)) return [];
  return huecosDeLaSemana(agenda, diaDeLaSemana(fecha), idProfesional);
}

/**
 * Whether a cita on that date and hour still starts one of the professional's weekly slots:
 * what a change of hours or slot length must keep for every live cita ahead (closures are
 * checked by their own dates).
 */
export const conservaSuHueco = (
  agenda: Agenda,
  cita: { fecha: string; hora: string; idProfesional: number },
) => huecosDeLaSemana(agenda, diaDeLaSemana(cita.fecha), cita.idProfesional).includes(cita.hora);

/**
 * The last day a cita may be booked on: `days` days after today in the clinic
 * (CLINICA_BOOKING_HORIZON_DAYS). The booking check and the free-slot listing both ask here, so
 * a slot is never offered that booking then refuses.
 */
export function lastBookableDay(now: WallClock, days: number): string {
  return addDays(now.fecha, days);
}

/** Whether a day is within the days free slots are offered for (today to the horizon). */
export function withinHorizon(fecha: string, now: WallClock, horizonDays: number): boolean {
  return fecha >= now.fecha && fecha <= lastBookableDay(now, horizonDays);
}

/**
 * A new or moved cita must be in the future (clinic time), on a day with slots and at the start
 * of one of the professional's slots. Taken slots are left to the database's unique indexes.
 */
export function checkBookable(
  agenda: Agenda,
  idProfesional: number,
  fecha: string,
  hora: string,
  now: WallClock,
): void {
  if (!isAfter(fecha, hora, now)) {
    throw new DomainError('cita_pasada', MENSAJES.citaPasada, { fecha: MENSAJES.citaPasada });
  }
  const cerrado = porQueCierra(agenda, fecha, idProfesional);
  if (cerrado) {
    const mensaje = mensajeDiaCerrado(cerrado);
    throw new DomainError('dia_cerrado', mensaje, { fecha: mensaje });
  }
  const horas = horasDelProfesional(agenda, diaDeLaSemana(fecha), idProfesional) as Horario;
  const minuto = minutosDe(hora);
  if (minuto < minutosDe(horas.inicio) || minuto + agenda.minutosPorHueco > minutosDe(horas.fin)) {
    throw new DomainError('fuera_de_horario', MENSAJES.fueraDeHorario, {
      hora: MENSAJES.fueraDeHorario,
    });
  }
  if (!huecosDelDia(horas, agenda.minutosPorHueco).includes(hora)) {
    const mensaje = mensajeHoraSinHueco(horas.inicio, agenda.minutosPorHueco);
    throw new DomainError('hora_no_es_hueco', mensaje, { hora: mensaje });
  }
}

/** 'Las citas empiezan cada 60 minutos desde las 08:00: elige una de esas horas.' */
export const mensajeHoraSinHueco = (apertura: string, minutos: number) =>
  `Las citas empiezan cada ${minutos} minutos desde las ${apertura}: elige una de esas horas.`;

/**
 * The professional's free slots on a day, only those a booking would accept: `taken` are the
 * hours of their live citas that day. Nothing outside `withinHorizon`.
 */
export function freeSlots(
  agenda: Agenda,
  idProfesional: number,
  taken: readonly string[],
  fecha: string,
  now: WallClock,
  horizonDays: number,
): string[] {
  if (!withinHorizon(fecha, now, horizonDays)) return [];
  const busy = new Set(taken);
  return huecosDe(agenda, fecha, idProfesional).filter(
    (slot) => !busy.has(slot) && isAfter(fecha, slot, now),
  );
}
