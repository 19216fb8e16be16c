/**
 * The clinic's opening hours and the slots a day is cut into. The server lists and books free
 * slots with `huecosDelDia`, the mocks do the same, the patient's 'hora deseada' offers them, and
 * the benchmarks book them. The hours are an input: a professional's own hours (the server's
 * `horarios`) or, one day, a clinic's own, fall back to `HORARIO_DE_LA_CLINICA`.
 */

/** The hours of a working day, 'HH:MM' wall clock of the clinic: slots end by `fin`. */
export interface Horario {
  inicio: string;
  fin: string;
}

/** 08:00–15:00 on every day the clinic opens, when nobody says otherwise. */
export const HORARIO_DE_LA_CLINICA: Readonly<Horario> = { inicio: '08:00', fin: '15:00' };

/** Every cita lasts one hour, and a slot is one cita long. */
export const MINUTOS_POR_HUECO = 60;

export const minutosDe = (hora: string) => {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  return h * 60 + m;
};

export const horaDe = (minutos: number) =>
  `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`;

/**
 * The slots of a day, 'HH:MM': the first at `inicio`, one every `minutosPorHueco`, the last
 * ending by `fin` (docs/decisiones.md (49)). No hours (a closed day), no slots. The hours are
 * always given (`HORARIO_DE_LA_CLINICA` when nobody has others), so a closed day is never
 * mistaken for a default one.
 */
export function huecosDelDia(
  horario: Readonly<Horario> | undefined,
  minutosPorHueco: number = MINUTOS_POR_HUECO,
): string[] {
  if (!horario) return [];
  const fin = minutosDe(horario.fin);
  const huecos: string[] = [];
  const primero = minutosDe(horario.inicio);
  for (let inicio = primero; inicio + minutosPorHueco <= fin; inicio += minutosPorHueco) {
    huecos.push(horaDe(inicio));
  }
  return huecos;
}
