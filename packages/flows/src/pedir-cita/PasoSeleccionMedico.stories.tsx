import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ARGS_DE_PASO, type ArgsDePaso, ELEGIDOS, MEDICOS } from '../../stories/pedir-cita';
import { DATOS_PEDIR_CITA_VACIOS } from './machine';
import { PasoSeleccionMedico } from './PasosPedirCita';

/** El paso 'Médico' de 'Pedir cita' en sus estados (el flujo entero: PedirCita.stories). */
const meta: Meta<ArgsDePaso> = {
  title: 'Flujos/Pedir cita/Pasos/2 Médico',
  args: ARGS_DE_PASO,
};

export default meta;
type Story = StoryObj<ArgsDePaso>;

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
