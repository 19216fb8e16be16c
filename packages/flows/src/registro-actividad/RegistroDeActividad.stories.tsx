import type { RegistroDeActividad as Registro } from '@clinica/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { registro, registroLargo } from '../../stories/agenda';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, preparacionDeHistoria } from '../../stories/msw';
import { enMovil, probarFalloAlCargar } from '../../stories/paginas';
import { cargarRegistroDeActividad } from '../agenda/actors';
import { descargarRegistroCsv } from '../descargas/actors';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { RegistroDeActividad } from './RegistroDeActividad';

const meta = {
  title: 'Flujos/Agenda/Registro de actividad',
  component: RegistroDeActividad,
  beforeEach: preparacionDeHistoria,
  args: { registro, pagina: 1, onPagina: fn(), onReintentar: fn() },
} satisfies Meta<typeof RegistroDeActividad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cada cambio: cuándo (dd/mm/aaaa HH:mm), quién, qué hizo, sobre qué y qué campos. */
export const ConCambios: Story = {
  name: 'Con cambios',
  play: async ({ canvasElement }) => {
    const tabla = within(canvasElement).getByRole('grid', { name: 'Registro de actividad' });
    await expect(within(tabla).getByText('Festivo local: San Isidro')).toBeVisible();
    await expect(within(tabla).getByText('horario, duración de cada cita')).toBeVisible();
    await expect(within(tabla).getByText('Línea de órdenes')).toBeVisible();
    // Who, with their role.
    await expect(within(tabla).getAllByText('Ana Torres Gil (administrativo)')[0]).toBeVisible();
    await expect(within(tabla).getByText('Desbloqueó')).toBeVisible();
  },
};

/** Más de 25 cambios: 'Más antiguas' pide la página siguiente. */
export const VariasPaginas: Story = {
  name: 'Varias páginas',
  args: { registro: registroLargo },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Más recientes' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Más antiguas' }));
    await expect(args.onPagina).toHaveBeenCalledWith(2);
  },
};

/** La segunda página: 'Más recientes' vuelve a la primera. */
export const SegundaPagina: Story = {
  name: 'Segunda página',
  args: { registro, pagina: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Página 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Más recientes' }));
    await expect(args.onPagina).toHaveBeenCalledWith(1);
  },
};

/** Sin ningún cambio aún. */
export const Vacio: Story = {
  name: 'Vacío',
  args: { registro: { entradas: [], hayMas: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Aún no hay ningún cambio registrado'),
    ).toBeVisible();
  },
};

/** Cargando: filas de relleno. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { registro: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
  },
};

/** No se ha podido cargar: el aviso y 'Reintentar'. */
export const FalloAlCargar: Story = {
  name: 'Fallo al cargar',
  args: { error: MENSAJE_SIN_CONEXION },
  play: probarFalloAlCargar,
};

/** En un móvil (375 px): una tarjeta por cambio, con quién como título. */
export const Estrecha: Story = {
  name: 'Estrecha',
  decorators: [enMovil],
  play: async ({ canvasElement }) => {
    const tarjetas = within(canvasElement).getByRole('list', { name: 'Registro de actividad' });
    await expect(
      within(tarjetas).getAllByRole('heading', {
        level: 2,
        name: 'Ana Torres Gil (administrativo)',
      }).length,
    ).toBeGreaterThan(0);
  },
};

function RegistroConectado() {
  const [datos, setDatos] = useState<Registro | undefined>();
  const [pagina, setPagina] = useState(1);
  useEffect(() => {
    cargarRegistroDeActividad(clienteDeHistoria(), pagina).then(setDatos);
  }, [pagina]);
  return <RegistroDeActividad registro={datos} pagina={pagina} onPagina={setPagina} />;
}

/** Contra el servidor simulado: lo que la responsable ha cambiado, como en la aplicación. */
export const Conectado: Story = {
  name: 'Conectado',
  beforeEach: conServidorSimulado(),
  render: () => <RegistroConectado />,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('grid', { name: 'Registro de actividad' }),
      ).toBeVisible(),
    );
  },
};

/** Where the 'Descargar CSV' story's sheet went (the browser would have saved it). */
const hojaGuardada = fn<(archivo: Blob, nombre: string) => void>();

/**
 * 'Descargar CSV': la hoja de todo el registro (no solo la página a la vista), pedida al
 * servidor simulado y guardada con su BOM.
 */
export const DescargarCsv: Story = {
  name: 'Descargar CSV',
  beforeEach: conServidorSimulado(),
  args: { onDescargarCsv: descargarRegistroCsv(clienteDeHistoria(), hojaGuardada) },
  play: async ({ canvasElement }) => {
    hojaGuardada.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Descargar CSV: todo el registro de actividad' }),
    );
    await waitFor(() => expect(hojaGuardada).toHaveBeenCalledTimes(1));
    const [hoja, nombre] = hojaGuardada.mock.calls[0] as [Blob, string];
    await expect(nombre).toMatch(/^registro-de-actividad-\d{4}-\d{2}-\d{2}\.csv$/);
    const bom = new Uint8Array(await hoja.slice(0, 3).arrayBuffer());
    await expect([...bom]).toEqual([0xef, 0xbb, 0xbf]);
  },
};
