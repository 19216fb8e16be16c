import { provincias } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pacienteRelleno } from '../../stories/crear-paciente';
import { limpiarAnuncios } from '../../stories/msw';
import { PasoResumenPaciente } from './PasoResumenPaciente';

const meta = {
  title: 'Flujos/Crear paciente/Pasos/3 Resumen',
  component: PasoResumenPaciente,
  beforeEach: limpiarAnuncios,
  args: {
    datos: pacienteRelleno,
    provincias,
    enviando: false,
    send: fn(),
    onCancelar: fn(),
  },
} satisfies Meta<typeof PasoResumenPaciente>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Todos los datos, la fecha como dd/mm/aaaa, la provincia por su nombre y 'Cambiar' por fila. */
export const Relleno: Story = {
  name: 'Relleno',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Resumen' })).toHaveFocus(),
    );
    await expect(canvas.getByText('23/09/1978')).toBeVisible();
    await expect(canvas.getByText('Madrid')).toBeVisible();
    await expect(canvas.getByText('Asignada')).toBeVisible();
    await expect(canvas.queryByText('ClaveSegura2024')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar DNI' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'CAMBIAR',
      paso: 'informacionPaciente',
      campo: 'documento',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'CAMBIAR',
      paso: 'asignarContrasena',
      campo: 'password',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Crear paciente' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONFIRMAR' });
  },
};

/** Sin los opcionales: se leen 'No indicado'. */
export const SinOpcionales: Story = {
  name: 'Sin opcionales',
  args: { datos: { ...pacienteRelleno, segundo_apellido: '', piso: '', puerta: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No indicado')).toHaveLength(4);
  },
};

/** Creando el paciente: 'Crear paciente' anuncia 'Cargando…' y 'Volver' espera. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { enviando: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Crear paciente/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Volver' })).toBeDisabled();
  },
};

/** El servidor falló sin culpar a ningún campo: el mensaje arriba, se puede reintentar. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: {
    error: 'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(document.title).toBe('Error: Resumen · Crear paciente · Clínica');
    await expect(canvas.getByRole('button', { name: 'Crear paciente' })).toBeEnabled();
  },
};

/** Con una invitación por correo: la fila de la contraseña dice a qué correo va. */
export const ConInvitacion: Story = {
  name: 'Con invitación',
  args: { invitar: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Invitación por correo a rosa.delgado@example.com'),
    ).toBeVisible();
    await expect(canvas.queryByText('Asignada')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Cambiar contraseña/ }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'CAMBIAR',
      paso: 'asignarContrasena',
      campo: 'acceso',
    });
  },
};
