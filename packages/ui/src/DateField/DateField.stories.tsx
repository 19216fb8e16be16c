import { CalendarDate, getDayOfWeek } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Fechas/DateField',
  component: DateField,
  args: { label: 'Fecha de la cita', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed entry in es-ES: day, month and year segments shown as dd/mm/aaaa. */
export const Predeterminado: Story = {
  args: { description: 'Por ejemplo, 27/03/2026' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Fecha de la cita' });
    const segments = within(group).getAllByRole('spinbutton');
    await expect(segments.map((s) => s.textContent)).toEqual(['dd', 'mm', 'aaaa']);
    // Keyboard: Tab reaches the day segment; digits fill it and move on to the next one.
    await userEvent.tab();
    await expect(segments[0]).toHaveFocus();
    await userEvent.keyboard('27032026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 27));
    await expect(group).toHaveTextContent('27/03/2026');
    // Arrows change the focused segment: the year goes up by one.
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2027, 3, 27));
  },
};

/** With a value, e.g. when editing an appointment. */
export const ConValor: Story = {
  args: { defaultValue: new CalendarDate(2026, 12, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('03/12/2026');
  },
};

/** Keyboard focus marks the focused segment and rings the field. */
export const Foco: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const [day] = within(canvasElement).getAllByRole('spinbutton');
    await expect(day).toHaveFocus();
    await expect(day).toHaveAttribute('data-focused', 'true');
  },
};

/** Disabled: shown, not editable, skipped by Tab. */
export const Deshabilitado: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2026, 12, 3) },
  play: async ({ canvasElement }) => {
    const [day] = within(canvasElement).getAllByRole('spinbutton');
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(day).not.toHaveFocus();
  },
};

/** Invalid, with the message given by the form (e.g. an incomplete date). */
export const Invalido: Story = {
  args: { isInvalid: true, errorMessage: 'Introduce una fecha válida.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Introduce una fecha válida.')).toBeVisible();
    const [day] = canvas.getAllByRole('spinbutton');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(/Introduce una fecha válida\./);
  },
};

/** `minValue`: a date before it gets a Spanish message when the field is left. */
export const FueraDeRango: Story = {
  args: {
    minValue: new CalendarDate(2026, 12, 1),
    maxValue: new CalendarDate(2027, 6, 30),
    description: 'Entre el 01/12/2026 y el 30/06/2027',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('15112026');
    await userEvent.tab();
    await expect(
      await canvas.findByText('La fecha debe ser igual o posterior al 01/12/2026.'),
    ).toBeVisible();
  },
};

/** `isDateUnavailable`: weekends are refused with a Spanish message. */
export const NoDisponible: Story = {
  args: {
    isDateUnavailable: (date) => getDayOfWeek(date, 'es-ES') >= 5,
    description: 'La consulta abre de lunes a viernes',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // 6 December 2026 is a Sunday.
    await userEvent.keyboard('06122026');
    await userEvent.tab();
    await expect(
      await canvas.findByText('La fecha seleccionada no está disponible.'),
    ).toBeVisible();
  },
};

/** Every state side by side. */
export const Matriz: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, 260px)' }}>
      <DateField {...args} label="Vacío" />
      <DateField {...args} label="Con valor" defaultValue={new CalendarDate(2026, 12, 3)} />
      <DateField {...args} label="Opcional" isOptional description="Por ejemplo, 27/03/2026" />
      <DateField {...args} label="Inválido" isInvalid errorMessage="Introduce una fecha válida." />
      <DateField
        {...args}
        label="Deshabilitado"
        isDisabled
        defaultValue={new CalendarDate(2026, 12, 3)}
      />
      <DateField
        {...args}
        label="Solo lectura"
        isReadOnly
        defaultValue={new CalendarDate(2026, 12, 3)}
      />
    </div>
  ),
};
