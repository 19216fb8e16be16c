/**
 * El enlace a la lista de un día con una cita marcada: tras crear, modificar o cancelar una
 * cita, 'Ir a citas' lleva al día de esa cita (no a hoy), con su fila a la vista y marcada.
 * `?fecha=AAAA-MM-DD&cita=<id>`; el id de la cita puede ir en la URL (docs/decisiones.md (10)).
 */
import { esFechaValida } from '../validacion/fecha';

/** Los parámetros de la URL de la lista que lee `leerEnlaceCitasDelDia`. */
export const PARAMETROS_CITAS_DEL_DIA = { fecha: 'fecha', cita: 'cita' } as const;

/**
 * `citasHref` con el día de la cita y, si se da su id, la cita que se marca:
 * `enlaceACitasDelDia('/administrativo/citas', { fecha: '2026-11-24', id: 41 })` es
 * '/administrativo/citas?fecha=2026-11-24&cita=41'. Conserva lo que `citasHref` ya lleve.
 */
export function enlaceACitasDelDia(citasHref: string, cita: { fecha: string; id?: number }) {
  const [ruta = '', consulta = ''] = citasHref.split('?', 2);
  const parametros = new URLSearchParams(consulta);
  parametros.set(PARAMETROS_CITAS_DEL_DIA.fecha, cita.fecha);
  if (cita.id === undefined) parametros.delete(PARAMETROS_CITAS_DEL_DIA.cita);
  else parametros.set(PARAMETROS_CITAS_DEL_DIA.cita, String(cita.id));
  return `${ruta}?${parametros}`;
}

/** Lo que la URL de la lista pide: el día (si es una fecha) y la cita marcada (si es un id). */
export function leerEnlaceCitasDelDia(parametros: URLSearchParams): {
  fecha?: string;
  cita?: number;
} {
  const fecha = parametros.get(PARAMETROS_CITAS_DEL_DIA.fecha) ?? '';
  const cita = Number(parametros.get(PARAMETROS_CITAS_DEL_DIA.cita) ?? '');
  return {
    ...(esFechaValida(fecha) ? { fecha } : {}),
    ...(Number.isSafeInteger(cita) && cita > 0 ? { cita } : {}),
  };
}
