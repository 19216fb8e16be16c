import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Confirmation } from './Confirmation';

const meta = {
  title: 'Estado/Confirmation',
  component: Confirmation,
  args: {
    title: 'Cita creada correctamente',
    reference: '12345A',
    actionLabel: 'Ir a citas',
    actionHref: '#citas',
    children: (
      <p style={{ margin: 0 }}>
        El paciente recibirá la cita en su área personal. Puedes modificarla o cancelarla desde la
        lista de citas.
      </p>
    ),
  },
} satisfies Meta<typeof Confirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The end of 'Crear cita': outcome, reference, what happens next and 'Ir a citas'. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Cita creada correctamente',
    );
    await expect(canvas.getByText('12345A')).toBeVisible();
    await expect(canvas.getByText(/Número de cita:/)).toHaveTextContent('Número de cita: 12345A');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Qué ocurre ahora');
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toHaveAttribute(
      'href',
      '#citas',
    );
  },
};

/** Shown after a step: the heading takes focus so it is read first; Tab goes on to the action. */
export const FocoEnTitulo: Story = {
  name: 'Foco en título',
  args: { autoFocusHeading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toHaveFocus();
  },
};

/** An action that is a button, and no reference (e.g. 'Cita cancelada correctamente'). */
export const ConBoton: Story = {
  name: 'Con botón',
  args: {
    title: 'Cita cancelada correctamente',
    reference: undefined,
    children: undefined,
    actionHref: undefined,
    actionLabel: 'Volver a mis citas',
    onAction: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Número de cita/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a mis citas' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Defaults only: generic title and 'Volver al inicio'. */
export const Minimo: Story = {
  name: 'Mínimo',
  args: {
    title: undefined,
    reference: undefined,
    children: undefined,
    actionLabel: undefined,
    actionHref: '#inicio',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent(
      'Operación realizada correctamente',
    );
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  },
};

/** The panel's variants, as heading level 2 so several fit one page. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Confirmation {...args} headingLevel={2} />
      <Confirmation
        headingLevel={2}
        title="Incidencia creada y enviada correctamente"
        reference="INC-0042"
        referenceLabel="Número de incidencia"
        actionHref="#incidencias"
      />
      <Confirmation headingLevel={2} title="Cita cancelada correctamente" />
    </div>
  ),
};
