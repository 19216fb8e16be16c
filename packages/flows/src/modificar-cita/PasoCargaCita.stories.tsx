import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CITA_LUCIA } from '../../stories/modificar-cita';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { MENSAJE_CITA_NO_MODIFICABLE } from './cargarCita';
import { PasoCargaCita } from './PasoCargaCita';

const meta = {
  title: 'Flujos/Modificar cita/Pasos/0 Carga de la cita',
  component: PasoCargaCita,
  args: { nombrePaciente: CITA_LUCIA.nombrePaciente, onReintentar: fn(), onCancelar: fn() },
} satisfies Meta<typeof PasoCargaCita>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Llegan los datos actuales de la cita: el paso 1 con su título y un aviso de carga. */
export const Cargando: Story = {
  name: 'Cargando',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Asignar datos' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando los datos de la cita…');
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

/** Sin conexión: el mensaje con el foco, 'Reintentar' y 'Ir a citas'. */
export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  args: { error: MENSAJE_SIN_CONEXION, reintentable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(document.title).toBe('Error: Asignar datos · Modificar cita · Clínica');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onReintentar).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toHaveAttribute(
      'href',
      '/administrativo/citas',
    );
  },
};

/** La cita ya no está en curso: no hay nada que reintentar, solo volver a la lista. */
export const CitaNoModificable: Story = {
  name: 'Cita no modificable',
  args: { error: MENSAJE_CITA_NO_MODIFICABLE, reintentable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_CITA_NO_MODIFICABLE);
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toBeVisible();
  },
};
