import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonBlock } from './Skeleton';

const meta = {
  title: 'Estado/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines; the blocks are hidden, the container is busy and 'Cargando…' is announced. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Cargando…');
    const container = status.parentElement;
    await expect(container).toHaveAttribute('aria-busy', 'true');
    const blocks = container?.querySelector('[aria-hidden="true"]');
    await expect(blocks?.children).toHaveLength(3);
  },
};

/** A layout shaped like a patient card, with a text of its own. */
export const Tarjeta: Story = {
  name: 'Tarjeta',
  args: {
    label: 'Cargando los datos del paciente…',
    children: (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <SkeletonBlock shape="circle" height={48} />
        <div style={{ display: 'grid', gap: 8, flex: 1 }}>
          <SkeletonBlock width="50%" />
          <SkeletonBlock width="30%" />
        </div>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Cargando los datos del paciente…',
    );
  },
};

/** Not busy: the container drops `aria-busy`, e.g. when a parent region already carries it. */
export const SinOcupado: Story = {
  name: 'Sin ocupado',
  args: { isBusy: false, lines: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status').parentElement).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** Every shape. */
export const Matriz: Story = {
  name: 'Matriz',
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Skeleton lines={1} label="Una línea" />
      <Skeleton lines={5} label="Cinco líneas" />
      <Skeleton label="Rectángulo">
        <SkeletonBlock shape="rect" height={120} />
      </Skeleton>
      <Skeleton label="Círculos">
        <div style={{ display: 'flex', gap: 8 }}>
          <SkeletonBlock shape="circle" />
          <SkeletonBlock shape="circle" height={56} />
        </div>
      </Skeleton>
    </div>
  ),
};
