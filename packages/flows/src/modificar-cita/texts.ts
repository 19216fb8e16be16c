import { fechaLegible } from '../fechas/fechas';
import type { DatosCita, Profesional } from '../tipos';

/** Los textos del asistente 'Modificar cita' (§2.3). */
export const TEXTOS_MODIFICAR_CITA = {
  proceso: 'Modificar cita',
  asignarDatos: 'Asignar datos',
  confirmarCambios: 'Confirmar cambios',
  pregunta: (nombrePaciente: string | undefined) =>
    nombrePaciente
      ? `¿Deseas modificar la cita de ${nombrePaciente}?`
      : '¿Deseas modificar la cita?',
  /** docs/decisiones.md (38): los botones de la pregunta dicen lo que hacen. */
  si: 'Sí, modificar la cita',
  cancelar: 'No, volver',
  citaActual: 'Cita actual',
  confirmacion: 'Cita modificada correctamente',
  irACitas: 'Ir a citas',
  paciente: 'Paciente',
  numero: 'Número de cita',
  datosNuevos: 'Datos nuevos de la cita',
  antes: (cuando: string) => `Ahora la cita es ${cuando}.`,
  cargando: 'Cargando los datos de la cita…',
  reintentar: 'Reintentar',
} as const;

/** 'el 03/12/2026 a las 12:00 con Javier Martín Ruiz': cuándo es la cita y con quién. */
export function cuandoEsLaCita(datos: DatosCita, profesionales: readonly Profesional[]): string {
  const profesional = profesionales.find((p) => p.idProfesional === datos.idProfesional);
  const con = profesional ? ` con ${profesional.nombre_completo}` : '';
  return `el ${fechaLegible(datos.fecha)} a las ${datos.hora}${con}`;
}

export const MENSAJE_CITA_NO_MODIFICABLE = 'Solo se pueden modificar citas programadas.';
