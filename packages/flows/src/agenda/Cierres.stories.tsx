import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { agenda, HOY, profesionales } from '../../stories/agenda';
import { argsDeMaquinas } from '../../stories/args';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, preparacionDeHistoria } from '../../stories/msw';
import { enlacesDeCita } from '../../stories/personal';
import { maquinasDeAgenda } from './actors';
import { Cierres } from './Cierres';
import { quitarCierreMachine } from './machine';

const { nuevoCierre, quitarCierre } = maquinasDeAgenda(clienteDeHistoria());
const sinRespuesta = quitarCierreMachine.provide({
  actors: { quitarCierre: fromPromise<void, { id: number }>(() => new Promise(() => undefined)) },
});
const pagina = within(document.body);

const meta = {
  title: 'Flujos/Agenda/Cierres',
  argTypes: argsDeMaquinas('nuevoCierre', 'quitarCierre'),
  component: Cierres,
  beforeEach: preparacionDeHistoria,
  args: {
    festivos: agenda.festivos_nacionales,
    cierres: agenda.cierres,
    profesionales,
    hoy: HOY,
    nuevoCierre,
    quitarCierre,
    onCambiado: fn(),
    enlacesDeCita,
  },
} satisfies Meta<typeof Cierres>;

export default meta;
type Story = StoryObj<typeof meta>;

async function abrirAnadir(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Añadir cierre' }));
  const dialogo = await pagina.findByRole('dialog', { name: 'Añadir cierre' });
  // react-aria lo pone en la página oculto y lo muestra unos fotogramas después.
  await waitFor(() => expect(dialogo).toBeVisible());
  return dialogo;
}

/** Escribe una fecha (ddmmaaaa) en el DatePicker `campo`, desde su primer segmento. */
async function escribirFecha(dialogo: HTMLElement, campo: string, fecha: string) {
  const grupo = within(dialogo).getByRole('group', { name: new RegExp(campo) });
  await userEvent.click(within(grupo).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard(fecha);
}

async function elegir(dialogo: HTMLElement, campo: RegExp, opcion: string) {
  await userEvent.click(within(dialogo).getByRole('button', { name: campo }));
  await userEvent.click(await pagina.findByRole('option', { name: opcion }));
}

/**
 * Los cierres de la clínica y las ausencias, cada uno con 'Quitar'; los festivos nacionales de hoy
 * en adelante, solo para leer ('Festivo nacional').
 */
export const Lista: Story = {
  name: 'Lista',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cierres = canvas.getByRole('list', { name: 'Cierres y ausencias' });
    await expect(within(cierres).getByText('Festivo local: Fiesta patronal')).toBeVisible();
    await expect(within(cierres).getByText('Toda la clínica')).toBeVisible();
    await expect(within(cierres).getByText('Javier Martín Ruiz')).toBeVisible();
    await expect(within(cierres).getByText('Del 22/12/2026 al 26/12/2026')).toBeVisible();
    const festivos = canvas.getByRole('list', { name: 'Próximos festivos nacionales' });
    await expect(within(festivos).getByText('25/12/2026')).toBeVisible();
    // Los de antes de hoy no se listan.
    await expect(within(festivos).queryByText('12/10/2026')).toBeNull();
    await expect(within(festivos).queryByRole('button')).toBeNull();
  },
};

/** Sin cierres por delante. */
export const SinCierres: Story = {
  name: 'Sin cierres',
  args: { cierres: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No hay cierres ni ausencias por delante.'),
    ).toBeVisible();
  },
};

/** 'Añadir cierre' vacío: el tipo, el primer día y el motivo, cada uno en su campo. */
export const AnadirCierreVacio: Story = {
  name: 'Añadir cierre vacío',
  play: async ({ canvasElement, args }) => {
    const dialogo = await abrirAnadir(canvasElement);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Añadir cierre' }));
    await expect(
      await within(dialogo).findByRole('heading', { name: 'Hay un problema' }),
    ).toBeVisible();
    await expect(within(dialogo).getAllByText('Elige el tipo de cierre.')).toHaveLength(2);
    await expect(within(dialogo).getAllByText('Escribe el motivo del cierre.')).toHaveLength(2);
    await expect(args.onCambiado).not.toHaveBeenCalled();
  },
};

