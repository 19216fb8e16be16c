import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CITA_LUCIA } from '../../stories/modificar-cita';
import { PasoCitaModificada } from './PasoCitaModificada';

const meta = {
  title: 'Flujos/Modificar cita/Pasos/3 Confirmación',
  component: PasoCitaModificada,
  args: {
    cita: { id: 1, num_cita: CITA_LUCIA.numCita, fecha: '2026-12-03', hora: '12:00' },
    nombrePaciente: CITA_LUCIA.nombrePaciente,
    profesional: 'Elena Romero Castro',
  },
} satisfies Meta<typeof PasoCitaModificada>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Cita modificada correctamente', su número, cuándo es ahora y 'Ir a citas'; sin 'Cancelar'. */
export const Modificada: Story = {
  name: 'Modificada',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Cita modificada correctamente' }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByText('48213K')).toBeVisible();
    await expect(
      canvas.getByText(
        /La cita de Lucía García Fernández es ahora el 03\/12\/2026 a las 12:00 con Elena Romero Castro\./,
      ),
    ).toBeVisible();
    // To the day of the cita, with it marked, not to today's list.
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toHaveAttribute(
      'href',
      '/administrativo/citas?fecha=2026-12-03&cita=1',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Pasos del proceso' })).toBeNull();
  },
};
