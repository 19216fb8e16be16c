/**
 * Numbers read from the address (a query parameter or a route segment): whatever a person or a
 * link writes there is checked once, here, before any page uses it.
 */

/** A positive whole number (an id), or undefined for anything else. */
export function idDeLaDireccion(valor: string | null | undefined): number | undefined {
  if (valor === null || valor === undefined || valor.trim() === '') return undefined;
  const id = Number(valor);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A results page: a positive whole number, or 1. */
export function paginaDeLaDireccion(valor: string | null | undefined): number {
  return idDeLaDireccion(valor) ?? 1;
}
