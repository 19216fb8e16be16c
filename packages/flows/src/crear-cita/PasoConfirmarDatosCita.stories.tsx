import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../stories/asistente';
import { radiologosListos } from '../../stories/cita';
import { datosRellenos, pacienteLucia } from '../../stories/crear-cita';
import { limpiarAnuncios } from '../../stories/msw';
import { MENSAJE_INESPERADO } from '../errores/fallos';
import { PasoConfirmarDatosCita } from './PasoConfirmarDatosCita';

const meta = {
  title: 'Flujos/Administrativo/Crear cita/3 Confirmar datos',
  component: PasoConfirmarDatosCita,
  beforeEach: limpiarAnuncios,
  args: {
    paciente: pacienteLucia,
    datos: datosRellenos,
    radiologos: radiologosListos.datos,
    enviando: false,
    send: fn(),
    onCancelar: fn(),
  },
} satisfies Meta<typeof PasoConfirmarDatosCita>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Los datos de la cita, la fecha como dd/mm/aaaa y el radiólogo por su nombre; 'Cambiar' por
 * fila vuelve a su paso y 'Crear cita' la crea.
 */
export const Relleno: Story = {
  name: 'Relleno',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Confirmar datos' })).toHaveFocus(),
    );
    await expect(document.title).toBe('Confirmar datos · Crear cita · Clínica');
    await expect(canvas.getByText('Paso 3 de 3: Confirmar datos')).toBeInTheDocument();
    await expect(canvas.getByText('Lucía García Fernández (12345678Z)')).toBeVisible();
    await expect(canvas.getByText('03/12/2026')).toBeVisible();
    await expect(canvas.getByText('12:00')).toBeVisible();
    await expect(canvas.getByText('Javier Martín Ruiz')).toBeVisible();
    await expect(canvas.getByText('Radiología')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar paciente' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'CAMBIAR',
      paso: 'busquedaPaciente',
      campo: 'dni',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar hora' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'CAMBIAR',
      paso: 'asignarDatos',
      campo: 'hora',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cita' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'CONFIRMAR' });
  },
};

/** Creando la cita: 'Crear cita' anuncia 'Cargando…' y ni él ni 'Volver' se pueden pulsar. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { enviando: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The title takes the focus in the next frame: press only after it (see 'Buscando', step 1).
    await esperarTitulo(canvas, 'Confirmar datos');
    const continuar = canvas.getByRole('button', { name: /Crear cita/ });
    await expect(continuar).toHaveAttribute('aria-disabled', 'true');
    await expect(within(continuar).getByRole('status')).toHaveTextContent('Cargando…');
    await expect(canvas.getByRole('button', { name: 'Volver' })).toBeDisabled();
    await userEvent.click(continuar);
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** El servidor falló sin culpar a ningún campo: el mensaje arriba, enfocado; se puede reintentar. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: { error: MENSAJE_INESPERADO },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerta = canvas.getByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(alerta).toHaveTextContent(MENSAJE_INESPERADO);
    await expect(document.title).toBe('Error: Confirmar datos · Crear cita · Clínica');
    await expect(canvas.getByRole('button', { name: 'Crear cita' })).toBeEnabled();
  },
};
