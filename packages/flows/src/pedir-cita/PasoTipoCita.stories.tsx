import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DATOS_PEDIR_CITA_VACIOS, type EventoPedirCita } from './machine';
import { PasoTipoCita } from './PasosPedirCita';

/** El paso 'Tipo de cita' de 'Pedir cita' en sus estados (el flujo entero: PedirCita.stories). */
interface Args {
  send: (evento: EventoPedirCita) => void;
  onCancelar: () => void;
  inicioHref: string;
}

const meta: Meta<Args> = {
  title: 'Flujos/Pedir cita/Pasos/1 Tipo de cita',
  args: { send: fn(), onCancelar: fn(), inicioHref: '/paciente' },
};

export default meta;
type Story = StoryObj<Args>;

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
