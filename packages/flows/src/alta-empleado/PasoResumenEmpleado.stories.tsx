import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { limpiarAnuncios } from '../../stories/msw';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { DATOS_ALTA_VACIOS } from './machine';
import { PasoResumenEmpleado } from './PasoResumenEmpleado';

const radiologa = {
  ...DATOS_ALTA_VACIOS,
  id_rol: 1 as const,
  nombre: 'Inés',
  primer_apellido: 'Velasco',
  email: 'ines.velasco@example.com',
  num_colegiado: '280400001',
};

const meta = {
  title: 'Flujos/Dar de alta a un empleado/Pasos/4 Resumen',
  component: PasoResumenEmpleado,
  beforeEach: limpiarAnuncios,
  args: { datos: radiologa, send: fn(), onCancelar: fn() },
} satisfies Meta<typeof PasoResumenEmpleado>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Relleno: cada dato con su 'Cambiar', que lleva a su paso con el foco en su campo. */
export const Relleno: Story = {
  name: 'Relleno',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Resumen' })).toHaveFocus(),
    );
    await expect(canvas.getByText('Radiólogo')).toBeVisible();
    await expect(canvas.getByText('280400001')).toBeVisible();
    await expect(canvas.getByText('Asignada')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar correo electrónico' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'CAMBIAR',
      paso: 'datos',
      campo: 'email',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Dar de alta' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONFIRMAR' });
  },
};

/** Un administrativo responsable: sin número de colegiado, con la marca de responsable. */
export const Administrativo: Story = {
  name: 'Administrativo',
  args: { datos: { ...radiologa, id_rol: 2, responsable: true, num_colegiado: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sí')).toBeVisible();
    await expect(canvas.queryByText('Número de colegiado')).toBeNull();
  },
};

/** Enviando: 'Dar de alta' espera y no se puede pulsar otra vez. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { enviando: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Dar de alta/ }),
    ).toHaveAttribute('data-pending', 'true');
    limpiarAnuncios();
  },
};

/** Sin conexión: el mensaje arriba, y 'Dar de alta' lo intenta otra vez con la misma clave. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: {
    error: MENSAJE_SIN_CONEXION,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const alerta = within(canvasElement).getByRole('alert');
    await expect(alerta).toHaveTextContent('No se ha podido conectar');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
  },
};

/** Con una invitación por correo: la fila de la contraseña dice a qué correo va. */
export const ConInvitacion: Story = {
  name: 'Con invitación',
  args: { invitar: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Invitación por correo a ines.velasco@example.com'),
    ).toBeVisible();
    await expect(canvas.queryByText('Asignada')).toBeNull();
  },
};
