import { useDeferredValue, useMemo } from 'react';

/**
 * A query's answer, rendered at transition priority. TanStack Query hands each answer to React
 * as an urgent update, which React renders in one task however big the page it builds (a
 * table, a month's calendar); through this hook the urgent render still shows what was there
 * (the skeleton, the same element) and the new answer is rendered in slices of a few
 * milliseconds that a phone can interrupt (docs/rendimiento.md, 'Web'). `clave` names what
 * the answer is of (a day, a month): an answer of another key is never shown under this one,
 * the page shows it loading instead.
 */
export function useRespuestaDiferida<T>(clave: string, datos: T | undefined): T | undefined {
  const diferida = useDeferredValue(useMemo(() => ({ clave, datos }), [clave, datos]));
  return diferida.clave === clave ? diferida.datos : undefined;
}
