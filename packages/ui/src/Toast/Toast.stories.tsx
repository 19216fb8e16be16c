import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, type ToastTone, useToast } from './Toast';

interface DemoProps {
  tone: ToastTone;
  message: string;
  /** Milliseconds; `0` keeps it until closed. */
  timeout?: number;
}

/** A button that shows a toast, as a screen would after an action. */
function Demo({ tone, message, timeout }: DemoProps) {
  const toast = useToast();
  return (
    <Button variant="secondary" onPress={() => toast[tone](message, { timeout })}>
      Mostrar notificación
    </Button>
  );
}

const meta = {
  title: 'Superposiciones/Toast',
  component: ToastProvider,
  args: { children: null },
  argTypes: { children: { control: false } },
  render: (args, { parameters }) => (
    <ToastProvider {...args}>
      <Demo {...(parameters.demo as DemoProps)} />
    </ToastProvider>
  ),
  parameters: {
    demo: { tone: 'success', message: 'Cita cancelada satisfactoriamente' } satisfies DemoProps,
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const abrir = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar notificación' }));

/**
 * Success replaces `alert('Cita cancelada satisfactoriamente')`: announced as an alert, with an
 * icon and the word 'Correcto' for screen readers, closed with 'Cerrar notificación'.
 */
export const Exito: Story = {
  name: 'Éxito',
  play: async ({ canvasElement }) => {
    await abrir(canvasElement);
    const alerta = await body.findByRole('alert');
    await expect(alerta).toHaveTextContent('Correcto: Cita cancelada satisfactoriamente');
    const toast = body.getByRole('alertdialog', { name: /Cita cancelada satisfactoriamente/ });
    await expect(body.getByRole('region', { name: /notificación/ })).toContainElement(toast);
    await expect(toast.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(within(toast).getByRole('button', { name: 'Cerrar notificación' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * An error stays until it is closed. Keyboard: F6 jumps to the notifications, Tab reaches the
 * toast and then 'Cerrar notificación', Enter closes it and focus goes back where it was.
 */
export const ErrorPersistente: Story = {
  name: 'Error persistente',
  parameters: { demo: { tone: 'error', message: 'Error al eliminar la incidencia.' } },
  play: async ({ canvasElement }) => {
    const boton = within(canvasElement).getByRole('button', { name: 'Mostrar notificación' });
    await userEvent.tab();
    await expect(boton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: /Error al eliminar la incidencia/ });
    await expect(body.getByRole('alert')).toHaveTextContent(
      'Error: Error al eliminar la incidencia.',
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(toast).toBeInTheDocument();

    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(body.getByRole('region', { name: /notificación/ })).toHaveFocus());
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    const cerrar = within(toast).getByRole('button', { name: 'Cerrar notificación' });
    await expect(cerrar).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(boton).toHaveFocus());
  },
};

/** Information, e.g. after a change that needs no answer. */
export const Informacion: Story = {
  name: 'Información',
  parameters: { demo: { tone: 'info', message: 'La cita se ha movido a las 10:30.' } },
  play: async ({ canvasElement }) => {
    await abrir(canvasElement);
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Información: La cita se ha movido a las 10:30.',
    );
  },
};

/** It closes by itself after its timeout, which pauses while the pointer is over it. */
export const CierreAutomatico: Story = {
  name: 'Cierre automático',
  parameters: {
    demo: { tone: 'success', message: 'Incidencia creada y enviada correctamente', timeout: 1500 },
  },
  play: async ({ canvasElement }) => {
    await abrir(canvasElement);
    const toast = await body.findByRole('alertdialog');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  },
};

/** Texts replaced: the close button's label and the tone words. */
export const TextosPropios: Story = {
  name: 'Textos propios',
  args: { closeLabel: 'Dismiss', toneLabels: { success: 'Success' } },
  parameters: { demo: { tone: 'success', message: 'Appointment cancelled', timeout: 0 } },
  play: async ({ canvasElement }) => {
    await abrir(canvasElement);
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Success: Appointment cancelled',
    );
    await expect(body.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  },
};

function Todas() {
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      onPress={() => {
        toast.info('La cita se ha movido a las 10:30.', { timeout: 0 });
        toast.error('Error al eliminar la incidencia.');
        toast.success('Cita cancelada satisfactoriamente', { timeout: 0 });
      }}
    >
      Mostrar todas
    </Button>
  );
}

/** The three tones at once, for visual review. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <ToastProvider {...args}>
      <Todas />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar todas' }));
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(3));
  },
};
