import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ARGS_DE_PASO, type ArgsDePaso, ELEGIDOS } from '../../stories/pedir-cita';
import { PasoResumenPedirCita } from './PasosPedirCita';

/** El paso 'Resumen' de 'Pedir cita' en sus estados (el flujo entero: PedirCita.stories). */
const meta: Meta<ArgsDePaso> = {
  title: 'Flujos/Pedir cita/Pasos/5 Resumen',
  args: ARGS_DE_PASO,
};

export default meta;
type Story = StoryObj<ArgsDePaso>;

/** Paso 5: el resumen con 'Cambiar' por fila. */
export const Resumen: Story = {
  name: 'Resumen',
  render: (args) => (
    <PasoResumenPedirCita {...args} datos={ELEGIDOS} errores={{}} medico="Carmen López Sánchez" />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('03/12/2026')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /Cambiar/ })[1] as HTMLElement);
    await expect(args.send).toHaveBeenCalledWith({
      type: 'CAMBIAR',
      paso: 'medico',
      campo: 'idProfesional',
    });
  },
};

/** Pidiendo la cita: 'Pedir cita' espera la respuesta y no se puede pulsar otra vez. */
export const Enviando: Story = {
  name: 'Enviando',
  render: (args) => (
    <PasoResumenPedirCita
      {...args}
      datos={ELEGIDOS}
      errores={{}}
      medico="Carmen López Sánchez"
      enviando
    />
  ),
  play: async ({ canvasElement, args }) => {
    const boton = within(canvasElement).getByRole('button', { name: /Pedir cita/ });
    await expect(boton).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(boton);
    await expect(args.send).not.toHaveBeenCalledWith({ type: 'CONFIRMAR' });
  },
};
