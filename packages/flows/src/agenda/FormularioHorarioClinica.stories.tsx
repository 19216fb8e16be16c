import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { clinica } from '../../stories/agenda';
import { argsDeMaquinas } from '../../stories/args';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, preparacionDeHistoria } from '../../stories/msw';
import { enlacesDeCita } from '../../stories/personal';
import { maquinasDeAgenda } from './actors';
import { FormularioHorarioClinica } from './FormularioHorarioClinica';
import { horarioClinicaMachine, type ResultadoAgenda } from './machine';

const { horarioClinica } = maquinasDeAgenda(clienteDeHistoria());
const sinRespuesta = horarioClinicaMachine.provide({
  actors: {
    guardar: fromPromise<ResultadoAgenda<unknown>, object>(() => new Promise(() => undefined)),
  },
});
const pagina = within(document.body);
const NO_CABEN =
  'De 08:00 a 15:00 no caben citas de 45 minutos justas: cambia las horas o la duración.';

const meta = {
  title: 'Flujos/Agenda/Horario de la clínica',
  argTypes: argsDeMaquinas('machine'),
  component: FormularioHorarioClinica,
  beforeEach: preparacionDeHistoria,
  args: { machine: horarioClinica, clinica, onGuardado: fn(), enlacesDeCita },
} satisfies Meta<typeof FormularioHorarioClinica>;

export default meta;
type Story = StoryObj<typeof meta>;

/** De lunes a viernes de 08:00 a 15:00, citas de 60 minutos; sábado y domingo, 'Cerrado'. */
export const Relleno: Story = {
  name: 'Relleno',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Abre el viernes' })).toBeChecked();
    const domingo = canvas.getByRole('group', { name: 'Domingo' });
    await expect(within(domingo).getByText('Cerrado')).toBeVisible();
  },
};

/** Una clínica sin horario aún: todos los días cerrados. */
export const Vacio: Story = {
  name: 'Vacío',
  args: { clinica: { ...clinica, horario: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Cerrado')).toHaveLength(7);
  },
};

/**
 * '45 minutos' de 08:00 a 15:00 no caben: con el teclado se elige la duración y se guarda; el
 * mensaje de la regla del servidor en cada día y en el resumen, que recibe el foco.
 */
export const DuracionQueNoCabe: Story = {
  name: 'Duración que no cabe',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const duracion = canvas.getByRole('button', { name: /Duración de cada cita/ });
    duracion.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pagina.getByRole('option', { name: '60 minutos' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(duracion).toHaveTextContent('45 minutos'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const resumen = await canvas.findByRole('heading', { name: 'Hay un problema' });
    await waitFor(() => expect(resumen.closest('[tabindex="-1"]')).toHaveFocus());
    const lunes = canvas.getByRole('group', { name: 'Lunes' });
    await expect(within(lunes).getByText(NO_CABEN)).toBeVisible();
    await expect(args.onGuardado).not.toHaveBeenCalled();
  },
};

/** Guardando: el formulario espera al servidor. */
export const Guardando: Story = {
  name: 'Guardando',
  args: { machine: sinRespuesta },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(canvas.getByRole('form', { name: 'Horario de la clínica' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** Abrir también los sábados, guardado en el servidor simulado y anunciado. */
export const Guardado: Story = {
  name: 'Guardado',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Abre el sábado' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('Horario de la clínica guardado.')).toHaveAttribute(
      'role',
      'status',
    );
    await expect(args.onGuardado).toHaveBeenCalled();
  },
};

/**
 * Cerrar los martes deja sin hueco las citas de hoy (martes): el servidor no lo guarda (409) y
 * la sección las lista con 'Modificar' y 'Cancelar'.
 */
export const ConCitasAfectadas: Story = {
  name: 'Con citas afectadas',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Abre el martes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /citas programadas fuera del nuevo horario/,
    );
    await expect(canvas.getByRole('heading', { name: 'No se ha guardado' })).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: /^Modificar la cita / }).length,
    ).toBeGreaterThan(1);
    await expect(args.onGuardado).not.toHaveBeenCalled();
  },
};
