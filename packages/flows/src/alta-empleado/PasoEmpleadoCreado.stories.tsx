import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasoEmpleadoCreado } from './PasoEmpleadoCreado';

const meta = {
  title: 'Flujos/Dar de alta a un empleado/Pasos/5 Confirmación',
  component: PasoEmpleadoCreado,
  args: {
    empleado: { nombre_completo: 'Inés Velasco Prieto', email: 'ines.velasco@example.com' },
  },
} satisfies Meta<typeof PasoEmpleadoCreado>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hecho: quién tiene cuenta ya, qué pasa ahora y la vuelta a 'Personal'. */
export const Creado: Story = {
  name: 'Creado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Inés Velasco Prieto ya tiene cuenta' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Qué pasa ahora' })).toBeVisible();
    await expect(canvas.getByText(/ines\.velasco@example\.com/)).toBeVisible();
    await expect(canvas.getByText(/elija una contraseña nueva/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a Personal' })).toHaveAttribute(
      'href',
      '/administrativo/personal',
    );
  },
};

/** Con una invitación: a qué correo se envió y cómo elegirá su contraseña. */
export const ConInvitacion: Story = {
  name: 'Con invitación',
  args: { invitacion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Se ha enviado una invitación a ines.velasco@example.com/),
    ).toBeVisible();
    await expect(canvas.queryByText(/Dale la contraseña inicial en persona/)).toBeNull();
  },
};
