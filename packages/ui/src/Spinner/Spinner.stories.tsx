import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Estado/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status region that announces 'Cargando…'; the circle is hidden from screen readers. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Cargando…');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** With the label shown beside the circle and a text of its own. */
export const ConTexto: Story = {
  name: 'Con texto',
  args: { label: 'Cargando citas…', showLabel: true, size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando citas…')).toBeVisible();
  },
};

/** Every size, with and without a visible label. */
export const Matriz: Story = {
  name: 'Matriz',
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Spinner key={size} size={size} />
      ))}
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Spinner key={`${size}-texto`} size={size} showLabel label={`Cargando (${size})…`} />
      ))}
    </div>
  ),
};
