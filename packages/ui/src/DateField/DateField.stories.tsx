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
  name: 'Predeterminado',
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
  name: 'Con valor',
  args: { defaultValue: new CalendarDate(2026, 12, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('03/12/2026');
  },
};

/** Keyboard focus marks the focused segment and rings the field. */
export const Foco: Story = {
  name: 'Foco',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const [day] = within(canvasElement).getAllByRole('spinbutton');
    await expect(day).toHaveFocus();
    await expect(day).toHaveAttribute('data-focused', 'true');
  },
};

/** Disabled: shown, not editable, skipped by Tab. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
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
  name: 'Inválido',
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
  name: 'Fuera de rango',
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
  name: 'No disponible',
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

/**
 * A date that does not exist, typed with the keyboard: 31, then 02. The field says so at once,
 * keeps what was typed when focus leaves (react-aria alone would turn it into 28/02 in silence)
 * and hands out no date until it exists; correcting the day gives the real one.
 */
export const FechaInexistente: Story = {
  name: 'Fecha inexistente',
  args: { label: 'Fecha de nacimiento' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Fecha de nacimiento' });
    const [day] = within(group).getAllByRole('spinbutton');
    await userEvent.tab();
    await userEvent.keyboard('3102');
    const message = 'Esa fecha no existe: febrero no tiene 31 días.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await userEvent.keyboard('2026');
    await userEvent.tab();
    // Focus has left: nothing was changed, nothing was lost, no date was handed out.
    await expect(group).toHaveTextContent('31/02/2026');
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(new RegExp(message));
    await expect(args.onChange).not.toHaveBeenCalledWith(new CalendarDate(2026, 2, 28));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    // Back on the day, 28 makes it a real date.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(day).toHaveFocus();
    await userEvent.keyboard('28');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 2, 28));
    await expect(canvas.queryByText(message)).toBeNull();
  },
};

/** 29/02 of a common year, with the mouse: the message names the year once it is typed. */
export const FechaInexistenteRaton: Story = {
  name: 'Fecha inexistente con el ratón',
  args: { label: 'Fecha de nacimiento' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Each segment's name ('día', 'mes', 'año') joins the field's once react-aria has matched
    // their ids, an effect after the first render.
    const day = await canvas.findByRole('spinbutton', { name: /día/ });
    const year = canvas.getByRole('spinbutton', { name: /año/ });
    await userEvent.click(day);
    await userEvent.keyboard('2902');
    // 29/02 exists in leap years: no message while the year is still being typed.
    await expect(canvas.queryByText(/Esa fecha no existe/)).toBeNull();
    await userEvent.click(year);
    await userEvent.keyboard('2026');
    await userEvent.click(document.body);
    await expect(
      await canvas.findByText('Esa fecha no existe: febrero de 2026 tiene 28 días.'),
    ).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveTextContent('29/02/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    // A leap year makes it real.
    await userEvent.click(year);
    await userEvent.keyboard('2024');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2024, 2, 29));
    await expect(canvas.queryByText(/Esa fecha no existe/)).toBeNull();
  },
};

/** Every state side by side. */
export const Matriz: Story = {
  name: 'Matriz',
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
