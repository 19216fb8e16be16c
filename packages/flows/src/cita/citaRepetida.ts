/**
 * Otra cita del mismo paciente el mismo día con el mismo profesional: no se prohíbe (puede hacer
 * falta), pero 'Asignar datos' y el resumen avisan antes de confirmarla (docs/decisiones.md (51)).
 */
import type { Carga, CitaDelPaciente, DatosCita, TipoProfesional } from '../tipos';

/**
 * Las horas de las citas vivas (no canceladas) del paciente el día y con el profesional elegidos,
 * en orden; ninguna mientras falten día o profesional, o si sus citas no se han podido leer.
 * `salvo` es la cita que se está cambiando, que no cuenta contra sí misma.
 */
export function horasDeCitasRepetidas(
  citas: Carga<CitaDelPaciente> | undefined,
  datos: DatosCita,
  profesional: TipoProfesional,
  salvo?: number,
): string[] {
  if (citas?.estado !== 'lista' || datos.fecha === '' || datos.idProfesional === null) return [];
  return citas.datos
    .filter(
      (cita) =>
        // A cancelled cita or a no-show holds no slot.
        cita.estado !== 'CANCELADA' &&
        cita.estado !== 'NO_PRESENTADA' &&
        cita.id !== salvo &&
        cita.fecha === datos.fecha &&
        (profesional === 'medico' ? cita.id_medico : cita.id_radiologo) === datos.idProfesional,
    )
    .map((cita) => cita.hora.slice(0, 5))
    .sort();
}

/** 'a las 10:00', 'a las 10:00 y a las 12:00', 'a las 9:00, a las 10:00 y a las 12:00'. */
function alasHoras(horas: readonly string[]): string {
  const partes = horas.map((hora) => `a las ${hora}`);
  const ultima = partes.pop();
  return partes.length === 0 ? (ultima ?? '') : `${partes.join(', ')} y ${ultima}`;
}

/** 'Este paciente ya tiene una cita ese día con este profesional (a las 10:00).' */
export function avisoDeCitaRepetida(horas: readonly string[]): string {
  const citas = horas.length === 1 ? 'una cita' : 'otras citas';
  return `Este paciente ya tiene ${citas} ese día con este profesional (${alasHoras(horas)}).`;
}
