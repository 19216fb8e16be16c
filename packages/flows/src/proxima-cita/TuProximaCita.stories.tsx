import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CITAS_DE_LUCIA, citaDeLucia } from '../../stories/citas-del-paciente';
import { enMovil, probarFalloAlCargar } from '../../stories/paginas';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { TuProximaCita } from './TuProximaCita';

/** Una presencial el jueves 3, antes que la telefónica del viernes 4 de Lucía. */
const PRESENCIAL = citaDeLucia(
  6,
  '40718K',
  'Presencial - Medicina familiar',
  'EN_CURSO',
  '2026-12-03',
  '09:30',
);
/** Una radiografía el miércoles 2. */
const RADIOLOGIA = citaDeLucia(5, '61420P', 'Radiologia', 'EN_CURSO', '2026-12-02', '11:00');

const meta = {
  title: 'Flujos/Tu próxima cita',
  component: TuProximaCita,
  args: {
    citas: [...CITAS_DE_LUCIA, PRESENCIAL],
    onReintentar: fn(),
    // Lunes 30 de noviembre de 2026 a las 10:00 en Madrid.
    ahora: new Date('2026-11-30T09:00:00Z'),
  },
} satisfies Meta<typeof TuProximaCita>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * La programada más cercana, no la primera de la lista: el día en palabras, la hora, el tipo,
 * con quién y 'Ver detalles', que lleva a sus detalles.
 */
export const Una: Story = {
  name: 'Una cita presencial',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Tu próxima cita' });
    await expect(region).toHaveTextContent('Jueves, 3 de diciembre de 2026, a las 09:30');
    await expect(region).toHaveTextContent(
      'Presencial - Medicina familiar, con Carmen López Sánchez',
    );
    await expect(within(region).getByRole('link', { name: 'Ver detalles' })).toHaveAttribute(
      'href',
      '/paciente/misCitas/citaFacultativo?id=6',
    );
  },
};

/** La próxima es telefónica (la del viernes 4 de Lucía). */
export const Telefonica: Story = {
  name: 'Telefónica',
  args: { citas: CITAS_DE_LUCIA },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Tu próxima cita' });
    await expect(region).toHaveTextContent('Viernes, 4 de diciembre de 2026, a las 09:00');
    await expect(region).toHaveTextContent('Telefónica - Medicina familiar');
  },
};

/** La próxima es de radiología: sus detalles están en 'citaEspecialista'. */
export const Radiologia: Story = {
  name: 'Radiología',
  args: { citas: [...CITAS_DE_LUCIA, PRESENCIAL, RADIOLOGIA] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Tu próxima cita' });
    await expect(region).toHaveTextContent('Miércoles, 2 de diciembre de 2026, a las 11:00');
    await expect(region).toHaveTextContent('Radiología, con Javier Martín Ruiz');
    await expect(within(region).getByRole('link', { name: 'Ver detalles' })).toHaveAttribute(
      'href',
      '/paciente/misCitas/citaEspecialista?id=5',
    );
  },
};

/** Ninguna programada por delante (solo cumplidas y canceladas): lo dice y ofrece pedir una. */
export const Ninguna: Story = {
  name: 'Ninguna',
  args: { citas: CITAS_DE_LUCIA.slice(1) },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Tu próxima cita' });
    await expect(
      within(region).getByRole('heading', { name: 'No tienes ninguna cita programada.' }),
    ).toBeVisible();
    await expect(within(region).getByRole('link', { name: 'Pedir una cita' })).toHaveAttribute(
      'href',
      '/paciente/pedirCita',
    );
    await expect(within(region).queryByRole('link', { name: 'Ver detalles' })).toBeNull();
  },
};

/** Mientras llegan las citas. */
export const Cargando: Story = { name: 'Cargando', args: { citas: undefined } };

/** Las citas no llegan: el aviso y 'Reintentar'. */
export const FalloAlCargar: Story = {
  name: 'Fallo al cargar',
  args: { citas: undefined, error: MENSAJE_SIN_CONEXION },
  play: probarFalloAlCargar,
};

/** En un móvil (375 px): el día y la hora se parten en líneas, sin desplazarse de lado. */
export const EnUnMovil: Story = {
  name: 'En un móvil',
  decorators: [enMovil],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Tu próxima cita' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(within(region).getByRole('link', { name: 'Ver detalles' })).toBeVisible();
  },
};
