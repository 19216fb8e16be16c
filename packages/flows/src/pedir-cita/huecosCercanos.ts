/**
 * Las citas libres más cercanas a lo que el paciente desea (docs/decisiones.md (12)): el servidor da las
 * horas libres de un médico día a día (`huecosLibres`); aquí se eligen los días que preguntar y,
 * de lo que responde, las más cercanas a la fecha y la hora deseadas.
 */
import { esDiaLaborable, sumarDias } from '@clinica/api-client/reglas';

/** Una cita libre: un día y una hora de la clínica. */
export interface Hueco {
  fecha: string;
  hora: string;
}

/**
 * El nombre de un hueco en una lista de opciones ('2026-12-03 10:00'): el `value` de su radio.
 * Solo la pantalla lo usa; la máquina guarda el hueco mismo.
 */
export const claveDeHueco = (hueco: Hueco): string => `${hueco.fecha} ${hueco.hora}`;

/** El mismo día y la misma hora. */
export const mismoHueco = (a: Hueco, b: Hueco): boolean => a.fecha === b.fecha && a.hora === b.hora;

/** Minutos desde una época cualquiera: solo se comparan distancias. */
function minutos({ fecha, hora }: Hueco): number {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  return Date.parse(`${fecha}T00:00:00Z`) / 60_000 + h * 60 + m;
}

/**
 * Los días que preguntar, del más cercano al deseado al más lejano: el deseado, y alternando
 * después y antes (nunca antes de hoy), solo los días en que la clínica abre; `cuantos` días.
 */
export function diasAPreguntar(deseado: string, hoy: string, cuantos: number): string[] {
  const dias: string[] = [];
  const desde = deseado < hoy ? hoy : deseado;
  if (esDiaLaborable(desde)) dias.push(desde);
  for (let d = 1; dias.length < cuantos && d <= cuantos * 4; d++) {
    const despues = sumarDias(desde, d);
    if (esDiaLaborable(despues)) dias.push(despues);
    const antes = sumarDias(desde, -d);
    if (dias.length < cuantos && antes >= hoy && esDiaLaborable(antes)) dias.push(antes);
  }
  return dias.slice(0, cuantos);
}

/**
 * De las horas libres de cada día, las `cuantas` más cercanas a lo deseado (a igual distancia,
 * la más temprana), en orden cronológico para leerlas como una agenda.
 */
export function huecosCercanos(
  deseo: Hueco,
  porDia: readonly { fecha: string; huecos: readonly string[] }[],
  cuantas = 6,
): Hueco[] {
  const objetivo = minutos(deseo);
  const todos = porDia.flatMap(({ fecha, huecos }) => huecos.map((hora) => ({ fecha, hora })));
  const distancia = (h: Hueco) => Math.abs(minutos(h) - objetivo);
  return todos
    .sort((a, b) => distancia(a) - distancia(b) || minutos(a) - minutos(b))
    .slice(0, cuantas)
    .sort((a, b) => minutos(a) - minutos(b));
}

/** Cuántos días laborables alrededor del deseado se miran, y cuántas citas se ofrecen. */
export const DIAS_COMO_MUCHO = 15;
export const CITAS_QUE_SE_OFRECEN = 6;

/**
 * Las citas libres más cercanas a lo deseado, de los quince días laborables más cercanos al
 * deseado, con una sola pregunta al servidor por el intervalo que los abarca (`huecosLibres` con
 * `desde` y `hasta`).
 */
export async function buscarHuecosCercanos(
  deseo: Hueco,
  hoy: string,
  huecosEntre: (
    desde: string,
    hasta: string,
  ) => Promise<readonly { fecha: string; huecos: readonly string[] }[]>,
): Promise<Hueco[]> {
  const dias = diasAPreguntar(deseo.fecha, hoy, DIAS_COMO_MUCHO).sort();
  const [desde, hasta] = [dias[0], dias.at(-1)];
  if (desde === undefined || hasta === undefined) return [];
  const mirados = new Set(dias);
  const porDia = (await huecosEntre(desde, hasta)).filter((dia) => mirados.has(dia.fecha));
  return huecosCercanos(deseo, porDia, CITAS_QUE_SE_OFRECEN);
}
