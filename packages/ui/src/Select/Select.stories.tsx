import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select';

const prioridades = [
  { id: 'BAJA', nombre: 'Baja' },
  { id: 'MEDIA', nombre: 'Media' },
  { id: 'ALTA', nombre: 'Alta' },
];

const meta = {
  title: 'Formularios/Select',
  component: Select,
  args: {
    label: 'Prioridad',
    name: 'nivel_prioridad',
    items: prioridades,
    children: (item: object) => {
      const prioridad = item as (typeof prioridades)[number];
      return <SelectItem id={prioridad.id}>{prioridad.nombre}</SelectItem>;
    },
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the placeholder; a click opens the list in a popover and a click chooses. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Prioridad/ });
    await expect(trigger).toHaveTextContent('Selecciona una opción');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Media' }));
    await expect(trigger).toHaveTextContent('Media');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('MEDIA');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** With a value chosen. */
export const Relleno: Story = {
  name: 'Relleno',
  args: { defaultSelectedKey: 'ALTA' },
  play: async ({ canvasElement }) => {
    // The chosen option's text comes once react-aria has built the list's collection.
    const trigger = within(canvasElement).getByRole('button', { name: /Prioridad/ });
    await waitFor(() => expect(trigger).toHaveTextContent('Alta'));
  },
};

/** Keyboard only: Tab, ArrowDown opens, arrows move, Enter chooses, Escape closes. */
export const Foco: Story = {
  name: 'Foco',
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Prioridad/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');

    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Baja' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('Alta');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('ALTA');
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Alta');
  },
};

/** Open, for visual review of the popover and the selected option's check mark. */
export const Abierto: Story = {
  name: 'Abierto',
  args: { defaultSelectedKey: 'MEDIA' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Prioridad/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Media' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Disabled: it does not open. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { isDisabled: true, defaultSelectedKey: 'BAJA' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Prioridad/ })).toBeDisabled();
  },
};

/** Nothing chosen in a required select: the spec's message. */
export const Invalido: Story = {
  name: 'Inválido',
  args: {
    label: 'Puesto de trabajo',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Por favor, selecciona una opción.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Por favor, selecciona una opción.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Puesto de trabajo/ })).toHaveAttribute(
      'aria-describedby',
    );
  },
};

/** Optional. */
export const Opcional: Story = { name: 'Opcional', args: { label: 'Prioridad', isOptional: true } };

/** Options written as children instead of data. */
export const ConHijos: Story = {
  name: 'Con hijos',
  args: { label: 'Puesto de trabajo', items: undefined },
  render: (args) => (
    <Select {...args} items={undefined}>
      <SelectItem id="2">Administrativo</SelectItem>
      <SelectItem id="3">Médico</SelectItem>
      <SelectItem id="1">Radiólogo</SelectItem>
    </Select>
  ),
};

/** Every state, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select {...args} />
      <Select {...args} label="Relleno" defaultSelectedKey="MEDIA" />
      <Select {...args} label="Opcional" isOptional />
      <Select {...args} label="Deshabilitado" isDisabled />
      <Select
        {...args}
        label="Con error"
        isInvalid
        errorMessage="Por favor, selecciona una opción."
      />
    </div>
  ),
};
