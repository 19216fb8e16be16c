import { afterNextPaint } from '@clinica/ui';
import { useEffect, useRef } from 'react';

/**
 * Lleva el foco a lo que devuelve `objetivo` cada vez que cambia `clave`, una vez pintado el
 * contenido nuevo (`afterNextPaint`): fuera del ciclo de React (que no admite un `focus()` que a
 * su vez haga renderizar), el lector de pantalla lee lo que se ve, y la pulsación que cambió la
 * pantalla no espera a los estilos y avisos del foco. Si entretanto la persona ya ha llevado el
 * foco a otro sitio (entra en la página y escribe en el primer campo enseguida), se queda donde
 * lo puso: quitárselo hacía que su Intro no enviara nada (un recorrido lo vio en CI, con la
 * máquina ocupada).
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
    const antes = document.activeElement;
    return afterNextPaint(() => {
      const ahora = document.activeElement;
      if (ahora !== antes && ahora !== null && ahora !== document.body) return;
      buscar.current()?.focus();
    });
  }, [clave, activo]);
}

const DIALOGO = '[role="dialog"], [role="alertdialog"]';

/**
 * Como `useFocoAlCambiar`, pero cuando ya no queda ningún diálogo abierto, y un fotograma después:
 * react-aria devuelve el foco al botón que abrió un diálogo un fotograma después de quitarlo (tras
 * su animación de salida), y un aviso enfocado antes lo perdería (una historia lo vio en CI).
 */
export function useFocoTrasDialogo(
  objetivo: () => HTMLElement | null | undefined,
  clave: unknown,
  activo = true,
): void {
  const buscar = useRef(objetivo);
  buscar.current = objetivo;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `clave` marca cuándo, no qué.
  useEffect(() => {
    if (!activo) return;
    let fotograma = 0;
    const esperar = () => {
      fotograma = requestAnimationFrame(() => {
        if (document.querySelector(DIALOGO)) esperar();
        else fotograma = requestAnimationFrame(() => buscar.current()?.focus());
      });
    };
    esperar();
    return () => cancelAnimationFrame(fotograma);
  }, [clave, activo]);
}
