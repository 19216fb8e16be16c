import { expect, waitFor, type within } from 'storybook/test';

/**
 * Espera a que el `h1` con ese título tenga el foco, como lo deja cada paso nuevo. Se busca de
 * nuevo en cada intento: un paso puede montarse otra vez con el mismo título (la carga de la
 * cita y su primer paso se llaman los dos 'Asignar datos'), y el de antes ya no recibe el foco.
 */
export async function esperarTitulo(canvas: ReturnType<typeof within>, titulo: string) {
  await waitFor(
    () => expect(canvas.getByRole('heading', { level: 1, name: titulo })).toHaveFocus(),
    { timeout: 3000 },
  );
}
