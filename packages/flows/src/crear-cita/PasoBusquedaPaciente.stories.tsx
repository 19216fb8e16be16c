import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../stories/asistente';
import { limpiarAnuncios } from '../../stories/msw';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { validarBusquedaPaciente } from '../validacion/formularios';
import { MENSAJES } from '../validacion/obligatorio';
import { PasoBusquedaPaciente } from './PasoBusquedaPaciente';

const meta = {
  title: 'Flujos/Crear cita/Pasos/1 Búsqueda del paciente',
  component: PasoBusquedaPaciente,
  beforeEach: limpiarAnuncios,
  args: { dni: '', invalido: false, buscando: false, send: fn(), onCancelar: fn() },
} satisfies Meta<typeof PasoBusquedaPaciente>;

export default meta;
type Story = StoryObj<typeof meta>;

const { dni: mensajeDniVacio = '' } = validarBusquedaPaciente({ dni: '' });

/** Vacío: el paso 1 de 3, con el foco en su título; escribir envía cada cambio a la máquina. */
export const Vacio: Story = {
  name: 'Vacío',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Búsqueda del paciente' }),
      ).toHaveFocus(),
    );
    await expect(document.title).toBe('Búsqueda del paciente · Crear cita · Clínica');
    await expect(canvas.getByText('Paso 1 de 3: Buscar paciente')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Volver' })).toBeNull();
    await userEvent.type(canvas.getByLabelText(/DNI del paciente/), '1');
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { dni: '1' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'CONTINUAR' });
  },
};

/** Relleno: Enter en el DNI busca al paciente. */
export const Relleno: Story = {
  name: 'Relleno',
  args: { dni: '12345678Z' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The step first moves the focus to its title: click the field only after that, or the
    // title takes the focus back and Enter goes nowhere (failed twice in four runs under load).
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Búsqueda del paciente' }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByLabelText(/DNI del paciente/)).toHaveValue('12345678Z');
    await userEvent.click(canvas.getByLabelText(/DNI del paciente/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.send).toHaveBeenCalledWith({ type: 'CONTINUAR' }));
  },
};

/** Continuar sin DNI: el resumen enfocado, su enlace lleva al campo y Continuar espera. */
export const Invalido: Story = {
  name: 'Inválido',
  args: { errorDni: mensajeDniVacio, invalido: true, intento: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(document.title).toBe('Error: Búsqueda del paciente · Crear cita · Clínica');
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const dni = canvas.getByLabelText(/DNI del paciente/);
    await expect(dni).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('link', { name: mensajeDniVacio }));
    await expect(dni).toHaveFocus();
  },
};

/** Ningún paciente tiene ese DNI: el mensaje va en el campo, no como fallo del servidor. */
export const NoEncontrado: Story = {
  name: 'No encontrado',
  args: {
    dni: '00000000T',
    errorDni: MENSAJES.pacienteNoEncontrado,
    error: MENSAJES.pacienteNoEncontrado,
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerta = canvas.getByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(within(alerta).getAllByText(MENSAJES.pacienteNoEncontrado)).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: MENSAJES.pacienteNoEncontrado })).toBeVisible();
  },
};

/** Buscando: 'Continuar' anuncia 'Cargando…' y no se puede pulsar otra vez; el DNI no cambia. */
export const Buscando: Story = {
  name: 'Buscando',
  args: { dni: '12345678Z', buscando: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The title takes the focus in the next frame: press only after it, or on a busy machine
    // the title takes it back after the press and the picture shows another focus (CI, once).
    await esperarTitulo(canvas, 'Búsqueda del paciente');
    const continuar = canvas.getByRole('button', { name: /Continuar/ });
    await expect(continuar).toHaveAttribute('aria-disabled', 'true');
    await expect(within(continuar).getByRole('status')).toHaveTextContent('Cargando…');
    await expect(canvas.getByLabelText(/DNI del paciente/)).toHaveAttribute('readonly');
    await userEvent.click(continuar);
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** La búsqueda no llegó al servidor: el mensaje arriba, enfocado, y se puede reintentar. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: { dni: '12345678Z', error: MENSAJE_SIN_CONEXION },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerta = canvas.getByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(alerta).toHaveTextContent(MENSAJE_SIN_CONEXION);
    await expect(document.title).toBe('Error: Búsqueda del paciente · Crear cita · Clínica');
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  },
};
