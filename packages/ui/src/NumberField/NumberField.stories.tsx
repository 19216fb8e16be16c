import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Formularios/NumberField',
  component: NumberField,
  args: { label: 'Número', name: 'numero', minValue: 0, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steppers have Spanish names ('Aumentar Número': react-aria adds the field's label) and step the value. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  args: { defaultValue: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Número' });
    await userEvent.click(canvas.getByRole('button', { name: 'Aumentar Número' }));
    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Disminuir Número' }));
    await expect(input).toHaveValue('3');
  },
};

/** es-ES format: a comma for decimals, a dot between thousands, the unit after. */
export const Relleno: Story = {
  name: 'Relleno',
  args: {
    label: 'Peso',
    name: 'peso',
    defaultValue: 72.5,
    step: 0.1,
    formatOptions: { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Peso' });
    await expect(input).toHaveValue('72,5 kg');
  },
};

/** Typed the Spanish way ('12.345,6'), parsed on blur. */
export const FormatoEspanol: Story = {
  name: 'Formato español',
  args: {
    label: 'Importe',
    name: 'importe',
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Importe' });
    await userEvent.type(input, '12345,6');
    await userEvent.tab();
    await expect(input).toHaveValue('12.345,60\u00a0€' /* Intl puts a no-break space before € */);
    await expect(args.onChange).toHaveBeenLastCalledWith(12345.6);
  },
};

/** Keyboard: Tab to the input, ArrowUp and ArrowDown step, Home/End jump to the limits. */
export const Foco: Story = {
  name: 'Foco',
  args: { defaultValue: 1, maxValue: 10 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Número' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('10');
  },
};

/** Disabled: input and steppers. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { isDisabled: true, defaultValue: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Número' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Aumentar Número' })).toBeDisabled();
  },
};

/** Required and empty, with the spec's message. */
export const Invalido: Story = {
  name: 'Inválido',
  args: { isRequired: true, isInvalid: true, errorMessage: 'El número es obligatorio.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Número' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/^\s*El número es obligatorio\.\s*$/);
  },
};

/** Optional, e.g. the floor of an address. */
export const Opcional: Story = {
  name: 'Opcional',
  args: { label: 'Piso', name: 'piso', isOptional: true },
};

/** Every state, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <NumberField {...args} />
      <NumberField {...args} label="Relleno" defaultValue={1234.5} />
      <NumberField {...args} label="Piso" isOptional />
      <NumberField
        {...args}
        label="Porcentaje"
        defaultValue={0.25}
        step={0.05}
        maxValue={1}
        formatOptions={{ style: 'percent' }}
      />
      <NumberField {...args} label="Deshabilitado" isDisabled defaultValue={7} />
      <NumberField {...args} label="Con error" isInvalid errorMessage="El número es obligatorio." />
    </div>
  ),
};
