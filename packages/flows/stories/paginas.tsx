import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MENSAJE_SIN_CONEXION } from '../src/errores/fallos';

/** La página en un móvil de 375 px: 343 px de contenido entre los márgenes. */
export const enMovil: Decorator = (Historia) => (
  <div style={{ width: 343 }}>
    <Historia />
  </div>
);

/**
 * 'Fallo al cargar' de una página de lista: el aviso sin conexión y 'Reintentar', que vuelve a
 * pedirla (`onReintentar`).
 */
export async function probarFalloAlCargar({
  canvasElement,
  args,
}: {
  canvasElement: HTMLElement;
  args: { onReintentar?: unknown };
}): Promise<void> {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_SIN_CONEXION);
  await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
  await expect(args.onReintentar).toHaveBeenCalled();
}
