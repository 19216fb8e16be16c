import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Formularios/TextField',
  component: TextField,
  args: { label: 'Nombre', name: 'nombre', autoComplete: 'given-name', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty field: the label names the input, typing reports each change. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre' });
    await expect(input).toHaveAttribute('autocomplete', 'given-name');
    await userEvent.type(input, 'Lucía');
    await expect(input).toHaveValue('Lucía');
    await expect(args.onChange).toHaveBeenLastCalledWith('Lucía');
  },
};

/** Filled with a value. */
export const Relleno: Story = { name: 'Relleno', args: { defaultValue: 'María José' } };

/** Reached with Tab: the focus ring shows and typing goes into the field. */
export const Foco: Story = {
  name: 'Foco',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('Pedro');
    await expect(input).toHaveValue('Pedro');
  },
};

/** With a help text linked as the input's description. */
export const ConDescripcion: Story = {
  name: 'Con descripción',
  args: {
    label: 'Teléfono',
    name: 'telefono',
    type: 'tel',
    autoComplete: 'tel',
    description: '9 dígitos, sin prefijo internacional.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Teléfono' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAccessibleDescription(
      /^\s*9 dígitos, sin prefijo internacional\.\s*$/,
    );
  },
};

/** Disabled: not editable, still readable. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { isDisabled: true, defaultValue: 'María José' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nombre' })).toBeDisabled();
  },
};

/** Invalid with the spec's message, shown with an icon and linked to the input. */
export const Invalido: Story = {
  name: 'Inválido',
  args: { isRequired: true, isInvalid: true, errorMessage: 'El nombre es obligatorio.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(/^\s*El nombre es obligatorio\.\s*$/);
  },
};

/** Validation while typing: the phone needs exactly 9 digits. */
export const ValidacionTelefono: Story = {
  name: 'Validación teléfono',
  args: {
    label: 'Teléfono',
    name: 'telefono',
    type: 'tel',
    autoComplete: 'tel',
    validationBehavior: 'aria',
    validate: (value) => (/^\d{9}$/.test(value) ? null : 'El teléfono debe tener 9 dígitos.'),
    defaultValue: '6001',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Teléfono' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('El teléfono debe tener 9 dígitos.')).toBeVisible();
    await userEvent.type(input, '23456');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('El teléfono debe tener 9 dígitos.')).toBeNull();
  },
};

/** An optional field says '(opcional)' instead of starring the required ones. */
export const Opcional: Story = {
  name: 'Opcional',
  args: {
    label: 'Segundo apellido',
    name: 'segundo_apellido',
    autoComplete: 'family-name',
    isOptional: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(opcional)')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Segundo apellido/ })).not.toBeRequired();
  },
};

/** Every state side by side, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="Nombre" />
      <TextField {...args} label="Primer apellido" defaultValue="García" />
      <TextField {...args} label="Segundo apellido" isOptional />
      <TextField
        {...args}
        label="Correo electrónico"
        type="email"
        placeholder="nombre@ejemplo.es"
        description="Te enviaremos la confirmación de la cita."
      />
      <TextField {...args} label="DNI" isDisabled defaultValue="12345678Z" />
      <TextField
        {...args}
        label="DNI"
        defaultValue="1234"
        isInvalid
        errorMessage="El DNI es incorrecto."
      />
    </div>
  ),
};
