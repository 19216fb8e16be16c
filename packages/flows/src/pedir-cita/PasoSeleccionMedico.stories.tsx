import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ARGS_DE_PASO, type ArgsDePaso, ELEGIDOS, MEDICOS } from '../../stories/pedir-cita';
import { DATOS_PEDIR_CITA_VACIOS } from './machine';
import { PasoSeleccionMedico } from './PasosPedirCita';
import { MENSAJE_ERROR_MEDICOS_PACIENTE } from './texts';

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

/** Paso 2 tras Continuar sin elegir: el mensaje junto a la lista y en el resumen de errores. */
export const SinElegir: Story = {
  name: 'Médico sin elegir',
  render: (args) => (
    <PasoSeleccionMedico
      {...args}
      datos={DATOS_PEDIR_CITA_VACIOS}
      errores={{ idProfesional: 'Selecciona un médico.' }}
      medicos={MEDICOS}
      invalido
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Médico' })).toBeVisible();
    await expect(canvas.getAllByText('Selecciona un médico.').length).toBeGreaterThan(0);
  },
};

/** Paso 2 si los médicos no llegan: el fallo se dice y 'Reintentar' los pide otra vez. */
export const ErrorAlCargarMedicos: Story = {
  name: 'Error al cargar los médicos',
  render: (args) => (
    <PasoSeleccionMedico
      {...args}
      datos={DATOS_PEDIR_CITA_VACIOS}
      errores={{}}
      medicos={{ estado: 'error', datos: [], error: MENSAJE_ERROR_MEDICOS_PACIENTE }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se han podido cargar los médicos. Inténtalo de nuevo.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'REINTENTAR_MEDICOS' });
  },
};
