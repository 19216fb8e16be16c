import type { Errores } from '../tipos';

/** Una entrada del resumen de errores: el mensaje y el id del control que lo tiene. */
export interface ErrorDeCampo {
  /** El id del control; el enlace del resumen lleva el foco a él. */
  id: string;
  mensaje: string;
}

/**
 * Los errores de un paso en el orden en que aparecen sus campos, para que el resumen se lea
 * en el mismo orden que el formulario. `idDe` da el id del control de cada campo.
 */
export function erroresEnOrden<C extends string>(
  errores: Errores<C>,
  orden: readonly C[],
  idDe: (campo: C) => string,
): ErrorDeCampo[] {
  return orden.flatMap((campo) => {
    const mensaje = errores[campo];
    return mensaje ? [{ id: idDe(campo), mensaje }] : [];
  });
}
