import { describe, expect, it } from 'vitest';
import { AGENDA_INICIAL, abreLaClinica } from '../src/domain/agenda';
import { addDays, hoursUntil, type WallClock } from '../src/domain/clinic-time';
import { DEMO_PEOPLE } from '../src/seed/demo-people';
import {
  type CitaDeLaDemo,
  DIAS_ADELANTE,
  DIAS_ATRAS,
  diasDeLaDemo,
  PACIENTES_DEMO,
  planDeLaDemo,
} from '../src/seed/plan';

/**
 * What a person signing in to the demo finds, and what the journeys of e2e/ rely on, on every
 * day of a year at every hour of the working day and outside it: weekends, the national
 * holidays and the days around them included. The plan is pure, so a year of dates costs
 * milliseconds; startup.test.ts writes it into a real database.
 */
const DIAS_DEL_ANIO = Array.from({ length: 366 }, (_, i) => addDays('2027-01-01', i - 1));
const HORAS = ['00:05', '07:59', '08:00', '10:30', '13:59', '14:30', '15:00', '23:59'];

const antesDeHoy = (cita: CitaDeLaDemo, now: WallClock) => cita.fecha < now.fecha;
const porDelante = (cita: CitaDeLaDemo, now: WallClock) =>
  `${cita.fecha}T${cita.hora}` > `${now.fecha}T${now.hora}`;

function problemas(now: WallClock): string[] {
  const plan = planDeLaDemo(now);
  const fallos: string[] = [];
  const falla = (condicion: boolean, texto: string) => {
    if (!condicion) fallos.push(`${now.fecha} ${now.hora}: ${texto}`);
  };
  falla(
    plan.every((cita) => abreLaClinica(AGENDA_INICIAL, cita.fecha)),
    'una cita en un día que la clínica cierra',
  );
  const ordenes = new Set(plan.map((cita) => cita.orden));
  falla(ordenes.size === plan.length, 'dos citas con el mismo orden (y número)');
  const dias = diasDeLaDemo(now.fecha);
  falla(
    dias.filter((d) => d.posicion < 0).length === DIAS_ATRAS &&
      dias.filter((d) => d.posicion > 0).length === DIAS_ADELANTE,
    'no son los días laborables de antes y de después',
  );
  falla(
    new Set(plan.map((cita) => cita.estado)).size === 3,
    'faltan estados (programada, cumplida, cancelada)',
  );

  // The demo patient: a radiology cita fulfilled with its report and one of family medicine
  // with its diagnosis, on days already gone; citas ahead, one of them at the clinic, and one
  // far enough ahead to cancel it herself (24 hours' notice).
  const suyas = plan.filter((cita) => cita.paciente === 'paciente');
  const cumplidas = suyas.filter((c) => c.estado === 'CUMPLIDA' && antesDeHoy(c, now));
  falla(
    cumplidas.some((c) => c.tipo === 'Radiologia'),
    'la paciente no tiene una radiología cumplida',
  );
  falla(
    cumplidas.some((c) => c.tipo !== 'Radiologia'),
    'la paciente no tiene una consulta cumplida',
  );
  const programadas = suyas.filter((c) => c.estado === 'EN_CURSO' && porDelante(c, now));
  falla(
    programadas.some((c) => c.tipo !== 'Telefónica - Medicina familiar'),
    'la paciente no tiene una cita presencial por delante',
  );
  falla(
    programadas.some((c) => hoursUntil(c.fecha, c.hora, now) > 24),
    'la paciente no tiene una cita que pueda cancelar con 24 horas de aviso',
  );

  // Work waiting for the professionals, on days before today.
  const pendientes = (clave: string) =>
    plan.filter((c) => c.profesional === clave && c.pendiente && antesDeHoy(c, now));
  falla(pendientes('medico').length === 1, 'el médico no tiene un diagnóstico por escribir');
  falla(pendientes('radiologo').length >= 4, 'el radiólogo no tiene informes por escribir');
  falla(
    plan.every((c) => !c.pendiente || (c.estado === 'EN_CURSO' && antesDeHoy(c, now))),
    'una cita pendiente que no es de un día pasado o no está programada',
  );
  falla(
    plan.every(
      (c) =>
        c.pendiente ||
        c.estado !== 'EN_CURSO' ||
        !(`${c.fecha}T${c.hora}` < `${now.fecha}T${now.hora}`),
    ),
    'una cita pasada programada sin ser pendiente',
  );

  // The day lists the desk opens: the last working day before today with a fulfilled cita, the
  // next one with a programmed cita to cancel.
  const dia = (posicion: number) => dias.find((d) => d.posicion === posicion)?.fecha;
  falla(
    plan.some((c) => c.fecha === dia(-1) && c.estado === 'CUMPLIDA'),
    'el último día laborable no tiene una cita cumplida',
  );
  falla(
    plan.some((c) => c.fecha === dia(1) && c.estado === 'EN_CURSO'),
    'el próximo día laborable no tiene una cita programada',
  );
  // Family medicine still to come on the second working day after today.
  const segundo = dias.find((d) => d.posicion === 2)?.fecha;
  falla(
    plan.some((c) => c.fecha === segundo && c.estado === 'EN_CURSO' && c.tipo !== 'Radiologia'),
    'el segundo día laborable no tiene consultas programadas',
  );
  // Every patient and every professional of the plan is a demo person.
  const claves = new Set(DEMO_PEOPLE.map((person) => person.key));
  falla(
    plan.every((c) => claves.has(c.paciente) && claves.has(c.profesional)),
    'una cita de alguien que no está en la demo',
  );
  falla(
    PACIENTES_DEMO.every((p) => plan.some((c) => c.paciente === p)),
    'un paciente sin citas',
  );
  return fallos;
}

describe('the demo clinic’s plan of citas', () => {
  it('shows the same things on every day of a year, at every hour', () => {
    const fallos = DIAS_DEL_ANIO.flatMap((fecha) =>
      HORAS.flatMap((hora) => problemas({ fecha, hora })),
    );
    expect(fallos).toEqual([]);
  });

  it('keeps the days before today alike whatever today is', () => {
    // The same patients, professionals, types and states before today on a Monday, a Sunday and
    // the day after a holiday: only the dates move.
    const forma = (now: WallClock) =>
      planDeLaDemo(now)
        .filter((c) => c.fecha < now.fecha)
        .map(({ fecha: _fecha, ...resto }) => resto);
    const lunes = forma({ fecha: '2026-11-30', hora: '09:00' });
    expect(forma({ fecha: '2026-11-29', hora: '09:00' })).toEqual(lunes);
    expect(forma({ fecha: '2026-12-09', hora: '18:00' })).toEqual(lunes);
    expect(forma({ fecha: '2027-01-01', hora: '12:00' })).toEqual(lunes);
  });

  it('has no cita on a weekend or a national holiday, and reaches past them', () => {
    // Sunday 29 November 2026: the five working days before (23–27) and after (30 Nov – 4 Dec).
    expect(diasDeLaDemo('2026-11-29').map((d) => d.fecha)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    // Monday 7 December 2026: Tuesday 8th (the Inmaculada) is left out; today is in.
    const dias = diasDeLaDemo('2026-12-07').map((d) => d.fecha);
    expect(dias).toContain('2026-12-07');
    expect(dias).not.toContain('2026-12-08');
    expect(dias.at(-1)).toBe('2026-12-15');
  });
});
