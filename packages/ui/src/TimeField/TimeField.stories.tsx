import { Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField } from './TimeField';

const meta = {
  title: 'Fechas/TimeField',
  component: TimeField,
  args: { label: 'Hora de la cita', onChange: fn() },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HH:MM on the 24-hour clock: two segments, no AM/PM. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  args: { description: 'Formato de 24 horas; por ejemplo, 16:30' },
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Hora de la cita' });
    const segments = within(group).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(2);
    await userEvent.tab();
    await expect(segments[0]).toHaveFocus();
    await userEvent.keyboard('1630');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(16, 30));
    await expect(group).toHaveTextContent('16:30');
    // Arrows change the focused segment: the minutes go up by one.
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(16, 31));
  },
};

/** Morning hours keep their leading zero. */
export const ConValor: Story = {
  name: 'Con valor',
  args: { defaultValue: new Time(9, 5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('09:05');
  },
};

/** Disabled. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { isDisabled: true, defaultValue: new Time(9, 30) },
  play: async ({ canvasElement }) => {
    const [hour] = within(canvasElement).getAllByRole('spinbutton');
    await expect(hour).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Invalid, with the message given by the form. */
export const Invalido: Story = {
  name: 'Inválido',
  args: { isInvalid: true, errorMessage: 'Introduce una hora válida.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Introduce una hora válida.')).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Opening hours: a time outside them gets a Spanish message when the field is left. */
export const FueraDeHorario: Story = {
  name: 'Fuera de horario',
  args: {
    minValue: new Time(8, 0),
    maxValue: new Time(20, 0),
    description: 'De 08:00 a 20:00',
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('2130');
    await userEvent.tab();
    await expect(
      await within(canvasElement).findByText('La hora debe ser igual o anterior a las 20:00.'),
    ).toBeVisible();
  },
};

/** The field's states side by side. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, 200px)' }}>
      <TimeField {...args} label="Vacía" />
      <TimeField {...args} label="Con valor" defaultValue={new Time(16, 30)} />
      <TimeField {...args} label="Inválida" isInvalid errorMessage="Introduce una hora válida." />
      <TimeField {...args} label="Deshabilitada" isDisabled defaultValue={new Time(9, 0)} />
    </div>
  ),
};
