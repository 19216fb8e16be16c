import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { clinica, clinicaVacia } from '../../stories/agenda';
import { argsDeMaquinas } from '../../stories/args';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, preparacionDeHistoria } from '../../stories/msw';
import { maquinasDeAgenda } from './actors';
import { FormularioDatosClinica } from './FormularioDatosClinica';
import { datosClinicaMachine, type ResultadoAgenda } from './machine';

const { datosClinica } = maquinasDeAgenda(clienteDeHistoria());
const sinRespuesta = datosClinicaMachine.provide({
  actors: {
    guardar: fromPromise<ResultadoAgenda<unknown>, object>(() => new Promise(() => undefined)),
  },
});

const meta = {
  title: 'Flujos/Agenda/Datos de la clínica',
  argTypes: argsDeMaquinas('machine'),
  component: FormularioDatosClinica,
  beforeEach: preparacionDeHistoria,
  args: { machine: datosClinica, clinica, onGuardado: fn() },
} satisfies Meta<typeof FormularioDatosClinica>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Los datos de la clínica, escritos. */
export const Relleno: Story = {
  name: 'Relleno',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Teléfono/ })).toHaveValue('910000000');
  },
};

/**
 * Una clínica recién puesta en servicio: todo vacío. 'Guardar' no envía nada: el resumen recibe
 * el foco y cada campo dice qué falta.
 */
export const Vacio: Story = {
  name: 'Vacío e inválido',
  args: { clinica: clinicaVacia },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const resumen = await canvas.findByRole('heading', { name: 'Hay un problema' });
    await waitFor(() => expect(resumen.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.getAllByText('Escribe el nombre de la clínica.')).toHaveLength(2);
    await expect(canvas.getAllByText('Escribe la dirección de la clínica.')).toHaveLength(2);
    await expect(canvas.getAllByText('El teléfono debe tener 9 dígitos.')).toHaveLength(2);
    await expect(args.onGuardado).not.toHaveBeenCalled();
  },
};

/** Guardando: el botón espera y no se envía dos veces. */
export const Guardando: Story = {
  name: 'Guardando',
  args: { machine: sinRespuesta },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(canvas.getByRole('form', { name: 'Datos de la clínica' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** Guardado en el servidor simulado: se anuncia y la aplicación vuelve a pedir la agenda. */
export const Guardado: Story = {
  name: 'Guardado',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const direccion = canvas.getByRole('textbox', { name: /Dirección/ });
    await userEvent.clear(direccion);
    await userEvent.type(direccion, 'Calle de Alcalá, 1, 28014 Madrid{Enter}');
    await expect(await canvas.findByText('Datos de la clínica guardados.')).toHaveAttribute(
      'role',
      'status',
    );
    await expect(args.onGuardado).toHaveBeenCalled();
  },
};
