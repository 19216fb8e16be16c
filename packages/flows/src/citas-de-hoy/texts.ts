import { fechaLegible } from '../fechas/fechas';

/** Los textos de las citas del médico (§2.5, §4, §8). */
export const TEXTOS_MEDICO = {
  titulo: 'Citas de hoy',
  subtitulo: 'Pacientes de hoy',
  tabla: 'Citas de hoy',
  numero: 'Nº de cita',
  paciente: 'Nombre del paciente',
  dni: 'DNI',
  hora: 'Hora',
  tipo: 'Tipo de cita',
  estado: 'Estado',
  vacio: 'No tienes ninguna cita hoy.',
  proximoDia: (dia: string) => `Tu próximo día con citas es el ${dia}.`,
  /** Corto, para que quepa en un móvil; lleva el día al calendario de al lado. */
  verEnCalendario: (dia: string) => `Ver el ${dia}`,
  sinProximos: 'No tienes citas en los próximos días.',
  error: 'No se han podido cargar tus citas. Inténtalo de nuevo.',
  reintentar: 'Reintentar',
  abrir: (numCita: string) => `Abrir cita ${numCita}`,
  cancelar: (numCita: string) => `Cancelar cita ${numCita}`,
  botonAbrir: 'Abrir',
  /** Una cita de un día que aún no ha llegado: se ve, no se diagnostica (docs/decisiones.md (41)). */
  ver: (numCita: string) => `Ver cita ${numCita}`,
  botonVer: 'Ver',
  botonCancelar: 'Cancelar',
  /** El popup de §4, con su ortografía corregida (docs/decisiones.md (39)). */
  preguntaCancelar: (numCita: string) =>
    `¿Seguro que quieres cancelar la cita con el número ${numCita}?`,
  detalleCancelar: (paciente: string, hora: string) => `${paciente}, a las ${hora}.`,
  /** Las respuestas dicen lo que hacen (docs/decisiones.md (38)). */
  confirmarCancelar: 'Sí, cancelar la cita',
  noCancelar: 'No, volver',
  /** §8, como notificación anunciada (docs/decisiones.md (9)). */
  canceladaOk: 'Cita cancelada satisfactoriamente',
  falloCancelar: (numCita: string, mensaje: string) =>
    `No se ha podido cancelar la cita ${numCita}. ${mensaje}`,
  cerrarAviso: 'Cerrar aviso',
  /** El panel del calendario. */
  calendario: 'Calendario de citas',
  conCitas: (n: number) => (n === 1 ? '1 cita' : `${n} citas`),
  eligeDia: 'Elige un día en el calendario para ver sus citas.',
  citasDelDia: (dia: string) => `Citas del ${dia}`,
  diaVacio: 'No hay ninguna cita asignada a este día.',
  verDia: (dia: string) => `Ver el ${dia}, el siguiente con citas`,
  citaCon: (nombre: string) => `Cita con ${nombre}`,
  errorDia: 'No se han podido cargar las citas de ese día.',
  errorMarcas: 'No se han podido marcar los días con citas.',
} as const;

/** '09:30' → '10:30': la cita dura exactamente una hora (§9). */
export function horaMasUna(hora: string): string {
  const partes = /^(\d{2}):(\d{2})$/.exec(hora);
  if (!partes) return hora;
  return `${String((Number(partes[1]) + 1) % 24).padStart(2, '0')}:${partes[2]}`;
}

const DIA_DE_LA_SEMANA = new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' });

/** '2026-11-24' → 'martes 24/11/2026'. */
export function diaConNombre(iso: string): string {
  const dia = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(dia.getTime())) return fechaLegible(iso);
  return `${DIA_DE_LA_SEMANA.format(dia)} ${fechaLegible(iso)}`;
}
