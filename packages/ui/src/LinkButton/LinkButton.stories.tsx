import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Acciones/LinkButton',
  component: LinkButton,
  args: { href: '#citas', children: 'Ir a citas' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link that looks like the primary button: navigation, not an action. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ir a citas' });
    await expect(link).toHaveAttribute('href', '#citas');
  },
};

/** Secondary look, e.g. 'Volver al inicio'. */
export const Secundario: Story = {
  name: 'Secundario',
  args: { variant: 'secondary', children: 'Volver al inicio' },
};

/** Every variant. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {(['primary', 'secondary', 'danger', 'ghost'] as const).map((variant) => (
        <LinkButton key={variant} {...args} variant={variant}>
          {variant}
        </LinkButton>
      ))}
    </div>
  ),
};
