import { CalendarDate, getDayOfWeek } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker';

const meta = {
  title: 'Fechas/DatePicker',
  component: DatePicker,
  args: { label: 'Fecha de la cita', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/**
 * Keyboard only: type the date in the segments, open the calendar with the keyboard, arrow to
 * another day, Enter selects it, the calendar closes and focus returns to the field.
 */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  args: { description: 'Escribe la fecha o elígela en el calendario' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments.map((s) => s.textContent)).toEqual(['dd', 'mm', 'aaaa']);
    // Typed entry.
    await userEvent.tab();
    await expect(segments[0]).toHaveFocus();
    await userEvent.keyboard('03122026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 3));
    // Tab to the calendar button and open it with Enter.
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /Abrir calendario/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    // The calendar's code loads apart (on focus in the field): wait for it, not for the dialog.
    await expect(await within(dialog).findByRole('heading')).toHaveTextContent('diciembre de 2026');
    // Focus lands on the chosen day; arrows move; Enter selects and closes.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: /, 3 de diciembre de 2026/ }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      within(dialog).getByRole('button', { name: /, 4 de diciembre de 2026/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 4));
    await expect(canvas.getByRole('group')).toHaveTextContent('04/12/2026');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Alt+↓ from the segments opens the calendar; Escape closes it and keeps the value. */
export const TecladoAltAbajo: Story = {
  name: 'Teclado alt abajo',
  args: { defaultValue: new CalendarDate(2026, 12, 3) },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: /, 3 de diciembre de 2026/ }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('03/12/2026');
  },
};

/** Mouse: the button opens the calendar, a click on a day chooses it. */
export const Raton: Story = {
  name: 'Ratón',
  args: { defaultValue: new CalendarDate(2026, 12, 3) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Abrir calendario/ }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /, 15 de diciembre/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 15));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open, with days that have appointments marked: for visual review of the calendar. */
export const Abierto: Story = {
  name: 'Abierto',
  args: {
    defaultValue: new CalendarDate(2026, 12, 3),
    markedDates: [new CalendarDate(2026, 12, 10), new CalendarDate(2026, 12, 14)],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Abrir calendario/ }));
    const dialog = await body.findByRole('dialog');
    await expect(
      await within(dialog).findByRole('button', { name: /, 10 de diciembre/ }),
    ).toHaveAccessibleDescription('Con citas');
  },
};

/** Disabled: neither typed nor opened. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { isDisabled: true, defaultValue: new CalendarDate(2026, 12, 3) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Abrir calendario/ }),
    ).toBeDisabled();
  },
};

/** Invalid, with the message given by the form. */
export const Invalido: Story = {
  name: 'Inválido',
  args: { isInvalid: true, errorMessage: 'Introduce una fecha válida.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Introduce una fecha válida.')).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(
      /Introduce una fecha válida\./,
    );
  },
};

/** Range and unavailable days: refused in the calendar and, when typed, with a message. */
export const FueraDeRango: Story = {
  name: 'Fuera de rango',
  args: {
    minValue: new CalendarDate(2026, 12, 1),
    isDateUnavailable: (date) => getDayOfWeek(date, 'es-ES') >= 5,
    description: 'Días laborables desde el 01/12/2026',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('30112026');
    await userEvent.tab();
    await expect(
      await canvas.findByText('La fecha debe ser igual o posterior al 01/12/2026.'),
    ).toBeVisible();
  },
};

/**
 * A birth date: `monthYearPickers` puts 'Mes' and 'Año' selects in the calendar's header.
 * Mouse to open it and choose the year, keyboard for the month; the chosen day closes it.
 */
export const FechaDeNacimiento: Story = {
  name: 'Fecha de nacimiento',
  args: {
    label: 'Fecha de nacimiento',
    monthYearPickers: true,
    placeholderValue: new CalendarDate(2026, 11, 21),
    maxValue: new CalendarDate(2026, 11, 21),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Abrir calendario/ }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Año$/ }));
    await userEvent.click(
      within(await body.findByRole('listbox')).getByRole('option', { name: '1972' }),
    );
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('noviembre de 1972');
    // Keyboard: back to 'Mes', Enter opens it, 'jun' finds junio, Enter chooses.
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: /Mes$/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('jun{Enter}');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('junio de 1972');
    await userEvent.click(within(dialog).getByRole('button', { name: /, 8 de junio de 1972/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(1972, 6, 8));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('group')).toHaveTextContent('08/06/1972');
  },
};

/** A controlled picker that shows the value its caller holds, as a form would. */
function Controlado(props: Omit<DatePickerProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<CalendarDate | null>(new CalendarDate(1990, 3, 15));
  return (
    <>
      <DatePicker {...props} value={value} onChange={setValue} />
      <output aria-label="Valor del formulario">{value?.toString() ?? 'ninguno'}</output>
    </>
  );
}

/**
 * Editing a birth date into one that does not exist (15/03/1990 → 31/02/1990), keyboard: the
 * message shows, the form holds no date, and leaving the field keeps 31/02 as typed instead of
 * turning it into 28/02. Choosing a day in the calendar with the mouse settles it.
 */
export const FechaInexistente: Story = {
  name: 'Fecha inexistente',
  args: { label: 'Fecha de nacimiento' },
  render: (args) => <Controlado {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const valor = canvas.getByRole('status', { name: 'Valor del formulario' });
    await expect(valor).toHaveTextContent('1990-03-15');
    await userEvent.tab();
    await userEvent.keyboard('3102');
    const message = 'Esa fecha no existe: febrero no tiene 31 días.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(valor).toHaveTextContent('ninguno');
    // The month filled, focus is on the year; Tab leaves the segments for the button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Abrir calendario/ })).toHaveFocus();
    await expect(canvas.getByRole('group')).toHaveTextContent('31/02/1990');
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(valor).toHaveTextContent('ninguno');
    // Mouse: the calendar chooses a real day.
    await userEvent.click(canvas.getByRole('button', { name: /Abrir calendario/ }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /, 20 de marzo de 1990/ }),
    );
    await waitFor(() => expect(valor).toHaveTextContent('1990-03-20'));
    await expect(canvas.getByRole('group')).toHaveTextContent('20/03/1990');
    await expect(canvas.queryByText(message)).toBeNull();
  },
};

/** The picker's states side by side. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, 280px)' }}>
      <DatePicker {...args} label="Vacío" />
      <DatePicker {...args} label="Con valor" defaultValue={new CalendarDate(2026, 12, 3)} />
      <DatePicker {...args} label="Inválido" isInvalid errorMessage="Introduce una fecha válida." />
      <DatePicker
        {...args}
        label="Deshabilitado"
        isDisabled
        defaultValue={new CalendarDate(2026, 12, 3)}
      />
    </div>
  ),
};
