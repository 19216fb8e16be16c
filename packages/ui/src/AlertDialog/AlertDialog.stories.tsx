import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Superposiciones/AlertDialog',
  component: AlertDialog,
  args: {
    title: '¿Estás seguro que deseas cancelar el proceso?',
    confirmLabel: 'Confirmar cancelación',
    cancelLabel: 'Continuar con el proceso',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Cancelar</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
/**
 * react-aria announces a focused pending button through a live region that keeps pointing at
 * the button for 7 s; wait until it lets go, so the accessibility check of the next story does
 * not find a reference to a button that is gone.
 */
const anunciosTerminados = () =>
  waitFor(() => expect(document.querySelector('[aria-live] [aria-labelledby]')).toBeNull(), {
    timeout: 8000,
  });

const cerrado = () =>
  waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());

/**
 * The wizard's cancel question. Keyboard: Enter opens it, focus starts on the confirm button,
 * Tab reaches 'Continuar con el proceso', Enter on it declines and focus returns to the trigger;
 * opened again, Enter on 'Confirmar cancelación' confirms.
 */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ args, canvasElement }) => {
    const abrir = within(canvasElement).getByRole('button', { name: 'Cancelar' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialogo = await body.findByRole('alertdialog', {
      name: '¿Estás seguro que deseas cancelar el proceso?',
    });
    const confirmar = within(dialogo).getByRole('button', { name: 'Confirmar cancelación' });
    const continuar = within(dialogo).getByRole('button', { name: 'Continuar con el proceso' });
    await waitFor(() => expect(confirmar).toHaveFocus());
    await userEvent.tab();
    await expect(continuar).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await cerrado();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(abrir).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(body.getByRole('button', { name: 'Confirmar cancelación' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await cerrado();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Without texts of its own: 'Confirmar' and 'Cancelar'. */
export const TextosPorDefecto: Story = {
  name: 'Textos por defecto',
  args: { title: '¿Deseas modificar la cita?', confirmLabel: undefined, cancelLabel: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancelar' }));
    const dialogo = await body.findByRole('alertdialog', { name: '¿Deseas modificar la cita?' });
    await expect(within(dialogo).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    await expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  },
};

/**
 * Deleting an incident: a red button and a warning icon; focus starts on 'Cancelar' so a
 * hurried Enter deletes nothing. Escape declines.
 */
export const Destructivo: Story = {
  name: 'Destructivo',
  args: {
    variant: 'destructive',
    title: 'Confirmar Eliminación',
    children: '¿Estás seguro de que deseas eliminar esta incidencia?',
    confirmLabel: 'Eliminar',
    cancelLabel: 'Cancelar',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Eliminar incidencia</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const abrir = within(canvasElement).getByRole('button', { name: 'Eliminar incidencia' });
    await userEvent.click(abrir);
    const dialogo = await body.findByRole('alertdialog', { name: 'Confirmar Eliminación' });
    await expect(dialogo).toHaveTextContent(
      '¿Estás seguro de que deseas eliminar esta incidencia?',
    );
    await waitFor(() =>
      expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await cerrado();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(abrir).toHaveFocus());
  },
};

/**
 * An asynchronous confirm: 'Cargando…' on the button, cancel disabled, Escape ignored, and the
 * dialog closes when the work is done.
 */
export const Pendiente: Story = {
  name: 'Pendiente',
  args: {
    variant: 'destructive',
    title: '¿Deseas cancelar la cita 12345A?',
    confirmLabel: 'Sí',
    cancelLabel: 'Cancelar',
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 800))),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancelar' }));
    const dialogo = await body.findByRole('alertdialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: /Sí/ }));
    await expect(within(dialogo).getByRole('status')).toHaveTextContent('Cargando…');
    await expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialogo).toBeInTheDocument();
    await cerrado();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await anunciosTerminados();
  },
};

/** The confirm fails: the dialog stays open, ready to try again, and the caller is told. */
export const ErrorAlConfirmar: Story = {
  name: 'Error al confirmar',
  args: {
    onConfirm: fn(() => Promise.reject(new Error('Error al cancelar la cita'))),
    onConfirmError: fn(),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancelar' }));
    const dialogo = await body.findByRole('alertdialog');
    const confirmar = within(dialogo).getByRole('button', { name: 'Confirmar cancelación' });
    await userEvent.click(confirmar);
    await waitFor(() => expect(args.onConfirmError).toHaveBeenCalledTimes(1));
    await expect(dialogo).toBeInTheDocument();
    await expect(confirmar).not.toHaveAttribute('data-pending');
    await anunciosTerminados();
  },
};

/** Controlled from outside with `isOpen`, open from the start. */
export const Controlado: Story = {
  name: 'Controlado',
  args: { isOpen: true, onOpenChange: fn() },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ args }) => {
    const dialogo = await body.findByRole('alertdialog');
    await userEvent.click(
      within(dialogo).getByRole('button', { name: 'Continuar con el proceso' }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Both variants, each opened from its button. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {(['default', 'destructive'] as const).map((variant) => (
        <DialogTrigger key={variant}>
          <Button variant="secondary">{`Abrir ${variant}`}</Button>
          <AlertDialog {...args} variant={variant} title={`Variante ${variant}`}>
            Esta acción no se puede deshacer.
          </AlertDialog>
        </DialogTrigger>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir default' }));
    let dialogo = await body.findByRole('alertdialog', { name: 'Variante default' });
    await userEvent.click(
      within(dialogo).getByRole('button', { name: 'Continuar con el proceso' }),
    );
    await cerrado();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir destructive' }));
    dialogo = await body.findByRole('alertdialog', { name: 'Variante destructive' });
    const confirmar = within(dialogo).getByRole('button', { name: 'Confirmar cancelación' });
    await waitFor(() => expect(confirmar).toBeVisible());
  },
};
