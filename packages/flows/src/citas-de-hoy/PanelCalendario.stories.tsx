import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { citasDel3, conAncho, marcasDeDiciembre } from '../../stories/citas-del-medico';
import { PanelCalendario } from './PanelCalendario';

const meta = {
  title: 'Flujos/Citas de hoy/Calendario',
  component: PanelCalendario,
  decorators: [conAncho],
  parameters: { ancho: '24rem' },
  args: {
    hoy: '2026-12-01',
    dia: '2026-12-03',
    marcas: marcasDeDiciembre,
    citasDelDia: citasDel3,
    onDiaChange: fn(),
    onMesVisible: fn(),
    onAbrir: fn(),
    onCancelar: fn(),
  },
} satisfies Meta<typeof PanelCalendario>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Un día con citas: cada una con su hora, la hora de fin (una hora después) y 'Cita con,
 * {nombre}'. Los días con citas llevan un punto y se leen 'N citas'. Con el teclado, las flechas
 * mueven de día y Intro elige.
 */
export const DiaConCitas: Story = {
  name: 'Día con citas',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Citas del jueves 03/12/2026' }),
    ).toBeVisible();
    const citas = canvas.getAllByRole('listitem');
    await expect(citas[0]).toHaveTextContent('10:00 - 11:00');
    await expect(citas[0]).toHaveTextContent('Cita con Isabel Vega Santos');
    await expect(citas[1]).toHaveTextContent('13:00 - 14:00');
    const marcado = canvasElement.querySelector('[data-selected][data-marked]');
    await expect(marcado?.getAttribute('aria-describedby')).toBeTruthy();
    const descripcion = canvasElement.ownerDocument.getElementById(
      marcado?.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '',
    );
    await expect(descripcion).toHaveTextContent('2 citas');
    (marcado as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onDiaChange).toHaveBeenCalledWith('2026-12-04');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar cita 38460W' }));
    await expect(args.onCancelar).toHaveBeenCalledWith(citasDel3[0]);
    // A day still ahead: its citas are seen, not diagnosed (docs/decisiones.md (41)).
    await expect(canvas.queryByRole('button', { name: 'Abrir cita 38460W' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver cita 38460W' }));
    await expect(args.onAbrir).toHaveBeenCalledWith(citasDel3[0]);
  },
};

/**
 * El día de hoy (o uno pasado): cada cita en curso o cumplida se abre para escribir o leer su
 * diagnóstico ('Abrir'); los días que aún no han llegado solo ofrecen 'Ver'.
 */
export const DiaDeHoy: Story = {
  name: 'Día de hoy',
  args: { hoy: '2026-12-03' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Ver cita 38460W' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir cita 38460W' }));
    await expect(args.onAbrir).toHaveBeenCalledWith(citasDel3[0]);
  },
};

/** Un día sin citas: el texto de §2.5, y el siguiente día del mes con citas a un clic. */
export const DiaVacio: Story = {
  name: 'Día vacío',
  args: { dia: '2026-12-02', citasDelDia: [], marcas: [{ fecha: '2026-12-03', citas: 2 }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay ninguna cita asignada a este día.')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ver el jueves 03/12/2026, el siguiente con citas' }),
    );
    await expect(args.onDiaChange).toHaveBeenCalledWith('2026-12-03');
  },
};

/** Sin día elegido (o con una fecha inválida, que se descarta): invita a elegir uno. */
export const SinDiaElegido: Story = {
  name: 'Sin día elegido',
  args: { dia: '2026-02-31', citasDelDia: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Elige un día en el calendario para ver sus citas.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-selected]')).toBeNull();
  },
};

/** Las citas del día cargando. */
export const CargandoElDia: Story = {
  name: 'Cargando el día',
  args: { citasDelDia: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

/** Un fallo al cargar el día: el mensaje y 'Reintentar'; y las marcas que no llegaron. */
export const FalloDelDia: Story = {
  name: 'Fallo del día',
  args: {
    citasDelDia: undefined,
    errorDia: 'No se han podido cargar las citas de ese día.',
    onReintentarDia: fn(),
    marcas: undefined,
    errorMarcas: 'No se han podido marcar los días con citas.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No se han podido marcar los días con citas.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onReintentarDia).toHaveBeenCalled();
  },
};
