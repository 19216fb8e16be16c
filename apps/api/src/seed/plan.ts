import { AGENDA_INICIAL, abreLaClinica } from '../domain/agenda';
import { addDays, type WallClock } from '../domain/clinic-time';

/**
 * The demo clinic's citas, as a plan: which day, hour, professional, patient, type and state each
 * one has, worked out from `now` alone. The seed writes it (seed.ts); the journeys read it to know
 * what the demo holds on the day they run (e2e/datos.ts); a test walks it over every day of a
 * year, so the demo shows the same things whatever the date, weekends and holidays included.
 *
 * The days are the clinic's working days, not calendar days: the DIAS_ATRAS working days before
 * today, today when the clinic opens, and the DIAS_ADELANTE working days after it (Monday to
 * Friday, never a national holiday, by the one slot rule: docs/decisiones.md (49)). So the days
 * before today always look alike, whichever weekday or holiday today is.
 */
export const DIAS_ATRAS = 5;
export const DIAS_ADELANTE = 5;

export type ClaveDemo = string;
export type TipoDeCitaDemo =
  | 'Radiologia'
  | 'Presencial - Medicina familiar'
  | 'Telefónica - Medicina familiar';
export type EstadoDeCitaDemo = 'EN_CURSO' | 'CUMPLIDA' | 'CANCELADA';

export interface CitaDeLaDemo {
  /** Its place in the plan, from 1: the seed makes its number from it. */
  orden: number;
  fecha: string;
  hora: string;
  /** The professional's key among the demo people (demo-people.ts). */
  profesional: ClaveDemo;
  /** The patient's key among the demo people. */
  paciente: ClaveDemo;
  tipo: TipoDeCitaDemo;
  estado: EstadoDeCitaDemo;
  /**
   * Held (its time has passed) but still waiting for the professional's diagnosis or report:
   * the doctor and the radiologists find work to do when they sign in.
   */
  pendiente: boolean;
}

/** Which professional works at which hour each working day. */
export const HUECOS_DIARIOS: ReadonlyArray<{ profesional: ClaveDemo; hora: string }> = [
  { profesional: 'medico', hora: '08:00' },
  { profesional: 'medico', hora: '11:00' },
  { profesional: 'medico2', hora: '09:00' },
  { profesional: 'medico2', hora: '12:00' },
  { profesional: 'radiologo', hora: '10:00' },
  { profesional: 'radiologo', hora: '13:00' },
  { profesional: 'radiologo2', hora: '14:00' },
];

/** The demo's patients, in the order the plan hands them citas. */
export const PACIENTES_DEMO: readonly ClaveDemo[] = [
  'paciente',
  'paciente2',
  'paciente3',
  'paciente4',
  'paciente5',
  'paciente6',
];

const abre = (fecha: string) => abreLaClinica(AGENDA_INICIAL, fecha);

/**
 * The working days the demo's citas fall on around `hoy`, in order, with each one's place:
 * negative before today, 0 today (only when the clinic opens), positive after.
 */
export function diasDeLaDemo(hoy: string): Array<{ fecha: string; posicion: number }> {
  const antes: Array<{ fecha: string; posicion: number }> = [];
  for (let fecha = addDays(hoy, -1); antes.length < DIAS_ATRAS; fecha = addDays(fecha, -1)) {
    if (abre(fecha)) antes.unshift({ fecha, posicion: -antes.length - 1 });
  }
  const despues: Array<{ fecha: string; posicion: number }> = [];
  for (let fecha = addDays(hoy, 1); despues.length < DIAS_ADELANTE; fecha = addDays(fecha, 1)) {
    if (abre(fecha)) despues.push({ fecha, posicion: despues.length + 1 });
  }
  return [...antes, ...(abre(hoy) ? [{ fecha: hoy, posicion: 0 }] : []), ...despues];
}

/**
 * Left held and unwritten on the last working days before today: the demo doctor's last cita
 * (one diagnosis to write) and the radiologists' on the last two days (reports to write; the
 * journeys each report one of them, as a radiologist works through the list).
 */
function quedaPendiente(posicion: number, profesional: ClaveDemo, hora: string): boolean {
  if (profesional === 'medico') return posicion === -1 && hora === '11:00';
  if (profesional === 'radiologo') return posicion === -1 || posicion === -2;
  if (profesional === 'radiologo2') return posicion === -1;
  return false;
}

/**
 * The plan of the demo's citas for the clinic's `now`. On each day the slots of HUECOS_DIARIOS
 * are given, in turn, to the demo's patients; one in seven is cancelled; a cita whose time has
 * passed is fulfilled (with its diagnosis or report) unless it is one left pending.
 * A cita is numbered by its working day's place, never by the calendar, so the plan before
 * today is the same on any date.
 */
export function planDeLaDemo(now: WallClock): CitaDeLaDemo[] {
  const plan: CitaDeLaDemo[] = [];
  for (const { fecha, posicion } of diasDeLaDemo(now.fecha)) {
    const dia = posicion + DIAS_ATRAS;
    for (const [indice, { profesional, hora }] of HUECOS_DIARIOS.entries()) {
      const orden = dia * HUECOS_DIARIOS.length + indice + 1;
      const radiologia = profesional.startsWith('radiologo');
      const pasada = `${fecha}T${hora}` < `${now.fecha}T${now.hora}`;
      const pendiente = pasada && quedaPendiente(posicion, profesional, hora);
      // One cita in seven, never one left pending (that one is the professional's to write).
      const cancelada = !pendiente && (dia * 3 + indice) % 7 === 2;
      plan.push({
        orden,
        fecha,
        hora,
        profesional,
        paciente: PACIENTES_DEMO[(dia + indice) % PACIENTES_DEMO.length] as ClaveDemo,
        tipo: radiologia
          ? 'Radiologia'
          : orden % 3 === 0
            ? 'Telefónica - Medicina familiar'
            : 'Presencial - Medicina familiar',
        estado: cancelada ? 'CANCELADA' : pasada && !pendiente ? 'CUMPLIDA' : 'EN_CURSO',
        pendiente,
      });
    }
  }
  return plan;
}
