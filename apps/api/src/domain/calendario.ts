/**
 * A cita as an iCalendar file (RFC 5545), written by `ical-generator`: what 'Añadir al
 * calendario' downloads, and what an e-mail invitation will attach. One event in the clinic's
 * wall-clock time with its VTIMEZONE (`@touch4it/ical-timezones`), so any calendar shows the hour
 * the clinic gave whatever the phone's zone.
 */

import type { TipoCita } from '@clinica/api-client';
import { NOMBRES_DE_ROL, type RolDelPersonal } from '@clinica/api-client/reglas';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalAlarmType, ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { EstadoCita } from '../db/schema';
import { addDays } from './clinic-time';

export interface CitaParaCalendario {
  num_cita: string;
  /** 'AAAA-MM-DD' in the clinic. */
  fecha: string;
  /** 'HH:MM' in the clinic. */
  hora: string;
  tipo_cita: string;
  estado: EstadoCita;
  /** The doctor or radiologist, for the description. */
  profesional: { nombre: string; rol: RolDelPersonal } | null;
  /** In a telephone cita, the number they will call: the event's place is the call. */
  telefono: string | null;
  /** How many times the cita has changed since it was made (moved, cancelled): SEQUENCE. */
  cambios: number;
}

export interface OpcionesDeCalendario {
  /**
   * The clinic as its responsable wrote it ('Agenda', the database): its name and address are the
   * place of an in-person cita, its slot length the event's length.
   */
  clinica: { nombre: string; direccion: string; minutos_por_hueco: number };
  /** The clinic's zone (CLINICA_TZ), in which `fecha` and `hora` are read. */
  zonaHoraria: string;
  /** DTSTAMP: when the file is made. */
  ahora: Date;
  /**
   * An e-mail invitation (docs/decisiones.md (50)) instead of a download: METHOD:REQUEST (made
   * or moved) or CANCEL (cancelled), with the clinic as organizer and the patient as attendee, as
   * calendar apps need to update the one event; its title and description name only the kind of
   * cita ('Radiología', 'Medicina familiar'), no clinical detail.
   */
  invitacion?: {
    organizador: { nombre: string; email: string };
    asistente: { nombre: string; email: string };
    especialidad: string;
  };
}

/** The one kind of cita held by phone: its place is the call, not the clinic. */
export const TIPO_TELEFONICA: TipoCita = 'Telefónica - Medicina familiar';

/** The event's reminders: the day before and an hour before (seconds before the start). */
const AVISOS = [
  { antes: 24 * 60 * 60, texto: 'mañana' },
  { antes: 60 * 60, texto: 'dentro de una hora' },
] as const;

/** The stable UID of a cita's event: a calendar that imports it again updates the same event. */
export const uidDeCita = (numCita: string) => `cita-${numCita}@clinica`;

/** The file's name: 'cita-48213K.ics'. */
export const archivoDeCalendario = (numCita: string) => `cita-${numCita}.ics`;

/** '612345678' → '612 345 678', as a phone number is said. */
export const telefonoLegible = (telefono: string) =>
  /^\d{9}$/.test(telefono) ? telefono.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3') : telefono;

/**
 * A wall-clock moment as ical-generator reads one for an event with a time zone: a string
 * without an offset, which `new Date` takes as the process's local time and ical-generator writes
 * back with the same local fields. So the clinic's hour reaches the file unchanged whatever the
 * server's own zone (a cita never falls in the hour a clock change skips: the clinic is closed).
 */
function horaDePared(fecha: string, hora: string, minutosDespues = 0): string {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const total = h * 60 + m + minutosDespues;
  const dia = addDays(fecha, Math.floor(total / (24 * 60)));
  const resto = total % (24 * 60);
  const hh = String(Math.floor(resto / 60)).padStart(2, '0');
  const mm = String(resto % 60).padStart(2, '0');
  return `${dia}T${hh}:${mm}:00`;
}

/** The .ics text of one cita (CRLF lines, folded at 75 octets by the library). */
export function calendarioDeCita(cita: CitaParaCalendario, opciones: OpcionesDeCalendario): string {
  const llamada = cita.telefono ? `Te llamarán al ${telefonoLegible(cita.telefono)}` : undefined;
  const { nombre, direccion, minutos_por_hueco } = opciones.clinica;
  // A clinic that has not written its name yet is still 'Clínica'; without an address, no place.
  const lugar = [nombre || 'Clínica', direccion].filter(Boolean).join(', ');
  const invitacion = opciones.invitacion;
  const tipo = invitacion ? invitacion.especialidad : cita.tipo_cita;
  const descripcion = [
    `Número de cita: ${cita.num_cita}`,
    `Tipo de cita: ${tipo}`,
    ...(cita.profesional
      ? [`${NOMBRES_DE_ROL[cita.profesional.rol]}: ${cita.profesional.nombre}`]
      : []),
    ...(llamada ? [`${llamada}.`] : direccion ? [`Dirección: ${direccion}`] : []),
  ].join('\n');
  const calendario = new ICalCalendar({
    prodId: { company: 'Clinica', product: 'Citas', language: 'ES' },
    method: !invitacion
      ? ICalCalendarMethod.PUBLISH
      : cita.estado === 'CANCELADA'
        ? ICalCalendarMethod.CANCEL
        : ICalCalendarMethod.REQUEST,
  });
  // No calendar-wide zone (DTSTAMP stays in UTC); the generator writes the event zone's VTIMEZONE.
  calendario.timezone({ name: null, generator: getVtimezoneComponent });
  const evento = calendario.createEvent({
    id: uidDeCita(cita.num_cita),
    sequence: cita.cambios,
    stamp: opciones.ahora,
    timezone: opciones.zonaHoraria,
    start: horaDePared(cita.fecha, cita.hora),
    end: horaDePared(cita.fecha, cita.hora, minutos_por_hueco),
    summary: `Cita ${cita.num_cita}: ${tipo}`,
    description: descripcion,
    location: llamada ?? lugar,
    status: cita.estado === 'CANCELADA' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(invitacion
      ? {
          organizer: { name: invitacion.organizador.nombre, email: invitacion.organizador.email },
          attendees: [
            {
              name: invitacion.asistente.nombre,
              email: invitacion.asistente.email,
              rsvp: false,
            },
          ],
        }
      : {}),
  });
  for (const { antes, texto } of AVISOS) {
    evento.createAlarm({
      type: ICalAlarmType.display,
      triggerBefore: antes,
      description: `Recordatorio: tu cita ${cita.num_cita} es ${texto}, a las ${cita.hora}.`,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves it off.
  const texto = calendario.toString();
  return texto.endsWith('\r\n') ? texto : `${texto}\r\n`;
}
