import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Formularios/Checkbox',
  component: Checkbox,
  args: { children: 'Recordar mis datos', name: 'recordar', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unchecked; a click on the label toggles it. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Recordar mis datos' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Recordar mis datos'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Checked. */
export const Relleno: Story = {
  name: 'Relleno',
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

/** Keyboard: Tab reaches it with the focus ring; Space toggles. */
export const Foco: Story = {
  name: 'Foco',
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Recordar mis datos' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Partly selected, e.g. 'select all' when only some rows are. */
export const Indeterminado: Story = {
  name: 'Indeterminado',
  args: { children: 'Seleccionar todas las citas', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    // react-aria sets the box's `indeterminate` once it is in the page, after its first render.
    const checkbox = within(canvasElement).getByRole('checkbox');
    await waitFor(() => expect(checkbox).toBePartiallyChecked());
  },
};

/** Disabled. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

/** A required consent left unchecked: its message is linked to the checkbox. */
export const Invalido: Story = {
  name: 'Inválido',
  args: {
    children: 'Acepto la política de privacidad',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Debes aceptar la política de privacidad.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(
      /^\s*Debes aceptar la política de privacidad\.\s*$/,
    );
  },
};

/** With a help text. */
export const ConDescripcion: Story = {
  name: 'Con descripción',
  args: {
    children: 'Avisarme por SMS',
    description: 'Te enviaremos un recordatorio el día antes de la cita.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      /^\s*Te enviaremos un recordatorio el día antes de la cita\.\s*$/,
    );
  },
};

/** Every state, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args}>Sin marcar</Checkbox>
      <Checkbox {...args} defaultSelected>
        Marcado
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Indeterminado
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Deshabilitado
      </Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        Deshabilitado y marcado
      </Checkbox>
      <Checkbox {...args} isInvalid errorMessage="Debes aceptar la política de privacidad.">
        Con error
      </Checkbox>
    </div>
  ),
};
