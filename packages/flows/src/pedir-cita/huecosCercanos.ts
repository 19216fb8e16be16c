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

/** Los días que se preguntan primero, y cuántos como mucho si aún no hay bastantes citas. */
export const DIAS_PRIMERA_CONSULTA = 5;
export const DIAS_COMO_MUCHO = 15;
export const CITAS_QUE_SE_OFRECEN = 6;

/**
 * Pregunta al servidor por los días más cercanos al deseado (cinco a la vez) y, si no hay
 * bastantes citas, por más días después, hasta quince días laborables.
 */
export async function buscarHuecosCercanos(
  deseo: Hueco,
  hoy: string,
  huecosDelDia: (fecha: string) => Promise<string[]>,
): Promise<Hueco[]> {
  const dias = diasAPreguntar(deseo.fecha, hoy, DIAS_COMO_MUCHO);
  const porDia: { fecha: string; huecos: string[] }[] = [];
  let hechos = 0;
  while (hechos < dias.length) {
    const tanda = dias.slice(hechos, hechos + DIAS_PRIMERA_CONSULTA);
    hechos += tanda.length;
    const respuestas = await Promise.all(tanda.map((fecha) => huecosDelDia(fecha)));
    tanda.forEach((fecha, i) => {
      porDia.push({ fecha, huecos: respuestas[i] ?? [] });
    });
    const total = porDia.reduce((n, d) => n + d.huecos.length, 0);
    if (total >= CITAS_QUE_SE_OFRECEN) break;
  }
  return huecosCercanos(deseo, porDia, CITAS_QUE_SE_OFRECEN);
}
