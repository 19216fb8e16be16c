import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ELEGIDOS } from '../../stories/pedir-cita';
import type { EventoPedirCita } from './machine';
import { PasoResumenPedirCita } from './PasosPedirCita';

/** El paso 'Resumen' de 'Pedir cita' en sus estados (el flujo entero: PedirCita.stories). */
interface Args {
  send: (evento: EventoPedirCita) => void;
  onCancelar: () => void;
  inicioHref: string;
}

const meta: Meta<Args> = {
  title: 'Flujos/Pedir cita/Pasos/5 Resumen',
  args: { send: fn(), onCancelar: fn(), inicioHref: '/paciente' },
};

export default meta;
type Story = StoryObj<Args>;

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
