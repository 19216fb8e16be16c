import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { limpiarAnuncios } from '../comun/historias/msw';
import { MENSAJE_SIN_CONEXION } from '../errores';
import { MENSAJE_CITA_NO_EN_CURSO } from './machine';
import { PasoConfirmarCancelacion } from './PasoConfirmarCancelacion';

const PREGUNTA = '¿Deseas cancelar la cita 48213K de Lucía García Fernández?';

const meta = {
  title: 'Flujos/Administrativo/Cancelar cita/1 Pregunta',
  component: PasoConfirmarCancelacion,
  beforeEach: limpiarAnuncios,
  args: {
    numCita: '48213K',
    nombrePaciente: 'Lucía García Fernández',
    enviando: false,
    send: fn(),
  },
} satisfies Meta<typeof PasoConfirmarCancelacion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * La pregunta como título, con el foco, y qué pasará; 'Sí' cancela y 'Cancelar' vuelve a la
 * lista. Un solo 'Cancelar' y ninguna barra de pasos: es una sola pregunta.
 */
export const Pregunta: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: PREGUNTA })).toHaveFocus(),
    );
    await expect(document.title).toBe(`${PREGUNTA} · Cancelar cita · Clínica`);
    await expect(canvas.getByText(/su hora volverá a estar libre/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Cancelar' })).toHaveLength(1);
    await expect(canvas.queryByRole('list', { name: 'Pasos del proceso' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CANCELAR' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sí' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONFIRMAR' });
  },
};

/** Cancelando: 'Sí' anuncia 'Cargando…' y no se puede pulsar otra vez; 'Cancelar' espera. */
export const Enviando: Story = {
  args: { enviando: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const si = canvas.getByRole('button', { name: /^Sí/ });
    await expect(within(si).getByRole('status')).toHaveTextContent('Cargando…');
    await userEvent.click(si);
    await expect(args.send).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** Sin conexión: el mensaje arriba, con el foco, y 'Sí' para reintentar. */
export const ErrorDelServidor: Story = {
  args: { error: MENSAJE_SIN_CONEXION },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_SIN_CONEXION);
    await expect(document.title).toBe(`Error: ${PREGUNTA} · Cancelar cita · Clínica`);
    await expect(canvas.getByRole('button', { name: 'Sí' })).toBeEnabled();
  },
};

/**
 * La cita ya no está en curso (409): el mensaje, y en lugar de 'Sí' y 'Cancelar' solo 'Ir a
 * citas', porque reintentar no serviría.
 */
export const NoEnCurso: Story = {
  args: { error: MENSAJE_CITA_NO_EN_CURSO, cancelable: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_CITA_NO_EN_CURSO);
    await expect(canvas.queryByRole('button', { name: 'Sí' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a citas' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CANCELAR' });
  },
};
