import { mockTokens } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { actoresRecordatorios } from './actors';
import { TEXTOS_RESULTADO_RECORDATORIOS as R, recordatoriosMachine } from './machine';
import { PantallaRecordatorios, TEXTOS_RECORDATORIOS as T } from './PantallaRecordatorios';
import { Recordatorios } from './Recordatorios';

const meta = {
  title: 'Flujos/Recordatorios por correo',
  component: PantallaRecordatorios,
  beforeEach: limpiarAnuncios,
  args: { activos: true, guardando: false, resultado: undefined, send: fn() },
} satisfies Meta<typeof PantallaRecordatorios>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Activados, como en una cuenta nueva. */
export const Activados: Story = {
  name: 'Activados',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: T.casilla })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Desactivados: la casilla vacía. */
export const Desactivados: Story = {
  name: 'Desactivados',
  args: { activos: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: T.casilla }),
    ).not.toBeChecked();
  },
};

/**
 * La cuenta no ha llegado todavía: la sección ya está en su sitio y la casilla, con un guion y
 * desactivada, no dice ni sí ni no.
 */
export const Cargando: Story = {
  name: 'Cargando',
  args: { activos: undefined },
  play: async ({ canvasElement }) => {
    const casilla = within(canvasElement).getByRole('checkbox', { name: T.casilla });
    await expect(casilla).toBeDisabled();
    // react-aria sets the box's `indeterminate` once it is in the page, after its first render.
    await waitFor(() => expect(casilla).toBePartiallyChecked());
  },
};

/** Guardando un cambio: la casilla no cambia hasta que el servidor responde. */
export const Guardando: Story = {
  name: 'Guardando',
  args: { activos: false, guardando: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: T.casilla })).toHaveAttribute(
      'aria-readonly',
      'true',
    );
  },
};

/** Guardado: el resultado, en palabras y con un icono, en la región de estado. */
export const Guardado: Story = {
  name: 'Guardado',
  args: { activos: false, resultado: { tipo: 'guardado', activos: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(R.desactivados);
  },
};

/** El servidor no lo guardó: la casilla vuelve a como estaba y una alerta dice por qué. */
export const Fallo: Story = {
  name: 'Fallo al guardar',
  args: { activos: true, resultado: { tipo: 'fallo', mensaje: MENSAJE_SIN_CONEXION } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(R.fallo);
  },
};

/**
 * Con el teclado, contra el servidor simulado: Lucía desactiva los recordatorios (Espacio), el
 * primer intento falla sin conexión y la casilla vuelve a marcada; el segundo se guarda.
 */
export const FlujoCompleto: StoryObj<typeof Recordatorios> = {
  name: 'Flujo completo con el teclado',
  beforeEach: conServidorSimulado(
    http.put('/api/usuarios/yo/recordatorios', () => HttpResponse.error(), { once: true }),
  ),
  render: () => (
    <Recordatorios
      machine={recordatoriosMachine.provide({
        actors: actoresRecordatorios(clienteDeHistoria(mockTokens.paciente)),
      })}
      activos
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const casilla = canvas.getByRole('checkbox', { name: T.casilla });
    await userEvent.tab();
    await expect(casilla).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(R.fallo));
    await expect(casilla).toBeChecked();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(R.desactivados));
    await expect(casilla).not.toBeChecked();
    limpiarAnuncios();
  },
};
