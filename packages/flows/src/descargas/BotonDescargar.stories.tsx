import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preparacionDeHistoria } from '../../stories/msw';
import { fallo } from '../../test/fixtures';
import { BotonDescargar } from './BotonDescargar';

const meta = {
  title: 'Flujos/Común/Botón de descarga',
  component: BotonDescargar,
  beforeEach: preparacionDeHistoria,
  args: {
    texto: 'Descargar CSV',
    etiqueta: 'Descargar CSV: las citas del martes, 01/12/2026',
    descargar: fn(async () => undefined),
  },
} satisfies Meta<typeof BotonDescargar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pulsado, pide el archivo; su nombre accesible empieza por lo que se lee y dice qué lista. */
export const Listo: Story = {
  name: 'Listo',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Descargar CSV: las citas del martes, 01/12/2026' }),
    );
    await expect(args.descargar).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Mientras llega el archivo: 'Descargando…', y otra pulsación no pide otro. */
export const Descargando: Story = {
  name: 'Descargando',
  args: { descargar: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const boton = within(canvasElement).getByRole('button', { name: /^Descargar CSV/ });
    await userEvent.click(boton);
    await waitFor(() => expect(boton).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(boton);
    await expect(args.descargar).toHaveBeenCalledTimes(1);
  },
};

/**
 * Con su ayuda, que lo describe. El servidor no puede: su motivo en español bajo el botón,
 * anunciado; se puede reintentar.
 */
export const Fallo: Story = {
  name: 'Fallo',
  args: {
    texto: 'Descargar mis datos',
    etiqueta: undefined,
    ayuda: 'Un archivo .zip con tus datos, citas, diagnósticos, informes e imágenes.',
    descargar: fn(async () => {
      throw fallo(
        503,
        'El almacén de imágenes no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
      );
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const boton = canvas.getByRole('button', { name: 'Descargar mis datos' });
    // Its hint is its description: read with the button, not only seen under it.
    await expect(boton).toHaveAccessibleDescription(
      'Un archivo .zip con tus datos, citas, diagnósticos, informes e imágenes.',
    );
    await userEvent.click(boton);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No se ha podido descargar el archivo. El almacén de imágenes no está disponible en este momento.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar mis datos' }));
    await expect(args.descargar).toHaveBeenCalledTimes(2);
  },
};
