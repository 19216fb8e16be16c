import { getMockDb, handlers } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../../stories/asistente';
import { clienteDeHistoria } from '../../../stories/cliente';
import { archivoPng, pendiente, resuelta } from '../../../stories/incidencias';
import { conServidorSimulado, limpiarAnuncios } from '../../../stories/msw';
import { actoresEditarIncidencia, descargarImagenIncidencia } from '../actors';
import { EditarIncidencia, type EditarIncidenciaProps } from './EditarIncidencia';
import { editarIncidenciaMachine, MENSAJE_RESUELTA } from './machine';

function EditarIncidenciaDeHistoria(props: Omit<EditarIncidenciaProps, 'machine'>) {
  return (
    <EditarIncidencia
      machine={editarIncidenciaMachine.provide({
        actors: actoresEditarIncidencia(clienteDeHistoria()),
      })}
      cargarImagen={descargarImagenIncidencia(clienteDeHistoria())}
      {...props}
    />
  );
}

const meta = {
  title: 'Flujos/Incidencias/Editar',
  component: EditarIncidenciaDeHistoria,
  args: { id: pendiente.id, onPasoCambiado: fn(), onCancelar: fn(), onTerminar: fn() },
} satisfies Meta<typeof EditarIncidenciaDeHistoria>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * El flujo entero: carga la incidencia y su imagen, cambia el asunto, quita la imagen y añade
 * otra, 'Actualizar' y la confirmación; el servidor tiene solo la imagen nueva.
 */
export const FlujoCompleto: Story = {
  name: 'Flujo completo',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Modificar Incidencia');
    const asunto = await canvas.findByDisplayValue(pendiente.asunto);
    // The saved image is fetched and shown.
    await userEvent.click(canvas.getByRole('button', { name: 'Ver imagen impresora-error.png' }));
    const vista = await within(document.body).findByRole('dialog', {
      name: 'impresora-error.png',
    });
    const img = await within(vista).findByRole('img', { name: 'Imagen impresora-error.png' });
    await expect(img.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(vista).not.toBeInTheDocument());
    await userEvent.clear(asunto);
    await userEvent.type(asunto, 'La impresora sigue sin imprimir');
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar impresora-error.png' }));
    const entrada = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(entrada, archivoPng('nueva.png'));
    // Listed once its content has been checked (asynchronous): only then is it part of the change.
    await canvas.findByText('nueva.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await esperarTitulo(canvas, 'Incidencia editada correctamente');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      `/administrativo/editarIncidencia/${pendiente.id}/confirmacionCambios`,
    );
    const db = getMockDb();
    await expect(db.incidencias.find((i) => i.id === pendiente.id)?.asunto).toBe(
      'La impresora sigue sin imprimir',
    );
    await expect(
      db.imagenesIncidencia
        .filter((i) => i.id_incidencia === pendiente.id)
        .map((i) => i.nombre_imagen),
    ).toEqual(['nueva.png']);
    await expect(canvas.getByRole('link', { name: 'Volver a mis incidencias' })).toBeVisible();
    limpiarAnuncios();
  },
};

/** Una RESUELTA del servidor: se ve y 'Actualizar' está desactivado. */
export const Resuelta: Story = {
  name: 'Resuelta',
  args: { id: resuelta.id },
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Esta incidencia está resuelta')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  },
};

/** Resuelta entre tanto: el servidor lo dice (409) y el botón se desactiva. */
export const ResueltaEntreTanto: Story = {
  name: 'Resuelta entre tanto',
  beforeEach: conServidorSimulado(
    handlers.actualizarIncidencia.error(409, { message: MENSAJE_RESUELTA }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue(pendiente.asunto);
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect((await canvas.findAllByText(MENSAJE_RESUELTA))[0]).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actualizar' })).toBeDisabled());
    limpiarAnuncios();
  },
};

/** De otro empleado (404, como una que no existe): se dice, sin formulario. */
export const DeOtro: Story = {
  name: 'De otro',
  args: { id: 3 },
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.queryByLabelText('Asunto')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ir a mis incidencias' })).toBeVisible();
  },
};
