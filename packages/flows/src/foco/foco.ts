import { useEffect, useRef } from 'react';

/**
 * Lleva el foco a lo que devuelve `objetivo` cada vez que cambia `clave`, en el fotograma
 * siguiente: fuera del ciclo de React (que no admite un `focus()` que a su vez haga
 * renderizar) y con el contenido nuevo ya pintado, así el lector de pantalla lee lo que se ve.
 */
export function useFocoAlCambiar(
  objetivo: () => HTMLElement | null | undefined,
  clave: unknown,
  activo = true,
): void {
  const buscar = useRef(objetivo);
  buscar.current = objetivo;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `clave` marca cuándo, no qué.
  useEffect(() => {
    if (!activo) return;
    const fotograma = requestAnimationFrame(() => buscar.current()?.focus());
    return () => cancelAnimationFrame(fotograma);
  }, [clave, activo]);
}
