import type { AccesoHistoria } from '@clinica/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoriaAccesos } from './HistoriaAccesos';

/** Lo que el servidor devuelve a Lucía: el más reciente primero (horas en UTC). */
const ACCESOS: AccesoHistoria[] = [
  {
    fecha: '2026-11-24T09:20:00.000Z',
    veces: 1,
    quien: 'Carmen López Sánchez',
    rol: 'Médico',
    accion: 'Creó',
    que: 'Diagnóstico de la cita 55018R',
  },
  {
    fecha: '2026-11-24T09:05:00.000Z',
    veces: 1,
    quien: 'Carmen López Sánchez',
    rol: 'Médico',
    accion: 'Consultó',
    que: 'Lista de citas del día 24/11/2026',
  },
  {
    // Her page reloaded all morning: one line with how many times, from the first to the last.
    fecha: '2026-11-24T09:00:00.000Z',
    primera: '2026-11-24T07:55:00.000Z',
    veces: 23,
    quien: 'Ana Torres Gil',
    rol: 'Administrativo',
    accion: 'Consultó',
    que: 'Lista de citas del día 24/11/2026',
  },
  {
    fecha: '2026-11-20T11:40:00.000Z',
    veces: 1,
    quien: 'Javier Ruiz Moreno',
    rol: 'Radiólogo',
    accion: 'Consultó',
    que: 'Cita 87643N',
  },
];

const meta = {
  title: 'Flujos/Quién ha visto mi historia',
  component: HistoriaAccesos,
  args: { entradas: ACCESOS, onReintentar: fn(), onPagina: fn() },
} satisfies Meta<typeof HistoriaAccesos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quién, con qué rol, qué hizo, sobre qué y cuándo (hora de Madrid), del más reciente. */
export const Accesos: Story = {
  name: 'Accesos',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Quién ha visto mi historia',
    );
    const tabla = canvas.getByRole('grid', { name: 'Accesos a tu historia' });
    const filas = within(tabla).getAllByRole('row').slice(1);
    await expect(filas).toHaveLength(4);
    await expect(filas[0]).toHaveTextContent(
      /24\/11\/2026 10:20.*Carmen López Sánchez.*Médico.*Creó.*Diagnóstico de la cita 55018R/,
    );
    await expect(filas[2]).toHaveTextContent(
      /24\/11\/2026 08:55 a 10:00.*Ana Torres Gil.*Administrativo.*Consultó 23 veces.*Lista de citas del día 24\/11\/2026/,
    );
    await expect(canvas.getByRole('link', { name: 'Volver a Mis citas' })).toHaveAttribute(
      'href',
      '/paciente/misCitas',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Páginas de accesos' })).toBeNull();
  },
};

/** En un móvil (375 px): una tarjeta por acceso con quién, su rol, qué hizo y sobre qué. */
export const EnUnMovil: Story = {
  name: 'En un móvil',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: { viewports: [375] } },
  render: (args) => (
    <div style={{ width: 375 }}>
      <HistoriaAccesos {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tarjetas = canvas.getByRole('list', { name: 'Accesos a tu historia' });
    await expect(tarjetas).toBeVisible();
    const items = within(tarjetas).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[2] as HTMLElement).getByRole('heading')).toHaveTextContent(
      'Ana Torres Gil',
    );
    await expect(items[2]).toHaveTextContent(/Administrativo.*Consultó 23 veces/);
  },
};

/**
 * Más de una página, en un móvil (375 px): una página de líneas, no un scroll de 9.000 px; 'Más
 * antiguos' pide la siguiente y 'Más recientes' la anterior.
 */
export const Paginas: Story = {
  name: 'Páginas',
  args: { pagina: 2, hayMas: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <div style={{ width: 375 }}>
      <HistoriaAccesos {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const paginas = canvas.getByRole('navigation', { name: 'Páginas de accesos' });
    await expect(paginas).toHaveTextContent('Página 2');
    await userEvent.click(within(paginas).getByRole('button', { name: 'Más antiguos' }));
    await expect(args.onPagina).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(paginas).getByRole('button', { name: 'Más recientes' }));
    await expect(args.onPagina).toHaveBeenLastCalledWith(1);
  },
};

/** Mientras llegan. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { entradas: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando los accesos…')).toBeInTheDocument();
  },
};

/** Nadie ha visto aún los datos del paciente. */
export const SinAccesos: Story = {
  name: 'Sin accesos',
  args: { entradas: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nadie de la clínica ha visto todavía tus datos.'),
    ).toBeVisible();
  },
};

/** El servidor falla: lo dice y ofrece reintentar. */
export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  args: { error: 'No se ha podido conectar con el servidor.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No se ha podido conectar con el servidor.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onReintentar).toHaveBeenCalled();
  },
};
