import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ELEGIDOS, MEDICOS } from '../../stories/pedir-cita';
import { DATOS_PEDIR_CITA_VACIOS, type EventoPedirCita } from './machine';
import { PasoSeleccionMedico } from './PasosPedirCita';

/** El paso 'Médico' de 'Pedir cita' en sus estados (el flujo entero: PedirCita.stories). */
interface Args {
  send: (evento: EventoPedirCita) => void;
  onCancelar: () => void;
  inicioHref: string;
}

const meta: Meta<Args> = {
  title: 'Flujos/Pedir cita/Pasos/2 Médico',
  args: { send: fn(), onCancelar: fn(), inicioHref: '/paciente' },
};

export default meta;
type Story = StoryObj<Args>;

/** Paso 2: los médicos, uno elegido. */
export const Medicos: Story = {
  name: 'Médicos',
  render: (args) => (
    <PasoSeleccionMedico {...args} datos={ELEGIDOS} errores={{}} medicos={MEDICOS} />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Carmen López Sánchez' }),
    ).toBeChecked();
  },
};

/** Paso 2 mientras llegan los médicos. */
export const MedicosCargando: Story = {
  name: 'Médicos cargando',
  render: (args) => (
    <PasoSeleccionMedico
      {...args}
      datos={DATOS_PEDIR_CITA_VACIOS}
      errores={{}}
      medicos={{ estado: 'cargando', datos: [] }}
    />
  ),
};
