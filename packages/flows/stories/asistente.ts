import { expect, userEvent, waitFor, within } from 'storybook/test';

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

/**
 * Espera a que el paso haya puesto el foco donde lo pone al montarse (su título o el resumen de
 * errores, un fotograma después): un clic antes de eso lo pierde después, o no, según el tiempo.
 */
export async function esperarFocoDelPaso(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement).toContainElement(document.activeElement as HTMLElement),
    {
      timeout: 3000,
    },
  );
}

/**
 * Espera a que el resumen de errores (la caja alrededor de su contenido `role="alert"`) tenga el
 * foco, y a que lo conserve dos fotogramas más: lo recibe un fotograma después de mostrarse, y lo
 * que se escribe antes va a él, no al campo.
 */
export async function esperarFocoEnElResumen(canvas: ReturnType<typeof within>) {
  const resumen = () => canvas.getByRole('alert').closest('[tabindex="-1"]');
  await waitFor(() => expect(resumen()).toHaveFocus());
  await new Promise((listo) => requestAnimationFrame(() => requestAnimationFrame(listo)));
  await waitFor(() => expect(resumen()).toHaveFocus());
}

/**
 * La 'Cancelar' de la cabecera de un paso: pregunta antes; 'Continuar con el proceso' no
 * cancela, 'Confirmar cancelación' sí (§2.3). Acaba en un estado fijo, el de la captura: la
 * pregunta cerrada del todo y el foco de vuelta en 'Cancelar'.
 */
export async function probarCancelarDelPaso({
  canvasElement,
  args,
}: {
  canvasElement: HTMLElement;
  args: { onCancelar?: unknown };
}): Promise<void> {
  const canvas = within(canvasElement);
  const pagina = within(document.body);
  await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
  const dialogo = await pagina.findByRole('alertdialog', {
    name: '¿Estás seguro que deseas cancelar el proceso?',
  });
  await userEvent.click(within(dialogo).getByRole('button', { name: 'Continuar con el proceso' }));
  await preguntaCerrada(canvas);
  await expect(args.onCancelar).not.toHaveBeenCalled();
  await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
  await userEvent.click(await pagina.findByRole('button', { name: 'Confirmar cancelación' }));
  await expect(args.onCancelar).toHaveBeenCalledTimes(1);
  await preguntaCerrada(canvas);
}

/** Espera a que la pregunta ya no esté en la página y el foco haya vuelto a 'Cancelar'. */
async function preguntaCerrada(canvas: ReturnType<typeof within>) {
  await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
}
