import { CalendarDate, getDayOfWeek, getLocalTimeZone, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar } from './Calendar';

const meta = {
  title: 'Fechas/Calendar',
  component: Calendar,
  args: { onChange: fn(), defaultFocusedValue: new CalendarDate(2026, 12, 3) },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month in Spanish, Monday first; the arrow buttons and the keyboard move through it. */
export const Predeterminado: Story = {
  args: { defaultValue: new CalendarDate(2026, 12, 3) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('diciembre de 2026');
    // Weeks start on Monday: the first day of December 2026 (a Tuesday) is in the 2nd column.
    const firstRow = canvasElement.querySelectorAll('tbody tr')[0];
    const firstDay = within(canvasElement).getByRole('button', {
      name: /, 1 de diciembre de 2026/,
    });
    await expect(firstRow?.children[1]).toContainElement(firstDay);
    await expect(canvasElement.querySelector('thead th')).toHaveTextContent(/^l/i);
    // Mouse: the month buttons.
    await userEvent.click(canvas.getByRole('button', { name: 'Mes siguiente' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('enero de 2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Mes anterior' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('diciembre de 2026');
    // Keyboard: from 'Mes anterior', Tab passes 'Mes siguiente' and lands on the selected day;
    // arrows move; Enter selects.
    await expect(canvas.getByRole('button', { name: 'Mes anterior' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const selected = canvas.getByRole('button', { name: /, 3 de diciembre de 2026/ });
    await expect(selected).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /, 11 de diciembre de 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 11));
    // Page Down moves a month on.
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('enero de 2027');
  },
};

/** Today is ringed and announced as 'Hoy', not told by colour. */
export const Hoy: Story = {
  args: { defaultFocusedValue: undefined },
  play: async ({ canvasElement }) => {
    const now = today(getLocalTimeZone());
    const cell = canvasElement.querySelector('[data-today]');
    await expect(cell).not.toBeNull();
    await expect(cell).toHaveTextContent(String(now.day));
    await expect(cell).toHaveAccessibleName(/^Hoy/);
  },
};

/** Days with appointments carry a dot and a description read with the day. */
export const ConCitas: Story = {
  args: {
    markedDates: [new CalendarDate(2026, 12, 10), new CalendarDate(2026, 12, 17)],
    markedDescription: (date) => (date.day === 10 ? '2 citas' : '1 cita'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: /, 10 de diciembre/ }),
    ).toHaveAccessibleDescription('2 citas');
    await expect(
      canvas.getByRole('button', { name: /, 17 de diciembre/ }),
    ).toHaveAccessibleDescription('1 cita');
    await expect(
      canvas.getByRole('button', { name: /, 11 de diciembre/ }),
    ).not.toHaveAccessibleDescription();
  },
};

/** Unavailable days (weekends here) are struck through and cannot be chosen. */
export const DiasNoDisponibles: Story = {
  args: { isDateUnavailable: (date) => getDayOfWeek(date, 'es-ES') >= 5 },
  play: async ({ args, canvasElement }) => {
    const sunday = within(canvasElement).getByRole('button', { name: /, 6 de diciembre/ });
    await expect(sunday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sunday);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Disabled: shown, not operable. */
export const Deshabilitado: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2026, 12, 3) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mes siguiente' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /, 10 de diciembre/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Invalid, with a message. */
export const Invalido: Story = {
  args: {
    isInvalid: true,
    defaultValue: new CalendarDate(2026, 12, 6),
    errorMessage: 'Selecciona un día laborable.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Selecciona un día laborable.')).toBeVisible();
  },
};

/** The calendar states side by side. */
export const Matriz: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32 }}>
      <Calendar {...args} aria-label="Sin selección" />
      <Calendar
        {...args}
        aria-label="Con selección y citas"
        defaultValue={new CalendarDate(2026, 12, 3)}
        markedDates={[new CalendarDate(2026, 12, 3), new CalendarDate(2026, 12, 10)]}
      />
      <Calendar
        {...args}
        aria-label="Fines de semana no disponibles"
        isDateUnavailable={(date) => getDayOfWeek(date, 'es-ES') >= 5}
      />
      <Calendar {...args} aria-label="Deshabilitado" isDisabled />
    </div>
  ),
};
