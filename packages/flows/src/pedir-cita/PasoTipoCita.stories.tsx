import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ARGS_DE_PASO, type ArgsDePaso, ELEGIDOS } from '../../stories/pedir-cita';
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

/** Paso 1 al llegar: las dos formas de consulta, ninguna elegida, sin mensajes todavía. */
export const Vacio: Story = {
  name: 'Vacío',
  render: (args) => <PasoTipoCita {...args} datos={DATOS_PEDIR_CITA_VACIOS} errores={{}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.queryByText('Elige el tipo de cita.')).toBeNull();
  },
};

/** Paso 1 con la consulta presencial elegida; elegir la telefónica la cambia. */
export const Elegido: Story = {
  name: 'Elegido',
  render: (args) => <PasoTipoCita {...args} datos={ELEGIDOS} errores={{}} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Presencial/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Telefónica/ }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDITAR',
      datos: { tipoCita: 'Telefónica - Medicina familiar' },
    });
  },
};
