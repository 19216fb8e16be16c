import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pendiente } from '../../stories/incidencias';
import { limpiarAnuncios } from '../../stories/msw';
import { PasoIncidenciaTerminada } from './PasoIncidenciaTerminada';

const meta = {
  title: 'Flujos/Incidencias/Confirmaciones',
  component: PasoIncidenciaTerminada,
  beforeEach: limpiarAnuncios,
  args: {
    como: 'creada',
    incidencia: pendiente,
    imagenes: 2,
    inicioHref: '/radiologo/buscarCita',
    volverHref: '/radiologo/buscarCita',
    volverTexto: 'Volver al inicio',
  },
} satisfies Meta<typeof PasoIncidenciaTerminada>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Creada (la del radiólogo vuelve a 'Buscar cita', §2.4). */
export const Creada: Story = {
  name: 'Creada',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', {
          level: 1,
          name: 'Incidencia creada y enviada correctamente',
        }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByText('Con 2 imágenes.')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Volver al inicio' }).at(-1)).toHaveAttribute(
      'href',
      '/radiologo/buscarCita',
    );
  },
};

/** Editada: vuelve a la lista de incidencias. */
export const Editada: Story = {
  name: 'Editada',
  args: {
    como: 'editada',
    imagenes: 0,
    volverHref: '/radiologo/misIncidencias',
    volverTexto: 'Volver a mis incidencias',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Incidencia editada correctamente' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a mis incidencias' })).toHaveAttribute(
      'href',
      '/radiologo/misIncidencias',
    );
  },
};