/** Unas vacaciones: hace falta el profesional; en el pasado, no se puede. */
export const AnadirAusenciaInvalida: Story = {
  name: 'Añadir ausencia inválida',
  play: async ({ canvasElement }) => {
    const dialogo = await abrirAnadir(canvasElement);
    await elegir(dialogo, /Tipo de cierre/, 'Vacaciones');
    await escribirFecha(dialogo, 'Primer día', '30112026');
    await userEvent.type(within(dialogo).getByRole('textbox', { name: /Motivo/ }), 'Verano');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Añadir cierre' }));
    await expect(await within(dialogo).findAllByText('Elige quién se ausenta.')).toHaveLength(2);
    await expect(
      within(dialogo).getAllByText('Un cierre no puede empezar antes de hoy.'),
    ).toHaveLength(2);
  },
};

/**
 * Un festivo local sobre un día con citas: el servidor no lo guarda (409) y el diálogo lista
 * esas citas con 'Modificar' y 'Cancelar'.
 */
export const AnadirConCitas: Story = {
  name: 'Añadir cierre con citas',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const dialogo = await abrirAnadir(canvasElement);
    await elegir(dialogo, /Tipo de cierre/, 'Festivo local');
    await escribirFecha(dialogo, 'Primer día', '03122026');
    await userEvent.type(within(dialogo).getByRole('textbox', { name: /Motivo/ }), 'Puente');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Añadir cierre' }));
    await expect(await within(dialogo).findByRole('alert')).toHaveTextContent(
      /programadas? en esos días/,
    );
    await expect(within(dialogo).getByRole('heading', { name: 'Citas afectadas' })).toBeVisible();
    await expect(
      within(dialogo).getAllByRole('link', { name: /^Cancelar la cita / }).length,
    ).toBeGreaterThan(0);
    await expect(args.onCambiado).not.toHaveBeenCalled();
  },
};

/** Unas vacaciones de un radiólogo sin citas esos días: añadidas y anunciadas. */
export const Anadido: Story = {
  name: 'Cierre añadido',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const dialogo = await abrirAnadir(canvasElement);
    await elegir(dialogo, /Tipo de cierre/, 'Vacaciones');
    await elegir(dialogo, /Profesional/, 'Elena Romero Castro');
    await escribirFecha(dialogo, 'Primer día', '11012027');
    await escribirFecha(dialogo, 'Último día', '15012027');
    await userEvent.type(within(dialogo).getByRole('textbox', { name: /Motivo/ }), 'Invierno');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Añadir cierre' }));
    await waitFor(() => expect(dialogo).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "Cierre 'Invierno' añadido.",
    );
    await expect(args.onCambiado).toHaveBeenCalled();
  },
};

/** 'Quitar' pregunta antes: 'Sí, quitar' o 'No, volver'. */
export const PreguntaQuitar: Story = {
  name: 'Pregunta antes de quitar',
  args: { quitarCierre: sinRespuesta },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Quitar el cierre Fiesta patronal/ }),
    );
    const pregunta = await pagina.findByRole('alertdialog', {
      name: "¿Seguro que quieres quitar el cierre 'Fiesta patronal'?",
    });
    await waitFor(() =>
      expect(within(pregunta).getByRole('button', { name: 'Sí, quitar' })).toBeVisible(),
    );
    await expect(within(pregunta).getByRole('button', { name: 'No, volver' })).toHaveFocus();
  },
};

/** Quitado en el servidor simulado: se anuncia y la aplicación vuelve a pedir la agenda. */
export const Quitado: Story = {
  name: 'Cierre quitado',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Quitar el cierre Fiesta patronal/ }),
    );
    const pregunta = await pagina.findByRole('alertdialog');
    await userEvent.click(within(pregunta).getByRole('button', { name: 'Sí, quitar' }));
    await waitFor(() => expect(pregunta).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        "Cierre 'Fiesta patronal' quitado.",
      ),
    );
    await expect(args.onCambiado).toHaveBeenCalled();
  },
};
