import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'Estado/ErrorScreen',
  component: ErrorScreen,
  args: { href: '#inicio' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: 'Se ha producido un error' and a 'Volver al inicio' link to the given route. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Se ha producido un error',
    );
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '#inicio',
    );
  },
};

/** The patient's booking error, with focus on the heading and Tab on to the button. */
export const ErrorAlCrearCita: Story = {
  name: 'Error al crear cita',
  args: {
    title: 'Pedir cita',
    message: 'Error al crear la cita',
    href: '#paciente',
    autoFocusHeading: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    await expect(canvas.getByText('Error al crear la cita')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveFocus();
  },
};

/** Texts replaced, e.g. a page that does not exist. */
export const TextosPropios: Story = {
  name: 'Textos propios',
  args: {
    title: 'Página no encontrada',
    message: 'La dirección no corresponde a ninguna página de la clínica.',
    actionLabel: 'Ir a mis citas',
    href: '#mis-citas',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ir a mis citas' })).toBeVisible();
  },
};

/** Heading levels side by side. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ErrorScreen {...args} />
      <ErrorScreen {...args} headingLevel={2} title="Error en una sección" />
    </div>
  ),
};
