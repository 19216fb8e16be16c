import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type EstadoClinico, StatusBadge, statusLabel } from './StatusBadge';

const estados: EstadoClinico[] = [
  'EN_CURSO',
  'CUMPLIDA',
  'CANCELADA',
  'NO_PRESENTADA',
  'PENDIENTE',
  'RESUELTA',
];

const meta = {
  title: 'Estado/StatusBadge',
  component: StatusBadge,
  args: { estado: 'EN_CURSO' },
  argTypes: { estado: { control: 'select', options: estados } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An appointment still ahead (EN_CURSO in the API): 'Programada', a calendar-clock icon and a
 * blue tone. 'En curso' is never shown: it read as "happening now" (docs/decisiones.md (43)).
 */
export const Programada: Story = {
  name: 'Programada',
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Programada');
    await expect(badge).toHaveAttribute('data-estado', 'EN_CURSO');
    await expect(within(canvasElement).queryByText(/en curso/i)).toBeNull();
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A fulfilled appointment. */
export const Cumplida: Story = { name: 'Cumplida', args: { estado: 'CUMPLIDA' } };

/** A cancelled appointment. */
export const Cancelada: Story = { name: 'Cancelada', args: { estado: 'CANCELADA' } };

/**
 * The patient did not come (NO_PRESENTADA in the API): 'No se presentó', a person-crossed icon
 * of its own and a grey tone, a final state (docs/decisiones.md (54)).
 */
export const NoSePresento: Story = {
  name: 'No se presentó',
  args: { estado: 'NO_PRESENTADA' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('No se presentó');
    await expect(badge).toHaveAttribute('data-estado', 'NO_PRESENTADA');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An incident waiting to be handled. */
export const Pendiente: Story = { name: 'Pendiente', args: { estado: 'PENDIENTE' } };

/** A resolved incident. */
export const Resuelta: Story = { name: 'Resuelta', args: { estado: 'RESUELTA' } };

/** The word can be replaced, e.g. for another language. */
export const TextoPropio: Story = {
  name: 'Texto propio',
  args: { estado: 'CUMPLIDA', label: 'Realizada' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Realizada')).toBeVisible();
  },
};

/** Every state; each has its own word and icon shape. */
export const Matriz: Story = {
  name: 'Matriz',
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {estados.map((estado) => (
        <StatusBadge key={estado} estado={estado} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const estado of estados) {
      await expect(canvas.getByText(statusLabel(estado))).toBeVisible();
    }
    const icons = [...canvasElement.querySelectorAll('svg')].map((svg) =>
      svg.getAttribute('class'),
    );
    await expect(new Set(icons).size).toBe(estados.length);
  },
};
