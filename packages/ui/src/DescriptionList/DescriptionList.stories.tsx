import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList';

const cambiar = fn();

const meta = {
  title: 'Datos/DescriptionList',
  component: DescriptionList,
  args: {
    heading: 'Confirmar datos',
    items: [
      { term: 'Nombre', value: 'Lucía Fernández Ruiz', action: { href: '#nombre' } },
      { term: 'DNI', value: '12345678Z', action: { href: '#dni' } },
      { term: 'Fecha', value: '03/12/2026', action: { onPress: cambiar } },
      { term: 'Hora', value: '09:30', action: { onPress: cambiar } },
      { term: 'Radiólogo', value: 'Dr. Javier Ortega' },
    ],
  },
  beforeEach: () => cambiar.mockClear(),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary step: each 'Cambiar' names its row ('Cambiar nombre'), by link or button. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Confirmar datos' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Cambiar nombre' });
    await expect(link).toHaveAttribute('href', '#nombre');
    await expect(canvas.getByRole('link', { name: 'Cambiar DNI' })).toBeVisible();
    const terms = canvasElement.querySelectorAll('dt');
    await expect([...terms].map((t) => t.textContent)).toEqual([
      'Nombre',
      'DNI',
      'Fecha',
      'Hora',
      'Radiólogo',
    ]);
    // Keyboard: the third action is a button; Tab reaches it and Enter presses it.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Cambiar fecha' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(cambiar).toHaveBeenCalledTimes(1);
  },
};

/** Read-only: no actions, an empty value shown as 'No indicado'. */
export const SoloLectura: Story = {
  name: 'Solo lectura',
  args: {
    heading: 'Resumen',
    items: [
      { term: 'Nombre', value: 'Lucía' },
      { term: 'Segundo apellido', value: '' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No indicado')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Texts replaced by props. */
export const TextosPropios: Story = {
  name: 'Textos propios',
  args: {
    heading: undefined,
    changeLabel: 'Editar',
    items: [
      { term: 'Correo electrónico', value: 'lucia@example.es', action: { href: '#email' } },
      {
        term: 'Teléfono',
        value: '600123456',
        action: { href: '#telefono', label: 'Modificar', hiddenLabel: 'el teléfono' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Editar correo electrónico' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Modificar el teléfono' })).toBeVisible();
  },
};

/** With and without heading and actions. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 720 }}>
      <DescriptionList {...args} />
      <DescriptionList
        heading="Sin acciones"
        items={args.items.map(({ term, value }) => ({ term, value }))}
      />
    </div>
  ),
};
