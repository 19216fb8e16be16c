import { CalendarDate, getDayOfWeek, getLocalTimeZone, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
  name: 'Predeterminado',
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
  name: 'Hoy',
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
  name: 'Con citas',
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

/**
 * Unavailable days (weekends here) and days before `minValue` (the past, when booking) are
 * struck through and cannot be chosen; the days from `minValue` on are not.
 */
export const DiasNoDisponibles: Story = {
  name: 'Días no disponibles',
  args: {
    isDateUnavailable: (date) => getDayOfWeek(date, 'es-ES') >= 5,
    minValue: new CalendarDate(2026, 12, 2),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tachado = (dia: number) =>
      getComputedStyle(canvas.getByRole('button', { name: new RegExp(`, ${dia} de diciembre`) }))
        .textDecorationLine;
    const sunday = canvas.getByRole('button', { name: /, 6 de diciembre/ });
    await expect(sunday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sunday);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(tachado(6)).toBe('line-through');
    // Tuesday 1 is before minValue: struck out like a closed day.
    await expect(tachado(1)).toBe('line-through');
    await expect(tachado(2)).toBe('none');
  },
};

/** Disabled: shown, not operable. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
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
  name: 'Inválido',
  args: {
    isInvalid: true,
    defaultValue: new CalendarDate(2026, 12, 6),
    errorMessage: 'Selecciona un día laborable.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Selecciona un día laborable.')).toBeVisible();
  },
};

/**
 * A birth date decades back, with the mouse: the 'Año' and 'Mes' selects in the header jump
 * there at once. Months after `maxValue` (today, for a birth date) are not offered.
 */
export const MesYAnio: Story = {
  name: 'Mes y año',
  args: {
    monthYearPickers: true,
    defaultFocusedValue: new CalendarDate(2026, 11, 21),
    maxValue: new CalendarDate(2026, 11, 21),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent('noviembre de 2026');
    const mes = canvas.getByRole('button', { name: /Mes$/ });
    const anio = canvas.getByRole('button', { name: /Año$/ });
    await expect(mes).toHaveTextContent('Noviembre');
    await expect(anio).toHaveTextContent('2026');
    // December 2026 is after maxValue.
    await userEvent.click(mes);
    const meses = await body.findByRole('listbox');
    await expect(within(meses).getByRole('option', { name: 'Diciembre' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(anio);
    const anios = await body.findByRole('listbox');
    await userEvent.click(within(anios).getByRole('option', { name: '1985' }));
    await expect(heading).toHaveTextContent('noviembre de 1985');
    await userEvent.click(mes);
    await userEvent.click(
      within(await body.findByRole('listbox')).getByRole('option', {
        name: 'Marzo',
      }),
    );
    await expect(heading).toHaveTextContent('marzo de 1985');
    await userEvent.click(canvas.getByRole('button', { name: /, 17 de marzo de 1985/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(1985, 3, 17));
  },
};

/**
 * The same with the keyboard only: Tab to 'Año', Enter opens it, typing '1985' finds the
 * year, Enter chooses; 'Mes' likewise with 'mar'; Tab on to the grid, where arrows and Enter
 * choose the day.
 */
export const MesYAnioTeclado: Story = {
  name: 'Mes y año teclado',
  args: MesYAnio.args,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2 });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mes anterior' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Mes$/ })).toHaveFocus();
    await userEvent.tab();
    const anio = canvas.getByRole('button', { name: /Año$/ });
    await expect(anio).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('1985');
    await userEvent.keyboard('{Enter}');
    await expect(heading).toHaveTextContent('noviembre de 1985');
    await expect(anio).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('mar');
    await userEvent.keyboard('{Enter}');
    await expect(heading).toHaveTextContent('marzo de 1985');
    // The list closes and gives the focus back to 'Mes' a moment later: tabbing before that
    // starts from the closing list.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Mes$/ })).toHaveFocus());
    // From 'Mes': 'Año', 'Mes siguiente', then the focused day.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /, 21 de marzo de 1985/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(1985, 3, 20));
  },
};

/** The calendar states side by side. */
export const Matriz: Story = {
  name: 'Matriz',
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
