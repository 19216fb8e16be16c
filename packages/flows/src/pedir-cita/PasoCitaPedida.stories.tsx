import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ARGS_DE_PASO, type ArgsDePaso } from '../../stories/pedir-cita';
import { PasoCitaNoCreada, PasoCitaPedida } from './PasoCitaPedida';

/** El paso 'Confirmación' de 'Pedir cita' en sus estados (el flujo entero: PedirCita.stories). */
const meta: Meta<ArgsDePaso> = {
  title: 'Flujos/Pedir cita/Pasos/6 Confirmación',
  args: ARGS_DE_PASO,
};

export default meta;
type Story = StoryObj<ArgsDePaso>;

/** La confirmación: dónde (la dirección de la clínica, del servidor) y 'Añadir al calendario'. */
export const CitaCreada: Story = {
  name: 'Cita creada',
  render: () => (
    <PasoCitaPedida
      cita={{
        id: 51,
        num_cita: '50123Q',
        fecha: '2026-12-03',
        hora: '10:00',
        tipo_cita: 'Presencial - Medicina familiar',
        medico: 'Carmen López Sánchez',
      }}
      direccionClinica="Calle de la Salud, 12, 28001 Madrid"
      telefono="612345678"
      onAnadirAlCalendario={fn(async () => {})}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lugar')).toBeVisible();
    await expect(canvas.getByText('Calle de la Salud, 12, 28001 Madrid')).toBeVisible();
    await expect(canvas.queryByText(/te llamará/)).toBeNull();
  },
};

/** Una cita telefónica: la confirmación dice a qué teléfono llamará el médico. */
export const CitaTelefonicaCreada: Story = {
  name: 'Cita telefónica creada',
  render: () => (
    <PasoCitaPedida
      cita={{
        id: 52,
        num_cita: '50124R',
        fecha: '2026-12-03',
        hora: '11:00',
        tipo_cita: 'Telefónica - Medicina familiar',
        medico: 'Carmen López Sánchez',
      }}
      direccionClinica="Calle de la Salud, 12, 28001 Madrid"
      telefono="612345678"
      onAnadirAlCalendario={fn(async () => {})}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Llamada')).toBeVisible();
    await expect(canvas.getByText('El médico te llamará al 612 345 678.')).toBeVisible();
    await expect(canvas.queryByText('Calle de la Salud, 12, 28001 Madrid')).toBeNull();
  },
};

/** 'Error al crear la cita' con su motivo. */
export const ErrorAlCrear: Story = {
  name: 'Error al crear',
  render: () => (
    <PasoCitaNoCreada
      error="Se ha producido un error inesperado. Inténtalo de nuevo."
      onReintentar={fn()}
      onVolver={fn()}
    />
  ),
};
