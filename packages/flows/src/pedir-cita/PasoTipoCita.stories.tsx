import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ARGS_DE_PASO, type ArgsDePaso } from '../../stories/pedir-cita';
import { DATOS_PEDIR_CITA_VACIOS } from './machine';
import { PasoTipoCita } from './PasosPedirCita';

/** El paso 'Tipo de cita' de 'Pedir cita' en sus estados (el flujo entero: PedirCita.stories). */
const meta: Meta<ArgsDePaso> = {
  title: 'Flujos/Pedir cita/Pasos/1 Tipo de cita',
  args: ARGS_DE_PASO,
};

export default meta;
type Story = StoryObj<ArgsDePaso>;

/** Paso 1 sin elegir, tras Continuar: el mensaje junto a las opciones y en el resumen. */
export const TipoSinElegir: Story = {
  name: 'Tipo sin elegir',
  render: (args) => (
    <PasoTipoCita
      {...args}
      datos={DATOS_PEDIR_CITA_VACIOS}
      errores={{ tipoCita: 'Elige el tipo de cita.' }}
      invalido
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Tipo de cita' })).toBeVisible();
    await expect(canvas.getAllByText('Elige el tipo de cita.').length).toBeGreaterThan(0);
  },
};
