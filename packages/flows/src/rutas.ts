/**
 * Cada paso de un asistente conserva su ruta de la especificación (§2.3), y la URL sigue a la
 * máquina (DECISIONS #10). Estas funciones puras traducen en los dos sentidos: el estado a su
 * segmento de ruta y una ruta al paso que se puede pedir con `IR_A_PASO` (el botón Atrás del
 * navegador); la máquina decide con sus guardas si se puede ir.
 */

export interface EstadoConValor {
  value: unknown;
}

/** El estado de primer nivel: `{ informacionPaciente: 'invalido' }` → 'informacionPaciente'. */
export function estadoDePrimerNivel(estado: EstadoConValor): string {
  const { value } = estado;
  return typeof value === 'string' ? value : (Object.keys(value as object)[0] ?? '');
}

/** '/administrativo/crearPaciente/crearPacientePaso2?x=1' → 'administrativo/crearPaciente/…'. */
function limpiar(ruta: string): string {
  return ruta.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? '';
}

export function rutasDeFlujo<Estado extends string, Paso extends Estado>(
  rutas: Record<Estado, string>,
  entrables: readonly Paso[],
) {
  /** Más larga primero: 'crearPaciente/crearPacientePaso2' antes que 'crearPaciente'. */
  const porLongitud = [...entrables].sort((a, b) => rutas[b].length - rutas[a].length);
  return {
    rutaDelPaso(estado: EstadoConValor): string {
      return rutas[estadoDePrimerNivel(estado) as Estado];
    },
    pasoDeRuta(ruta: string): Paso | undefined {
      const limpia = limpiar(ruta);
      return porLongitud.find(
        (paso) => limpia === rutas[paso] || limpia.endsWith(`/${rutas[paso]}`),
      );
    },
  };
}
