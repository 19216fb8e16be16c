/**
 * Lo que comparten las historias que hablan con el servidor simulado. El tipo de `context.msw`
 * llega con este import (la extensión de tipos del complemento).
 */

import { allHandlers, resetMockDb } from '@clinica/api-client/mocks';
import type { StoryContext } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';

/**
 * Vacía los anuncios pendientes del anunciador de react-aria. Un botón que pasa a 'Cargando…'
 * anuncia por referencia (aria-labelledby) a elementos de su historia; si el anuncio sobrevive
 * a la historia, axe lo encuentra en la siguiente apuntando a un elemento que ya no existe.
 */
export function limpiarAnuncios(): void {
  for (const registro of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    registro.replaceChildren();
  }
}

/**
 * El `beforeEach` de una historia de flujo completo: la base de datos simulada vuelve a los
 * datos de ejemplo y responde cada operación del contrato, más los cambios de la historia.
 */
export function conServidorSimulado(...cambios: Parameters<StoryContext['msw']['use']>) {
  return ({ msw }: Pick<StoryContext, 'msw'>) => {
    limpiarAnuncios();
    resetMockDb();
    msw.use(...cambios, ...allHandlers());
  };
}

/** El `beforeEach` de las historias con listas: anuncios limpios. */
export function preparacionDeHistoria(): void {
  limpiarAnuncios();
}
