import type { Clinica } from '@clinica/api-client';
import {
  diaDeLaSemana,
  HORARIO_DE_LA_CLINICA,
  huecosDelDia,
  minutosDe,
} from '@clinica/api-client/reglas';

/** Las horas que se ofrecen sin los datos de la clínica: de 08:00 a 15:00, una cada hora. */
export const HORAS_DESEABLES = huecosDelDia(HORARIO_DE_LA_CLINICA);

/** Lo que 'Hora que te viene bien' necesita de la clínica (`GET /api/clinica`). */
export type HorarioDeLaClinica = Pick<Clinica, 'horario' | 'minutos_por_hueco'>;

/**
 * Las horas que se pueden desear: las citas del día elegido según el horario de la clínica, una
 * cada `minutos_por_hueco` (la regla de huecos, docs/decisiones.md (49)). Sin día elegido, o en
 * uno que no abre, las de todos los días que abre; sin los datos de la clínica (o sin horario),
 * la lista fija de siempre.
 */
export function horasDeseables(fecha: string, clinica: HorarioDeLaClinica | undefined): string[] {
  if (!clinica) return HORAS_DESEABLES;
  const delDia = (dia: Clinica['horario'][number]) =>
    huecosDelDia({ inicio: dia.hora_inicio, fin: dia.hora_fin }, clinica.minutos_por_hueco);
  const dia = /^\d{4}-\d{2}-\d{2}$/.test(fecha)
    ? clinica.horario.find((d) => d.dia_semana === diaDeLaSemana(fecha))
    : undefined;
  if (dia) return delDia(dia);
  const todas = [...new Set(clinica.horario.flatMap(delDia))];
  return todas.length > 0 ? todas.sort((a, b) => minutosDe(a) - minutosDe(b)) : HORAS_DESEABLES;
}

/**
 * La hora deseada al cambiar de día: la misma si el nuevo día la ofrece, o ninguna, para que
 * no quede elegida una hora que la lista ya no muestra.
 */
export function horaQueSigue(
  hora: string,
  fecha: string,
  clinica: HorarioDeLaClinica | undefined,
): string {
  return hora && horasDeseables(fecha, clinica).includes(hora) ? hora : '';
}
