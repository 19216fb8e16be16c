import type { CopiaDeSeguridad, EstadoDeLasCopias } from '@clinica/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, preparacionDeHistoria } from '../../stories/msw';
import { enMovil, probarFalloAlCargar } from '../../stories/paginas';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { cargarEstadoDeLasCopias, hacerCopiaDeSeguridad } from './actors';
import { CopiasDeSeguridad } from './CopiasDeSeguridad';

const programacion = { hora: '03:00', conservar: 7, carpeta: '/var/lib/clinica/copias' };

const anoche: CopiaDeSeguridad = {
  origen: 'diaria',
  empezada_en: '2026-12-01T02:00:00.000Z',
  terminada_en: '2026-12-01T02:00:41.000Z',
  resultado: 'correcta',
  archivo: 'clinica-copia-2026-12-01-030000.tar',
  bytes: 48_612_352,
  mensaje: null,
};

const correcta: EstadoDeLasCopias = {
  estado: 'correcta',
  aviso: null,
  ultima: anoche,
  ultima_correcta: anoche,
  programacion,
};

const MOTIVO =
  'No se puede escribir en la carpeta de copias (/var/lib/clinica/copias): el disco está lleno.';

const fallida: EstadoDeLasCopias = {
  estado: 'fallida',
  aviso: `La última copia de seguridad (02/12/2026 a las 03:00) ha fallado: ${MOTIVO} La última correcta es del 01/12/2026 a las 03:00.`,
  ultima: {
    origen: 'diaria',
    empezada_en: '2026-12-02T02:00:00.000Z',
    terminada_en: '2026-12-02T02:00:01.000Z',
    resultado: 'fallida',
    archivo: null,
    bytes: null,
    mensaje: MOTIVO,
  },
  ultima_correcta: anoche,
  programacion,
};

const ninguna: EstadoDeLasCopias = {
  estado: 'ninguna',
  aviso: 'Todavía no se ha hecho ninguna copia de seguridad.',
  ultima: null,
  ultima_correcta: null,
  programacion,
};

const meta = {
  title: 'Flujos/Copias de seguridad',
  component: CopiasDeSeguridad,
  beforeEach: preparacionDeHistoria,
  args: { estado: correcta, onReintentar: fn(), onHacerCopia: fn() },
} satisfies Meta<typeof CopiasDeSeguridad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** La última copia salió bien: cuándo, cuánto ocupa, su archivo; ningún aviso. */
export const Correcta: Story = {
  name: 'Correcta',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Correcta')).toBeVisible();
    // Started and ended within the minute: both 01/12/2026 03:00.
    await expect(canvas.getAllByText('01/12/2026 03:00')).toHaveLength(2);
    await expect(canvas.getByText('48,6 MB')).toBeVisible();
    await expect(canvas.getByText('clinica-copia-2026-12-01-030000.tar')).toBeVisible();
    await expect(canvas.getByText(/Cada día a las 03:00/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hacer una copia ahora' }));
    await expect(args.onHacerCopia).toHaveBeenCalled();
  },
};

/** Nunca se ha hecho ninguna: un aviso, no un silencio. */
export const NuncaHecha: Story = {
  name: 'Nunca hecha',
  args: { estado: ninguna },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Atención: Todavía no se ha hecho ninguna copia de seguridad.',
    );
    await expect(canvas.queryByText('Última copia')).toBeNull();
  },
};

/** La última falló: el aviso dice por qué y cuál es la última correcta, que se muestra aparte. */
export const Fallida: Story = {
  name: 'Fallida',
  args: { estado: fallida },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('el disco está lleno');
    // Its word and its own icon, not a colour alone.
    await expect(canvas.getByText('Fallida')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Última copia correcta' })).toBeVisible();
  },
};

/** Se está haciendo: el botón lo dice y no deja pedir otra. */
export const EnCurso: Story = {
  name: 'En curso',
  args: {
    estado: {
      ...correcta,
      estado: 'en_curso',
      ultima: {
        ...anoche,
        origen: 'manual',
        empezada_en: '2026-12-01T09:15:00.000Z',
        terminada_en: null,
        resultado: 'en_curso',
        archivo: null,
        bytes: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Haciendo la copia…' })).toBeDisabled();
    await expect(canvas.getByText('Todavía no ha terminado')).toBeVisible();
    await expect(canvas.getByText('Pedida desde la aplicación')).toBeVisible();
  },
};

/** Cargando: filas de relleno. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { estado: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No se ha podido cargar: el aviso y 'Reintentar'. */
export const FalloAlCargar: Story = {
  name: 'Fallo al cargar',
  args: { error: MENSAJE_SIN_CONEXION },
  play: probarFalloAlCargar,
};

/** En un móvil (375 px): el aviso y los datos, sin salirse de la pantalla. */
export const Estrecha: Story = {
  name: 'Estrecha',
  args: { estado: fallida },
  decorators: [enMovil],
  play: async ({ canvasElement }) => {
    const aviso = within(canvasElement).getByRole('alert');
    await expect(aviso.scrollWidth).toBeLessThanOrEqual(aviso.clientWidth);
  },
};

function CopiasConectadas() {
  const [estado, setEstado] = useState<EstadoDeLasCopias | undefined>();
  useEffect(() => {
    cargarEstadoDeLasCopias(clienteDeHistoria()).then(setEstado);
  }, []);
  return (
    <CopiasDeSeguridad
      estado={estado}
      onHacerCopia={() => void hacerCopiaDeSeguridad(clienteDeHistoria()).then(setEstado)}
    />
  );
}

/** Contra el servidor simulado: 'Hacer una copia ahora' y la copia nueva, como en la aplicación. */
export const Conectado: Story = {
  name: 'Conectado',
  beforeEach: conServidorSimulado(),
  render: () => <CopiasConectadas />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Hacer una copia ahora' }));
    await waitFor(() => expect(canvas.getByText('Pedida desde la aplicación')).toBeVisible());
  },
};
