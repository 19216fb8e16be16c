import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { citaCreada } from '../../stories/crear-cita';
import { PasoCitaCreada } from './PasoCitaCreada';

const meta = {
  title: 'Flujos/Crear cita/Pasos/4 Confirmación',
  component: PasoCitaCreada,
  args: { cita: citaCreada, tipoCita: 'Radiologia' },
} satisfies Meta<typeof PasoCitaCreada>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Cita creada correctamente', su número, su tipo, cuándo es y 'Ir a citas'; ya no hay
 * 'Cancelar'.
 */
export const Creada: Story = {
  name: 'Creada',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Cita creada correctamente' }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByText('48213K')).toBeVisible();
    await expect(canvas.getByText('Tipo de cita: Radiología')).toBeVisible();
    await expect(canvas.getByText(/El 03\/12\/2026 a las 12:00/)).toBeVisible();
    // To the day of the cita, with it marked, not to today's list.
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toHaveAttribute(
      'href',
      '/administrativo/citas?fecha=2026-12-03&cita=41',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Pasos del proceso' })).toBeNull();
  },
};

/** Una cita de medicina familiar telefónica creada: la confirmación dice su tipo. */
export const CreadaMedicinaFamiliar: Story = {
  name: 'Creada, de medicina familiar',
  args: { tipoCita: 'Telefónica - Medicina familiar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Tipo de cita: Telefónica - Medicina familiar'),
    ).toBeVisible();
  },
};
