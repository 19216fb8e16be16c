import type { Meta, StoryObj } from '@storybook/react-vite';
import { Save, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Acciones/Button',
  component: Button,
  args: { children: 'Continuar', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a page. */
export const Primario: Story = {
  name: 'Primario',
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continuar' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: Tab reaches it, Enter and Space press it.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

/** A secondary action beside the primary one. */
export const Secundario: Story = {
  name: 'Secundario',
  args: { variant: 'secondary', children: 'Volver' },
};

/** A destructive action. */
export const Peligro: Story = {
  name: 'Peligro',
  args: { variant: 'danger', children: 'Eliminar', icon: <Trash2 size={16} aria-hidden /> },
};

/** A quiet action in toolbars and tables. */
export const Fantasma: Story = {
  name: 'Fantasma',
  args: { variant: 'ghost', children: 'Cambiar' },
};

/** Disabled: not pressable, still readable. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continuar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * `aria-disabled`: looks disabled but stays focusable and pressable, so the caller can explain
 * why it cannot go on (a wizard's 'Continuar' brings its error summary into view).
 */
export const AriaDeshabilitado: Story = {
  name: 'ARIA deshabilitado',
  args: { 'aria-disabled': true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continuar' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toBeDisabled();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Pending: a spinner, the label kept, 'Cargando…' announced, presses ignored. */
/**
 * Not available for this record, and saying why: looks disabled, stays in the tab order, ignores
 * presses, and has the reason as its accessible description, so nobody is sent to a page or a
 * dialog that then refuses.
 */
export const NoDisponible: Story = {
  name: 'No disponible',
  args: {
    variant: 'secondary',
    children: 'Cancelar',
    'aria-label': 'Cancelar la cita 25369L',
    disabledReason: 'Las citas solo se pueden cancelar con al menos 24 horas de antelación.',
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cancelar la cita 25369L' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(
      'Las citas solo se pueden cancelar con al menos 24 horas de antelación.',
    );
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pendiente: Story = {
  name: 'Pendiente',
  args: { isPending: true, children: 'Guardar', icon: <Save size={16} aria-hidden /> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Guardar/ });
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Keyboard focus shows the ring. */
export const Foco: Story = {
  name: 'Foco',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Every variant in every size, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, max-content)' }}>
      {(['small', 'medium', 'large'] as const).flatMap((size) =>
        (['primary', 'secondary', 'danger', 'ghost'] as const).map((variant) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
      <Button {...args} isDisabled>
        Deshabilitado
      </Button>
      <Button {...args} isPending>
        Pendiente
      </Button>
    </div>
  ),
};
