import type { RouteObject } from 'react-router';
import type { DatosDeLaRuta } from './precarga';
import { rutas as tablaDeRutas } from './rutas';

// What the entry (src/main.ts) reads to ask for the first page's code beside the renderer's:
// without it the page's files were asked only once the router had loaded and matched the
// address, one more round trip on a slow phone (docs/rendimiento.md, 'La página a la vez').
// It only guesses early: the router matches the address itself, and a route this misses or
// gets wrong costs a file fetched later or in vain, never a wrong page. The matching is written
// here rather than imported: react-router's `matchRoutes` lives in the module that holds the
// whole router, and with it the entry's file went from 4.6 to 37.4 kB gzip (React came along).
// codigoDeLaPagina.test.tsx holds it to `matchRoutes` for every route of the table.

const PUNTUACION = { estatico: 10, parametro: 3, vacio: 1, indice: 2, comodin: -2 } as const;

interface Rama {
  segmentos: string[];
  rutas: RouteObject[];
  puntos: number;
}

/** Every route that can be matched, with the routes above it (as the router flattens them). */
function ramas(rutas: readonly RouteObject[], arriba: RouteObject[] = [], ruta = ''): Rama[] {
  return rutas.flatMap((r) => {
    const camino = [ruta, r.path ?? ''].join('/').replace(/\/{2,}/g, '/');
    const cadena = [...arriba, r];
    const debajo = r.children?.length ? ramas(r.children, cadena, camino) : [];
    if (r.path == null && !r.index) return debajo;
    const segmentos = camino.split('/');
    // The router's ranking: a longer, more literal path is tried first; among equals, the
    // order of the table.
    const puntos = segmentos.reduce(
      (suma, s) =>
        s === '*'
          ? suma
          : suma +
            (s.startsWith(':')
              ? PUNTUACION.parametro
              : s === ''
                ? PUNTUACION.vacio
                : PUNTUACION.estatico),
      segmentos.length +
        (segmentos.includes('*') ? PUNTUACION.comodin : 0) +
        (r.index ? PUNTUACION.indice : 0),
    );
    return [...debajo, { segmentos: segmentos.filter((s) => s !== ''), rutas: cadena, puntos }];
  });
}

function coincide(patron: readonly string[], partes: readonly string[]): boolean {
  for (const [i, s] of patron.entries()) {
    if (s === '*') return true;
    const parte = partes[i];
    if (parte === undefined) return false;
    if (!s.startsWith(':') && s.toLowerCase() !== parte.toLowerCase()) return false;
  }
  return patron.length === partes.length;
}

/** A segment of the address as the router gives it to the page: decoded, or as it is if it cannot be. */
function decodificado(parte: string): string {
  try {
    return decodeURIComponent(parte);
  } catch {
    return parte;
  }
}

/**
 * The routes the router will draw for `pathname`, outermost first, and the values of their
 * `:nombre` segments; no route if none matches.
 */
function coincidencia(rutas: readonly RouteObject[], pathname: string) {
  const partes = pathname.split('/').filter((s) => s !== '');
  const candidatas = ramas(rutas).sort((a, b) => b.puntos - a.puntos);
  const rama = candidatas.find((r) => coincide(r.segmentos, partes));
  const parametros: Record<string, string> = {};
  for (const [i, s] of rama?.segmentos.entries() ?? []) {
    const parte = partes[i];
    if (s.startsWith(':') && parte !== undefined) parametros[s.slice(1)] = decodificado(parte);
  }
  return { rutas: rama?.rutas ?? [], parametros };
}

/** The routes the router will draw for `pathname`, outermost first; none if no route matches. */
export function rutasQueCoinciden(rutas: readonly RouteObject[], pathname: string): RouteObject[] {
  return coincidencia(rutas, pathname).rutas;
}

/**
 * Asks now for the code of every route the router will draw at `pathname` (its `lazy`
 * modules, and through the bundler's preloading the files they import). The router asks for
 * the same modules again later and gets these.
 */
export function pedirElCodigoDeLaPagina(
  pathname: string,
  rutas: readonly RouteObject[] = tablaDeRutas,
): void {
  for (const ruta of rutasQueCoinciden(rutas, pathname)) {
    // A file that does not arrive is the router's to report, when it asks again.
    if (typeof ruta.lazy === 'function') void ruta.lazy().catch(() => undefined);
  }
}

/**
 * The GETs the page at `pathname` asks with the session as it opens, for the signed-in `id`:
 * what the routes the router will draw there say in their `handle` (`DatosDeLaRuta`), given the
 * address's parameters.
 */
export function datosDeLaPagina(
  pathname: string,
  id: number,
  rutas: readonly RouteObject[] = tablaDeRutas,
): string[] {
  if (!id) return [];
  const { rutas: dibujadas, parametros } = coincidencia(rutas, pathname);
  return dibujadas.flatMap(
    (ruta) =>
      (ruta.handle as Partial<DatosDeLaRuta> | undefined)?.precargar?.(id, parametros) ?? [],
  );
}
