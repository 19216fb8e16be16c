import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvisoDeCaducidad } from './AvisoDeCaducidad';

const meta = {
  title: 'Flujos/Inicio de sesión/Aviso de caducidad',
  component: AvisoDeCaducidad,
  args: {
    abierto: true,
    minutos: 30,
    fin: new Date(2026, 10, 26, 10, 32),
    onSeguir: fn(),
    onSalir: fn(),
  },
} satisfies Meta<typeof AvisoDeCaducidad>;

export default meta;
type Story = StoryObj<typeof meta>;

const pagina = () => within(document.body);

/**
 * Dos minutos antes de que la sesión caduque por inactividad: el aviso dice cuándo, y el foco
 * está en 'Seguir conectado', así que basta Intro (WCAG 2.2.1).
 */
export const Abierto: Story = {
  name: 'Abierto',
  play: async ({ args }) => {
    const aviso = await pagina().findByRole('dialog', { name: 'Tu sesión va a caducar' });
    await expect(aviso).toHaveTextContent(
      'la sesión se cierra tras 30 minutos sin actividad. Se cerrará a las 10:32',
    );
    const seguir = within(aviso).getByRole('button', { name: 'Seguir conectado' });
    await waitFor(() => expect(seguir).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSeguir).toHaveBeenCalledTimes(1);
    await expect(args.onSalir).not.toHaveBeenCalled();
  },
};

/** Escape no cierra la sesión: cuenta como seguir conectado. */
export const CerradoConEscape: Story = {
  name: 'Cerrado con Escape',
  play: async ({ args }) => {
    const aviso = await pagina().findByRole('dialog', { name: 'Tu sesión va a caducar' });
    await waitFor(() =>
      expect(within(aviso).getByRole('button', { name: 'Seguir conectado' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onSeguir).toHaveBeenCalledTimes(1);
    await expect(args.onSalir).not.toHaveBeenCalled();
  },
};

/** 'Seguir conectado' pidiendo al servidor que la prolongue. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { enviando: true },
  play: async () => {
    const aviso = await pagina().findByRole('dialog', { name: 'Tu sesión va a caducar' });
    await expect(within(aviso).getByRole('button', { name: /Seguir conectado/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** Sin conexión, el servidor no la ha prolongado: se dice, y se puede volver a intentar. */
export const Fallo: Story = {
  name: 'Fallo al seguir conectado',
  args: { fallo: true },
  play: async () => {
    const aviso = await pagina().findByRole('dialog', { name: 'Tu sesión va a caducar' });
    await expect(aviso).toHaveTextContent('No se ha podido prolongar la sesión.');
  },
};
