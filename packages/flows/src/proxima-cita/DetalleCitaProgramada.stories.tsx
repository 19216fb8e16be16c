import { crearClinica } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { citaDeLucia } from '../../stories/citas-del-paciente';
import { enMovil, probarFalloAlCargar } from '../../stories/paginas';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { DetalleCitaProgramada } from './DetalleCitaProgramada';

const PRESENCIAL = citaDeLucia(
  6,
  '40718K',
  'Presencial - Medicina familiar',
  'EN_CURSO',
  '2026-12-03',
  '09:30',
);
const TELEFONICA = citaDeLucia(
  1,
  '25369L',
  'Telefónica - Medicina familiar',
  'EN_CURSO',
  '2026-12-04',
  '09:00',
);
const RADIOLOGIA = citaDeLucia(5, '61420P', 'Radiologia', 'EN_CURSO', '2026-12-02', '11:00');

const meta = {
  title: 'Flujos/Tu próxima cita/Detalles de una cita programada',
  component: DetalleCitaProgramada,
  args: {
    cita: PRESENCIAL,
    clinica: crearClinica(),
    telefonoPaciente: '611223344',
    onAnadirAlCalendario: fn(async () => {}),
    onReintentar: fn(),
    // Lunes 30 de noviembre de 2026 a las 10:00 en Madrid: todas quedan a más de 24 horas.
    ahora: new Date('2026-11-30T09:00:00Z'),
  },
} satisfies Meta<typeof DetalleCitaProgramada>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Una presencial: cuándo, con quién, dónde (la clínica y su dirección) y su teléfono, qué traer,
 * 'Añadir al calendario' (el .ics del servidor) y 'Cancelar cita' (el flujo de cancelar).
 */
export const Presencial: Story = {
  name: 'Presencial',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Detalles de la cita',
    );
    await expect(canvas.getByText('Número de cita: 40718K')).toBeVisible();
    await expect(canvas.getByText('Programada')).toBeVisible();
    await expect(canvas.getByText('Jueves, 3 de diciembre de 2026, a las 09:30')).toBeVisible();
    await expect(
      canvas.getByText('Clínica San Rafael, Calle de la Salud, 12, 28001 Madrid'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Llamar a la clínica al 910 000 000' }),
    ).toHaveAttribute('href', 'tel:910000000');
    const traer = canvas.getByRole('region', { name: 'Qué debes traer' });
    await expect(within(traer).getAllByRole('listitem')[0]).toHaveTextContent('Tu DNI o NIE.');
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir al calendario' }));
    await expect(args.onAnadirAlCalendario).toHaveBeenCalledWith(PRESENCIAL);
    await expect(canvas.getByRole('link', { name: 'Cancelar cita' })).toHaveAttribute(
      'href',
      '/paciente/misCitas/cancelarCita?numCita=40718K',
    );
  },
};

/** Una telefónica: el médico llama al teléfono del paciente y no hay nada que traer. */
export const Telefonica: Story = {
  name: 'Telefónica',
  args: { cita: TELEFONICA },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Tu médico te llamará al 611 223 344 a la hora de la cita.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Lugar')).toBeNull();
    const traer = canvas.getByRole('region', { name: 'Qué debes traer' });
    await expect(traer).toHaveTextContent('No tienes que traer nada.');
    await expect(within(traer).queryByRole('list')).toBeNull();
  },
};

/** Una de radiología: su título de especialista, el radiólogo y qué traer a la prueba. */
export const Radiologia: Story = {
  name: 'Radiología',
  args: { cita: RADIOLOGIA },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Detalles de la cita Especialista',
    );
    await expect(canvas.getByText('Javier Martín Ruiz')).toBeVisible();
    const traer = canvas.getByRole('region', { name: 'Qué debes traer' });
    await expect(traer).toHaveTextContent('Tu DNI o NIE.');
    await expect(traer).toHaveTextContent('Las pruebas de imagen anteriores');
  },
};

/** Una cancelada: su estado en palabras, sin cancelar ni calendario; 'Pedir cita' en su lugar. */
export const Cancelada: Story = {
  name: 'Cancelada',
  args: { cita: { ...PRESENCIAL, estado: 'CANCELADA' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelada')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Cancelar cita' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Añadir al calendario' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Qué debes traer' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Pedir cita' })).toBeVisible();
  },
};

/**
 * Una cita a la que la paciente no acudió (docs/decisiones.md (54)): su estado en palabras, sin
 * cancelar ni calendario, y 'Pedir cita' por si aún la necesita.
 */
export const NoSePresento: Story = {
  name: 'No se presentó',
  args: { cita: { ...PRESENCIAL, estado: 'NO_PRESENTADA' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('No se presentó').length).toBeGreaterThan(0);
    await expect(
      canvas.getByText('No te presentaste a esta cita. Si aún la necesitas, pide otra.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Cancelar cita' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Añadir al calendario' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Pedir cita' })).toBeVisible();
  },
};

/**
 * A menos de 24 horas: 'Cancelar cita' no se ofrece para luego negarse; se dice por qué y a qué
 * teléfono llamar (docs/decisiones.md (44)).
 */
export const SinAntelacion: Story = {
  name: 'Sin antelación',
  args: { ahora: new Date('2026-12-02T15:00:00Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Cancelar cita' })).toBeNull();
    await expect(
      canvas.getByText(
        'Las citas solo se pueden cancelar con al menos 24 horas de antelación. Si no puedes venir, llama a la clínica al 910 000 000.',
      ),
    ).toBeVisible();
  },
};

/** El archivo del calendario no llega: el aviso, y el botón sigue ahí para intentarlo de nuevo (con el teclado). */
export const CalendarioFallido: Story = {
  name: 'Calendario fallido',
  args: {
    onAnadirAlCalendario: fn(async () => {
      throw new Error('sin conexión');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boton = canvas.getByRole('button', { name: 'Añadir al calendario' });
    boton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No se ha podido descargar el archivo del calendario.',
    );
    await expect(boton).toBeEnabled();
  },
};

/** Mientras llegan las citas. */
export const Cargando: Story = { name: 'Cargando', args: { cita: undefined } };

/** Las citas no llegan: el aviso y 'Reintentar'. */
export const FalloAlCargar: Story = {
  name: 'Fallo al cargar',
  args: { cita: undefined, errorAlCargar: MENSAJE_SIN_CONEXION },
  play: probarFalloAlCargar,
};

/** Un número que no es de una cita suya. */
export const NoEncontrada: Story = {
  name: 'No encontrada',
  args: { cita: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'No tienes ninguna cita con ese número.',
    );
  },
};

/** En un móvil (375 px): todo en una columna, sin desplazarse de lado. */
export const EnUnMovil: Story = {
  name: 'En un móvil',
  decorators: [enMovil],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagina = canvasElement.firstElementChild as HTMLElement;
    await expect(pagina.scrollWidth).toBeLessThanOrEqual(pagina.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Añadir al calendario' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancelar cita' })).toBeVisible();
  },
};
