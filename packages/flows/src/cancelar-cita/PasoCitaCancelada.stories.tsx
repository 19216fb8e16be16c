import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PasoCitaCancelada } from './PasoCitaCancelada';

const meta = {
  title: 'Flujos/Cancelar cita/Pasos/2 Confirmación',
  component: PasoCitaCancelada,
  args: { numCita: '48213K', nombrePaciente: 'Lucía García Fernández' },
} satisfies Meta<typeof PasoCitaCancelada>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Cita cancelada correctamente', qué cita, qué pasa ahora y 'Ir a citas'; sin 'Cancelar'. */
export const Cancelada: Story = {
  name: 'Cancelada',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Cita cancelada correctamente' }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByText('48213K')).toBeVisible();
    await expect(
      canvas.getByText(/La cita de Lucía García Fernández ya aparece como cancelada/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toHaveAttribute(
      'href',
      '/administrativo/citas',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  },
};
