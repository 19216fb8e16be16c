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

/**
 * Lleva el foco al control con ese id. Algunos controles compuestos (fecha por segmentos,
 * grupo de opciones) no son enfocables en su id: entonces va al primer hijo que lo sea.
 */
export function enfocarControl(id: string): void {
  const elemento = document.getElementById(id);
  if (!elemento) return;
  (controlEnfocable(id) ?? elemento).focus();
  elemento.scrollIntoView?.({ block: 'center' });
}

/** El elemento que recibe el foco del control con ese id (ver `enfocarControl`). */
export function controlEnfocable(id: string): HTMLElement | null {
  const elemento = document.getElementById(id);
  if (!elemento) return null;
  return elemento.matches('input, select, textarea, button, [tabindex]:not([tabindex="-1"])')
    ? elemento
    : elemento.querySelector<HTMLElement>(
        'input:not([type="hidden"]), button, [role="spinbutton"], [tabindex]:not([tabindex="-1"])',
      );
}
