/**
 * La antelación mínima para que un paciente cancele (docs/decisiones.md (30)): la decide el servidor
 * (`CLINICA_CANCEL_NOTICE_HOURS`, 24 h por defecto), la da `GET /api/citas/antelacionCancelacion`
 * y la hace cumplir; las pantallas la explican antes de preguntar, con la hora de pared de la
 * clínica. `HORAS_DE_ANTELACION` es solo la de omisión, mientras no llega la del servidor.
 */
import { relojDePared, ZONA_HORARIA_CLINICA } from '../validacion/fecha';

export const HORAS_DE_ANTELACION = 24;

/** Por qué no se puede cancelar: el mismo texto que el 409 del servidor. */
export function mensajeDeAntelacion(horas: number): string {
  return `Las citas solo se pueden cancelar con al menos ${horas} horas de antelación.`;
}

/** La fecha y hora de pared de la clínica ahora, como minutos desde la época (sin zona). */
function minutosDePared(ahora: Date, zona = ZONA_HORARIA_CLINICA): number {
  const { anio, mes, dia, hora, minuto } = relojDePared(ahora, zona);
  return (
    Date.UTC(Number(anio), Number(mes) - 1, Number(dia), Number(hora), Number(minuto)) / 60_000
  );
}

/** Horas que faltan para una cita ('AAAA-MM-DD', 'HH:MM' de la clínica); negativas si pasó. */
export function horasHasta(fecha: string, hora: string, ahora = new Date()): number {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const [anio = 0, mes = 1, dia = 1] = fecha.split('-').map(Number);
  const cita = Date.UTC(anio, mes - 1, dia, h, m) / 60_000;
  return (cita - minutosDePared(ahora)) / 60;
}

/** Ya no se puede cancelar desde aquí: falta menos de la antelación mínima. */
export function dentroDelAviso(
  fecha: string,
  hora: string,
  ahora = new Date(),
  horas = HORAS_DE_ANTELACION,
): boolean {
  return horasHasta(fecha, hora, ahora) < horas;
}
