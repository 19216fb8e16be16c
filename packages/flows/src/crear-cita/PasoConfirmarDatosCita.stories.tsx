import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../stories/asistente';
import { medicosListos, radiologosListos } from '../../stories/cita';
import { datosRellenos, pacienteLucia } from '../../stories/crear-cita';
import { limpiarAnuncios } from '../../stories/msw';
import { MENSAJE_INESPERADO } from '../errores/fallos';
import { PasoConfirmarDatosCita } from './PasoConfirmarDatosCita';

const meta = {
  title: 'Flujos/Crear cita/Pasos/3 Confirmar datos',
  component: PasoConfirmarDatosCita,
  beforeEach: limpiarAnuncios,
  args: {
    paciente: pacienteLucia,
    tipoCita: 'Radiologia',
    datos: datosRellenos,
    profesionales: radiologosListos.datos,
    enviando: false,
    send: fn(),
    onCancelar: fn(),
  },
} satisfies Meta<typeof PasoConfirmarDatosCita>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Los datos de la cita, su tipo, la fecha como dd/mm/aaaa y el radiólogo por su nombre; 'Cambiar'
 * por fila vuelve a su paso y 'Crear cita' la crea.
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
    await expect(canvas.queryByText(/ya tiene una cita/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar tipo de cita' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'CAMBIAR',
      paso: 'asignarDatos',
      campo: 'tipoCita',
    });
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

/** Una cita de medicina familiar presencial: su tipo y el médico por su nombre. */
export const MedicinaFamiliar: Story = {
  name: 'Medicina familiar',
  args: {
    tipoCita: 'Presencial - Medicina familiar',
    profesionales: medicosListos.datos,
    datos: { ...datosRellenos, idProfesional: 2 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Confirmar datos');
    await expect(canvas.getByText('Presencial - Medicina familiar')).toBeVisible();
    await expect(canvas.getByText('Médico')).toBeVisible();
    await expect(canvas.getByText('Miguel Ángel Moreno Jiménez')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cambiar médico' })).toBeVisible();
  },
};

/**
 * El paciente ya tiene otra cita ese día con ese profesional: el aviso, y 'Crear cita' la crea
 * igualmente.
 */
export const ConOtraCitaEseDia: Story = {
  name: 'Con otra cita ese día',
  args: { horasRepetidas: ['09:00', '17:00'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Confirmar datos');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Este paciente ya tiene otras citas ese día con este profesional (a las 09:00 y a las 17:00).',
    );
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
