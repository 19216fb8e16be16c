import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Estado/ProgressBar',
  component: ProgressBar,
  args: { label: 'Subiendo imágenes', value: 45 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled bar; the value is shown and announced in Spanish format. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Subiendo imágenes' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    // es-ES puts a (narrow) space before the percent sign.
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/^45\s%$/);
    await expect(within(bar).getByText(/^45\s%$/)).toBeVisible();
  },
};

/** A value text of its own, e.g. files counted. */
export const TextoDeValor: Story = {
  name: 'Texto de valor',
  args: { value: 2, maxValue: 5, valueLabel: '2 de 5 imágenes' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', '2 de 5 imágenes');
  },
};

/** Indeterminate: the end is not known; no value is claimed. */
export const Indeterminado: Story = {
  name: 'Indeterminado',
  args: { isIndeterminate: true, label: 'Generando el PDF' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Generando el PDF' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** Empty and full. */
export const Matriz: Story = {
  name: 'Matriz',
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 420 }}>
      {[0, 10, 45, 80, 100].map((value) => (
        <ProgressBar key={value} label={`Progreso ${value}`} value={value} />
      ))}
      <ProgressBar label="Indeterminado" isIndeterminate />
      <ProgressBar label="Sin texto de valor" value={60} showValueLabel={false} />
    </div>
  ),
};
