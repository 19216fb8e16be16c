/**
 * Una lista que se carga del servidor mientras el usuario sigue escribiendo (provincias,
 * radiólogos, huecos libres): la máquina la pide con `spawnChild` y recibe su respuesta, o su
 * fallo, en cualquier paso. Esto da las respuestas para el `on` de la máquina.
 */

/** `on` para las respuestas del actor `actor`: su salida a la acción `lista`, su fallo a `fallo`. */
export function respuestasDeCarga<T>() {
  return <A extends string, L extends string, F extends string>(actor: A, lista: L, fallo: F) =>
    ({
      [`xstate.done.actor.${actor}`]: {
        actions: { type: lista, params: ({ event }: { event: { output: T } }) => event.output },
      },
      [`xstate.error.actor.${actor}`]: { actions: fallo },
    }) as Record<
      `xstate.done.actor.${A}`,
      { actions: { type: L; params: (args: { event: { output: T } }) => T } }
    > &
      Record<`xstate.error.actor.${A}`, { actions: F }>;
}
