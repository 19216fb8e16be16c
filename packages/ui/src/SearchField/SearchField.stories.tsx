import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

/**
 * Whether a style sheet hides the browser's own cancel button of this search input (the
 * pseudo-element's computed style cannot be read, so the rules are).
 */
function cancelNativoOculto(input: Element): boolean {
  const pseudo = '::-webkit-search-cancel-button';
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes(pseudo)) continue;
      const hides = rule.style.display === 'none';
      if (hides && rule.selectorText.split(',').some((s) => input.matches(s.replace(pseudo, ''))))
        return true;
    }
  }
  return false;
}

const meta = {
  title: 'Formularios/SearchField',
  component: SearchField,
  args: { label: 'Buscar paciente', onChange: fn(), onSubmit: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, Enter submits; the clear button empties the field and returns focus to it. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Buscar paciente' });
    await userEvent.type(input, 'García{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('García');
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar búsqueda' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Filled: the clear button is visible. */
export const Relleno: Story = {
  name: 'Relleno',
  args: { defaultValue: '12345678Z' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Borrar búsqueda' }),
    ).toBeVisible();
    // Ours is the only '×': the browser's cancel button of input[type=search] is hidden.
    const input = within(canvasElement).getByRole('searchbox');
    await expect(cancelNativoOculto(input)).toBe(true);
  },
};

/** Keyboard: Tab reaches the field, Escape clears it. */
export const Foco: Story = {
  name: 'Foco',
  args: { defaultValue: 'Pérez' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Buscar paciente' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Empty: no clear button is shown or exposed to assistive technology. */
export const Vacio: Story = {
  name: 'Vacío',
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Borrar búsqueda' }),
    ).toBeNull();
  },
};

/** Disabled. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeDisabled();
  },
};

/** Invalid: a DNI search with a wrong format. */
export const Invalido: Story = {
  name: 'Inválido',
  args: {
    label: 'DNI del paciente',
    defaultValue: '1234',
    isInvalid: true,
    errorMessage: 'Introduce un DNI con formato válido.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'DNI del paciente' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      /^\s*Introduce un DNI con formato válido\.\s*$/,
    );
  },
};

/** Optional filter with a help text. */
export const Opcional: Story = {
  name: 'Opcional',
  args: { label: 'Filtrar', isOptional: true, description: 'Por nombre, DNI o número de cita.' },
};

/** Every state, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SearchField {...args} label="Buscar:" />
      <SearchField {...args} label="Con texto" defaultValue="Martínez" />
      <SearchField {...args} label="Con ejemplo" placeholder="Nombre o DNI" />
      <SearchField {...args} label="Deshabilitado" isDisabled />
      <SearchField
        {...args}
        label="DNI"
        defaultValue="1234"
        isInvalid
        errorMessage="Introduce un DNI con formato válido."
      />
    </div>
  ),
};
