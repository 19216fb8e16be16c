import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarFocoDelPaso, probarCancelarDelPaso } from '../../stories/asistente';
import {
  datosActuales,
  FICHA_LUCIA,
  HOY_HISTORIAS,
  huecosDeJavier,
  radiologosListos,
} from '../../stories/modificar-cita';
import { preparacionDeHistoria } from '../../stories/msw';
import { MENSAJE_ERROR_RADIOLOGOS, MENSAJE_HUECO_OCUPADO } from '../cita/datosCita';
import { PasoAsignarDatos } from '../cita/PasoAsignarDatos';
import { MENSAJE_HORA_OBLIGATORIA } from '../validacion/hora';
import { CitaActualResumen } from './CitaActualResumen';
import { ASISTENTE_MODIFICAR_CITA, type PasoModificarCita } from './steps';

const meta = {
  title: 'Flujos/Modificar cita/Pasos/1 Asignar datos',
  component: PasoAsignarDatos<PasoModificarCita>,
  beforeEach: preparacionDeHistoria,
  args: {
    asistente: ASISTENTE_MODIFICAR_CITA,
    cita: <CitaActualResumen ficha={FICHA_LUCIA} />,
    datos: datosActuales,
    errores: {},
    profesionales: radiologosListos,
    huecos: huecosDeJavier,
    hoy: HOY_HISTORIAS,
    invalido: false,
    send: fn(),
    onCancelar: fn(),
  },
} satisfies Meta<typeof PasoAsignarDatos<PasoModificarCita>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Relleno con los datos actuales de la cita: paso 1 de 2, el foco en el título, la 'Cita actual'
 * (número, paciente, DNI, fecha y hora de ahora) y Continuar y cada cambio van a la máquina.
 */
export const Relleno: Story = {
  name: 'Relleno',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const titulo = canvas.getByRole('heading', { level: 1, name: 'Asignar datos' });
    await waitFor(() => expect(titulo).toHaveFocus());
    await expect(document.title).toBe('Asignar datos · Modificar cita · Clínica');
    await expect(canvas.getByText('Paso 1 de 2: Asignar datos')).toBeInTheDocument();
    const actual = canvas.getByRole('heading', { level: 2, name: 'Cita actual' });
    const ficha = within(actual.parentElement as HTMLElement);
    for (const dato of ['48213K', 'Lucía García Fernández', '12345678Z', '01/12/2026', '09:00']) {
      await expect(ficha.getByText(dato)).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: /Radiólogo/ })).toHaveTextContent(
      'Javier Martín Ruiz',
    );
    await expect(canvas.getByRole('button', { name: /Hora/ })).toHaveTextContent('09:00');
    await expect(canvas.queryByRole('button', { name: 'Volver' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: /Hora/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '12:00' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { hora: '12:00' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONTINUAR' });
  },
};

/** Otro día: la hora queda en blanco mientras llegan las horas libres de ese día. */
export const BuscandoHoras: Story = {
  name: 'Buscando horas',
  args: {
    datos: { ...datosActuales, fecha: '2026-12-03', hora: '' },
    huecos: { estado: 'cargando', datos: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Hora/ })).toBeDisabled();
    await expect(canvas.getAllByText('Buscando horas libres…')[0]).toBeVisible();
  },
};

/** Ese día el radiólogo no tiene horas libres: se dice, y la hora no se puede elegir. */
export const SinHorasLibres: Story = {
  name: 'Sin horas libres',
  args: {
    datos: { ...datosActuales, fecha: '2026-12-05', hora: '' },
    huecos: { estado: 'lista', datos: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Hora/ })).toBeDisabled();
    await expect(
      canvas.getAllByText('No quedan horas libres ese día. Elige otro día u otro radiólogo.')[0],
    ).toBeVisible();
  },
};

/**
 * Tras Continuar sin hora: el resumen recibe el foco, el título empieza por 'Error: ',
 * Continuar espera y el enlace lleva a la hora.
 */
export const Invalido: Story = {
  name: 'Inválido',
  args: {
    datos: { ...datosActuales, fecha: '2026-12-03', hora: '' },
    errores: { hora: MENSAJE_HORA_OBLIGATORIA },
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(document.title).toBe('Error: Asignar datos · Modificar cita · Clínica');
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('link', { name: MENSAJE_HORA_OBLIGATORIA }));
    await expect(canvas.getByRole('button', { name: /Hora/ })).toHaveFocus();
  },
};

/** El servidor dio la hora por ocupada al guardar (409): vuelve aquí con el mensaje en la hora. */
export const HuecoOcupado: Story = {
  name: 'Hueco ocupado',
  args: {
    datos: { ...datosActuales, hora: '' },
    errores: { hora: MENSAJE_HUECO_OCUPADO },
    error: MENSAJE_HUECO_OCUPADO,
    huecos: { estado: 'cargando', datos: [] },
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    // Una sola vez en el resumen: el mensaje general y el del campo son el mismo.
    await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_HUECO_OCUPADO);
    await expect(canvas.getAllByRole('link', { name: MENSAJE_HUECO_OCUPADO })).toHaveLength(1);
  },
};

/** Los radiólogos no cargan: aviso anunciado y 'Reintentar'. */
export const ErrorAlCargarRadiologos: Story = {
  name: 'Error al cargar radiólogos',
  args: { profesionales: { estado: 'error', datos: [], error: MENSAJE_ERROR_RADIOLOGOS } },
  play: async ({ canvasElement, args }) => {
    await esperarFocoDelPaso(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_ERROR_RADIOLOGOS);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'REINTENTAR_PROFESIONALES' });
  },
};

/** 'Cancelar' pregunta antes; 'Continuar con el proceso' no cancela, 'Confirmar cancelación' sí. */
export const Cancelar: Story = {
  name: 'Cancelar',
  play: probarCancelarDelPaso,
};
