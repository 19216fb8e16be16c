import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Formularios/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Sexo',
    name: 'sexo',
    orientation: 'horizontal',
    onChange: fn(),
    children: (
      <>
        <Radio value="Hombre">Hombre</Radio>
        <Radio value="Mujer">Mujer</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sexo: Hombre / Mujer side by side; a click selects. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Sexo' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.click(canvas.getByRole('radio', { name: 'Mujer' }));
    await expect(canvas.getByRole('radio', { name: 'Mujer' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('Mujer');
  },
};

/** With a value chosen. */
export const Relleno: Story = {
  name: 'Relleno',
  args: { defaultValue: 'Hombre' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Hombre' })).toBeChecked();
  },
};

/** Keyboard: one Tab stop; arrows move and select. */
export const Foco: Story = {
  name: 'Foco',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const hombre = canvas.getByRole('radio', { name: 'Hombre' });
    const mujer = canvas.getByRole('radio', { name: 'Mujer' });
    await userEvent.tab();
    await expect(hombre).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(mujer).toHaveFocus();
    await expect(mujer).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(hombre).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Hombre');
    // Tab leaves the group instead of visiting the other option.
    await userEvent.tab();
    await expect(mujer).not.toHaveFocus();
  },
};

/** Vertical, for longer options. */
export const Vertical: Story = {
  name: 'Vertical',
  args: {
    label: 'Puesto de trabajo',
    name: 'puesto_trabajo',
    orientation: 'vertical',
    children: (
      <>
        <Radio value="2">Administrativo</Radio>
        <Radio value="3">Médico</Radio>
        <Radio value="1">Radiólogo</Radio>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('radio', { name: 'Médico' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Radiólogo' })).toBeChecked();
  },
};

/** Disabled. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { isDisabled: true, defaultValue: 'Mujer' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

/** Nothing chosen in a required group: the spec's message. */
export const Invalido: Story = {
  name: 'Inválido',
  args: { isRequired: true, isInvalid: true, errorMessage: 'Por favor, selecciona una opción.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Sexo' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/^\s*Por favor, selecciona una opción\.\s*$/);
  },
};

/** Optional, with a help text. */
export const Opcional: Story = {
  name: 'Opcional',
  args: {
    label: 'Turno preferido',
    name: 'turno',
    isOptional: true,
    description: 'Intentaremos darte cita en ese turno.',
    children: (
      <>
        <Radio value="manana">Mañana</Radio>
        <Radio value="tarde">Tarde</Radio>
      </>
    ),
  },
};

/** Both orientations and every state, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup {...args} />
      <RadioGroup {...args} label="Sexo (relleno)" defaultValue="Mujer" />
      <RadioGroup {...args} label="Sexo (vertical)" orientation="vertical" defaultValue="Hombre" />
      <RadioGroup {...args} label="Sexo (deshabilitado)" isDisabled defaultValue="Hombre" />
      <RadioGroup
        {...args}
        label="Sexo (con error)"
        isInvalid
        errorMessage="Por favor, selecciona una opción."
      />
    </div>
  ),
};
