import { useCallback, useEffect, useRef, useState } from 'react';
import { estadoDePrimerNivel } from './steps';

/**
 * Avisa una vez cuando la máquina termina: `onTerminar` con su salida, o `onCancelar` si acabó
 * en su estado final `cancelado`. Se llama siempre a la última función recibida, así la
 * aplicación puede pasar una nueva en cada render.
 */
export function useAlTerminar<Salida>(
  snapshot: { status: string; output?: unknown; value: unknown },
  salidas: { onTerminar?: (salida: Salida) => void; onCancelar?: () => void },
): void {
  const ultimas = useRef(salidas);
  ultimas.current = salidas;
  const { status, output } = snapshot;
  const cancelado = status === 'done' && estadoDePrimerNivel(snapshot) === 'cancelado';
  useEffect(() => {
    if (status !== 'done') return;
    if (cancelado) ultimas.current.onCancelar?.();
    else ultimas.current.onTerminar?.(output as Salida);
  }, [status, output, cancelado]);
}

/**
 * Cuenta los intentos de continuar de un paso: cada `contar()` y cada espera (una búsqueda, un
 * envío) que acaba. El resumen de errores recibe el foco en cada intento, aunque sus mensajes
 * sean los de la vez anterior.
 *
 * El fin de una espera se cuenta en el mismo render que lo muestra (React vuelve a pintar el
 * componente antes de confirmar nada), no en un efecto después: con el efecto, el mensaje recibía
 * el foco dos veces, con un fotograma entre medias, y la segunda se lo quitaba al campo en que la
 * persona ya había empezado a escribir.
 */
export function useIntentos(esperando = false): { intento: number; contar: () => void } {
  const [intento, setIntento] = useState(0);
  const [esperaba, setEsperaba] = useState(esperando);
  if (esperaba !== esperando) {
    setEsperaba(esperando);
    if (esperaba) setIntento((n) => n + 1);
  }
  // `contar` es siempre la misma función: quien la usa en sus callbacks no los rehace.
  const contar = useCallback(() => setIntento((n) => n + 1), []);
  return { intento, contar };
}
