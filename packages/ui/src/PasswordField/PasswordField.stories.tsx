import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Formularios/PasswordField',
  component: PasswordField,
  args: { label: 'Contraseña', name: 'password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, paddingTop: 32 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; the toggle shows it, says so through `aria-pressed` and announces it. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(input, 'secreto123');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Contraseña visible')).toHaveAttribute('aria-live', 'polite');
    await expect(input).toHaveValue('secreto123');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('Contraseña oculta')).toBeInTheDocument();
  },
};

/** Filled: the value stays masked. */
export const Relleno: Story = { name: 'Relleno', args: { defaultValue: 'secreto123' } };

/** Keyboard: Tab to the input, Tab to the toggle, Space and Enter press it. */
export const Foco: Story = {
  name: 'Foco',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Disabled: neither the input nor the toggle can be used. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { isDisabled: true, defaultValue: 'secreto123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Contraseña')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  },
};

/** Too short: the spec's message, checked while typing. */
export const Invalido: Story = {
  name: 'Inválido',
  args: {
    label: 'Nueva contraseña',
    autoComplete: 'new-password',
    description: 'Al menos 8 caracteres.',
    isRequired: true,
    validationBehavior: 'aria',
    defaultValue: 'abc',
    validate: (value) =>
      value.length >= 8 ? null : 'La contraseña debe tener al menos 8 caracteres.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Nueva contraseña');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Al menos 8 caracteres. La contraseña debe tener al menos 8 caracteres.',
    );
    await userEvent.type(input, 'defgh');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Optional, e.g. a repeat field the form does not require. */
export const Opcional: Story = {
  name: 'Opcional',
  args: { label: 'Repetir contraseña', autoComplete: 'new-password', isOptional: true },
};

/** Every state, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PasswordField {...args} />
      <PasswordField {...args} label="Contraseña actual" defaultValue="secreto123" />
      <PasswordField {...args} label="Repetir contraseña" isOptional />
      <PasswordField {...args} label="Contraseña bloqueada" isDisabled defaultValue="secreto" />
      <PasswordField
        {...args}
        label="Nueva contraseña"
        defaultValue="abc"
        isInvalid
        errorMessage="La contraseña debe tener al menos 8 caracteres."
      />
    </div>
  ),
};
