import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';

const guardar = fn();

function Detalles() {
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: '4px 16px',
        margin: 0,
      }}
    >
      <dt>Médico</dt>
      <dd style={{ margin: 0 }}>Dra. Elena Ruiz</dd>
      <dt>Tipo de cita</dt>
      <dd style={{ margin: 0 }}>Radiologia</dd>
      <dt>Fecha</dt>
      <dd style={{ margin: 0 }}>05/03/2025, 10:30</dd>
    </dl>
  );
}

const meta = {
  title: 'Superposiciones/Dialog',
  component: Dialog,
  args: {
    title: 'Detalles de la cita',
    children: <Detalles />,
    footer: ({ close }) => (
      <>
        <Button
          onPress={() => {
            guardar();
            close();
          }}
        >
          Guardar y Salir
        </Button>
        <Button variant="secondary" onPress={close}>
          Volver
        </Button>
      </>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Ver detalles</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/**
 * Keyboard only: Enter opens it, focus moves in, Tab cycles through its controls without
 * leaving, Escape closes it and focus returns to the button that opened it.
 */
export const Predeterminado: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const abrir = within(canvasElement).getByRole('button', { name: 'Ver detalles' });
    await userEvent.tab();
    await expect(abrir).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialogo = await body.findByRole('dialog', { name: 'Detalles de la cita' });
    await waitFor(() => expect(dialogo).toContainElement(document.activeElement as HTMLElement));
    const cerrar = within(dialogo).getByRole('button', { name: 'Cerrar' });
    const guardarBoton = within(dialogo).getByRole('button', { name: 'Guardar y Salir' });
    const volver = within(dialogo).getByRole('button', { name: 'Volver' });

    // Tab visits the three buttons in order and wraps around: focus never leaves.
    const visitados: Element[] = [];
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      visitados.push(document.activeElement as Element);
    }
    const primero = visitados[0];
    await expect([cerrar, guardarBoton, volver]).toContain(primero);
    await expect(new Set(visitados.slice(0, 3))).toEqual(new Set([cerrar, guardarBoton, volver]));
    await expect(visitados[3]).toBe(primero);
    await userEvent.tab({ shift: true });
    await expect(dialogo).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(abrir).toHaveFocus());
  },
};

/** Mouse: the 'Cerrar' button closes it; a footer action runs and closes it too. */
export const CerrarConBoton: Story = {
  name: 'Cerrar con botón',
  play: async ({ canvasElement }) => {
    guardar.mockClear();
    const abrir = within(canvasElement).getByRole('button', { name: 'Ver detalles' });
    await userEvent.click(abrir);
    let dialogo = await body.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(abrir).toHaveFocus());

    await userEvent.click(abrir);
    dialogo = await body.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar y Salir' }));
    await expect(guardar).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * Open from the start (controlled with `defaultOpen`), for visual review. Where the system asks
 * for less motion (as the stories' browser does when it takes their pictures), it appears at
 * once, without fading in.
 */
export const Abierto: Story = {
  name: 'Abierto',
  args: { defaultOpen: true },
  render: (args) => <Dialog {...args} />,
  play: async () => {
    const dialogo = await body.findByRole('dialog', { name: 'Detalles de la cita' });
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      const fondo = dialogo.closest('[data-clinica-overlays] > *') as HTMLElement;
      await expect(fondo.getAnimations()).toHaveLength(0);
    }
    await waitFor(() => expect(dialogo).toBeVisible());
  },
};

/** Not dismissable by a click outside: only Escape, 'Cerrar' or an action close it. */
export const NoDescartable: Story = {
  name: 'No descartable',
  args: { isDismissable: false, defaultOpen: true },
  render: (args) => <Dialog {...args} />,
  play: async () => {
    const dialogo = await body.findByRole('dialog');
    const fondo = dialogo.closest('[data-clinica-overlays] > *') as HTMLElement;
    await userEvent.click(fondo, { pointerEventsCheck: 0 });
    await expect(dialogo).toBeInTheDocument();
    // Focus stays trapped inside, so Escape still reaches the dialog.
    await waitFor(() => expect(dialogo).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The texts can be replaced, e.g. for another language. */
export const TextosPropios: Story = {
  name: 'Textos propios',
  args: { defaultOpen: true, closeLabel: 'Close', title: 'Appointment details', footer: undefined },
  render: (args) => <Dialog {...args} />,
  play: async () => {
    const dialogo = await body.findByRole('dialog', { name: 'Appointment details' });
    await expect(within(dialogo).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

/** The three sizes, opened one after another from their buttons. */
export const Matriz: Story = {
  name: 'Matriz',
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <DialogTrigger key={size}>
          <Button variant="secondary">{`Tamaño ${size}`}</Button>
          <Dialog {...args} size={size} title={`Diálogo ${size}`} />
        </DialogTrigger>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const size of ['small', 'medium', 'large']) {
      await userEvent.click(within(canvasElement).getByRole('button', { name: `Tamaño ${size}` }));
      const dialogo = await body.findByRole('dialog', { name: `Diálogo ${size}` });
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tamaño large' }));
    await body.findByRole('dialog', { name: 'Diálogo large' });
  },
};
