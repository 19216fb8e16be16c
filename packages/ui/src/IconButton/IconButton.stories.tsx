import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Acciones/IconButton',
  component: IconButton,
  args: { label: 'Modificar cita', icon: <Pencil size={18} />, onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the accessible name: a screen reader hears 'Modificar cita'. */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Modificar cita' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** A destructive row action. */
export const Peligro: Story = {
  name: 'Peligro',
  args: { label: 'Cancelar cita', icon: <Trash2 size={18} />, tone: 'danger' },
};

/** Disabled. */
export const Deshabilitado: Story = {
  name: 'Deshabilitado',
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** Every tone and size. */
/**
 * Not available for this row, and saying why: focusable, presses ignored, the reason as its
 * description and, on hover or keyboard focus, in its tooltip under the name.
 */
export const NoDisponible: Story = {
  name: 'No disponible',
  args: {
    label: "Eliminar la incidencia 'Impresora'",
    icon: <Trash2 size={18} />,
    tone: 'danger',
    disabledReason: 'Solo se pueden eliminar incidencias con estado PENDIENTE.',
  },
  decorators: [
    (Historia) => (
      <div style={{ paddingBlockStart: 72, display: 'flex', justifyContent: 'flex-end' }}>
        <Historia />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: "Eliminar la incidencia 'Impresora'" });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(
      'Solo se pueden eliminar incidencias con estado PENDIENTE.',
    );
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
    // Keyboard focus shows the tooltip with the reason.
    await expect(
      canvas.getByText('Solo se pueden eliminar incidencias con estado PENDIENTE.', {
        selector: '[aria-hidden] span',
      }),
    ).toBeVisible();
  },
};

export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, paddingTop: 32 }}>
      {(['neutral', 'primary', 'danger'] as const).flatMap((tone) =>
        (['small', 'medium'] as const).map((size) => (
          <IconButton
            key={`${tone}-${size}`}
            {...args}
            tone={tone}
            size={size}
            label={`Cerrar (${tone}, ${size})`}
            icon={<X size={size === 'small' ? 16 : 18} />}
          />
        )),
      )}
    </div>
  ),
};
