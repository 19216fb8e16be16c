import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { datosRellenos, imagenesElegidas } from '../../../stories/incidencias';
import { limpiarAnuncios } from '../../../stories/msw';
import { MENSAJE_SIN_CONEXION } from '../../errores/fallos';
import { PasoResumenDatos } from './PasoResumenDatos';

const meta = {
  title: 'Flujos/Incidencias/Crear/Pasos/2 Resumen de datos',
  component: PasoResumenDatos,
  beforeEach: limpiarAnuncios,
  args: { datos: datosRellenos, imagenes: imagenesElegidas(), send: fn(), onCancelar: fn() },
} satisfies Meta<typeof PasoResumenDatos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lo escrito, con 'Cambiar' por fila y 'Confirmar'. */
export const Resumen: Story = {
  name: 'Resumen',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Resumen de datos' })).toHaveFocus(),
    );
    await expect(canvas.getByText('La impresora de recepción no funciona')).toBeVisible();
    await expect(canvas.getByText('Media')).toBeVisible();
    await expect(canvas.getByText('impresora-error.png, atasco.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Cambiar descripción$/i }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'CAMBIAR',
      paso: 'datosIncidencia',
      campo: 'descripcion',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'CONFIRMAR' });
  },
};

/** Subiendo las imágenes: una barra que dice cuál va. */
export const Subiendo: Story = {
  name: 'Subiendo',
  args: { progreso: { subidas: 1, total: 2, guardando: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const barra = canvas.getByRole('progressbar', { name: 'Subiendo imagen 2 de 2' });
    await expect(barra).toHaveAttribute('aria-valuenow', '1');
    await expect(canvas.getByRole('button', { name: /Confirmar/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Guardando los datos, antes de las imágenes. */
export const Guardando: Story = {
  name: 'Guardando',
  args: { progreso: { subidas: 0, total: 2, guardando: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Guardando la incidencia…' }),
    ).toBeVisible();
  },
};

/** El servidor no responde: el mensaje arriba, enfocado, y se puede volver a confirmar. */
export const FalloDelServidor: Story = {
  name: 'Fallo del servidor',
  args: { error: MENSAJE_SIN_CONEXION, intento: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MENSAJE_SIN_CONEXION);
    await expect(canvas.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  },
};
