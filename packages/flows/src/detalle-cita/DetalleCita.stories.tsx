import type { CitaListado } from '@clinica/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MENSAJE_CITA_NO_ENCONTRADA } from '../cita/buscarCita';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { DetalleCita } from './DetalleCita';

const radiologia: CitaListado = {
  id: 41,
  num_cita: '34567C',
  fecha: '2026-11-24',
  hora: '10:00',
  especialidad: 2,
  tipo_cita: 'Radiologia',
  id_paciente: 7,
  id_radiologo: 1,
  id_medico: null,
  id_administrativo: 1,
  estado: 'CUMPLIDA',
  nombre_completo_paciente: 'María José Gómez Martínez',
  nombre_completo_radiologo: 'Javier Martín Ruiz',
  nombre_completo_medico: null,
  dni_paciente: '12345678Z',
};

const medicina: CitaListado = {
  ...radiologia,
  id: 42,
  num_cita: '45678D',
  hora: '09:00',
  especialidad: 1,
  tipo_cita: 'Presencial - Medicina familiar',
  id_radiologo: null,
  id_medico: 3,
  id_administrativo: null,
  nombre_completo_radiologo: null,
  nombre_completo_medico: 'Carmen López Sánchez',
};

const meta = {
  title: 'Flujos/Detalles de la cita',
  component: DetalleCita,
  args: {
    cita: radiologia,
    volverHref: '/administrativo/citas?fecha=2026-11-24',
    onReintentar: fn(),
  },
} satisfies Meta<typeof DetalleCita>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Una cita de radiología cumplida, de solo lectura: número, paciente, DNI, fecha, hora, tipo,
 * radiólogo y estado en palabras, y la vuelta a la lista de su día. El informe no se muestra: el
 * contrato solo lo da al paciente y al radiólogo, y la pantalla lo dice.
 */
export const Radiologia: Story = {
  name: 'Radiología',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Detalles de la cita',
    );
    const datos = [
      ['Nº de cita', '34567C'],
      ['Paciente', 'María José Gómez Martínez'],
      ['DNI', '12345678Z'],
      ['Fecha', '24/11/2026'],
      ['Hora', '10:00'],
      ['Tipo de cita', 'Radiología'],
      ['Radiólogo', 'Javier Martín Ruiz'],
      ['Estado', 'Cumplida'],
    ];
    const terminos = canvasElement.querySelectorAll('dt');
    await expect([...terminos].map((t) => t.textContent)).toEqual(datos.map(([t]) => t));
    for (const [termino, valor] of datos) {
      const dt = [...terminos].find((t) => t.textContent === termino);
      await expect(dt?.nextElementSibling).toHaveTextContent(valor as string);
    }
    await expect(
      canvas.getByText('El informe de la prueba solo lo pueden leer el paciente y el radiólogo.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Volver a las citas del 24/11/2026' }),
    ).toHaveAttribute('href', '/administrativo/citas?fecha=2026-11-24');
  },
};

/** Una de medicina familiar: su médico, y el diagnóstico reservado a paciente y médico. */
export const MedicinaFamiliar: Story = {
  name: 'Medicina familiar',
  args: { cita: medicina },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Carmen López Sánchez')).toBeVisible();
    await expect(canvas.getByText('Presencial - Medicina familiar')).toBeVisible();
    await expect(
      canvas.getByText('El diagnóstico solo lo pueden leer el paciente y su médico.'),
    ).toBeVisible();
  },
};

/** Abierta desde el registro de actividad: la vuelta lleva a la misma página del registro. */
export const DesdeElRegistro: Story = {
  name: 'Desde el registro de actividad',
  args: {
    cita: medicina,
    volverHref: '/administrativo/registro?pagina=2&tipo=citas',
    volverTexto: 'Volver al registro de actividad',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Volver al registro de actividad' }),
    ).toHaveAttribute('href', '/administrativo/registro?pagina=2&tipo=citas');
  },
};

/** Mientras llega: bloques con la forma de los datos, un 'Cargando la cita…' y ya la vuelta. */
export const Cargando: Story = {
  name: 'Cargando',
  args: { cita: undefined, fechaDeVuelta: '2026-11-24' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando la cita…');
    await expect(
      canvas.getByRole('link', { name: 'Volver a las citas del 24/11/2026' }),
    ).toBeVisible();
  },
};

/** Sin conexión o un fallo del servidor: el aviso anunciado y 'Reintentar'. */
export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  args: {
    cita: undefined,
    error: MENSAJE_SIN_CONEXION,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se ha podido conectar');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onReintentar).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Volver a las citas' })).toBeVisible();
  },
};

/** Una cita que ya no está entre las del paciente: el aviso, sin reintentar, y la vuelta. */
export const NoEncontrada: Story = {
  name: 'No encontrada',
  args: { cita: undefined, error: MENSAJE_CITA_NO_ENCONTRADA, onReintentar: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_CITA_NO_ENCONTRADA);
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  },
};

/**
 * Una cita cancelada con su motivo (docs/decisiones.md (55)): tras el estado, por qué se canceló,
 * como lo guardó el registro de actividad.
 */
export const CanceladaConMotivo: Story = {
  name: 'Cancelada con motivo',
  args: {
    cita: { ...medicina, estado: 'CANCELADA', motivo_cancelacion: 'profesional_no_disponible' },
  },
  play: async ({ canvasElement }) => {
    const terminos = [...canvasElement.querySelectorAll('dt')];
    await expect(terminos.map((t) => t.textContent).slice(-2)).toEqual([
      'Estado',
      'Motivo de la cancelación',
    ]);
    await expect(terminos.at(-1)?.nextElementSibling).toHaveTextContent(
      'Profesional no disponible',
    );
  },
};
