import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PasoPacienteCreado } from './PasoPacienteCreado';

const meta = {
  title: 'Flujos/Crear paciente/Pasos/4 Confirmación',
  component: PasoPacienteCreado,
  args: { paciente: { nombre: 'Rosa', primer_apellido: 'Delgado', id_paciente: 31 } },
} satisfies Meta<typeof PasoPacienteCreado>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Paciente creado correctamente', a quién, y 'Ir a citas'; ya no hay 'Cancelar'. */
export const Creado: Story = {
  name: 'Creado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Paciente creado correctamente' }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByText(/Rosa Delgado ya puede iniciar sesión/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toHaveAttribute(
      'href',
      '/administrativo/citas',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Pasos del proceso' })).toBeNull();
  },
};

/** Con una invitación: a qué correo se envió y que el paciente elegirá su contraseña. */
export const ConInvitacion: Story = {
  name: 'Con invitación',
  args: { invitacionA: 'rosa.delgado@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Se ha enviado una invitación a rosa.delgado@example.com/),
    ).toBeVisible();
  },
};

/**
 * Sin correo electrónico: no tiene acceso al portal (no se dice que ya puede iniciar sesión), y
 * 'Dar cita a este paciente' es lo primero que se ofrece, con 'Ir a citas' al lado.
 */
export const SinCorreoConDarCita: Story = {
  name: 'Sin correo, con Dar cita',
  args: {
    sinCorreo: true,
    darCitaHref: (id: number) => `/administrativo/crearCita?paciente=${id}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Rosa Delgado no tiene acceso al portal hasta que tenga un correo electrónico. Ya se le pueden dar citas.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/ya puede iniciar sesión/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Dar cita a este paciente' })).toHaveAttribute(
      'href',
      '/administrativo/crearCita?paciente=31',
    );
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toBeVisible();
  },
};
