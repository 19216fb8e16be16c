import type { CitaListado } from '@clinica/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../stories/asistente';
import { limpiarAnuncios } from '../../stories/msw';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { MENSAJE_CITA_NO_EN_CURSO } from './machine';
import { PasoConfirmarCancelacion } from './PasoConfirmarCancelacion';

const PREGUNTA = '¿Deseas cancelar la cita 48213K de Lucía García Fernández?';

const meta = {
  title: 'Flujos/Cancelar cita/Pasos/1 Pregunta',
  component: PasoConfirmarCancelacion,
  beforeEach: limpiarAnuncios,
  args: {
    numCita: '48213K',
    nombrePaciente: 'Lucía García Fernández',
    enviando: false,
    send: fn(),
  },
} satisfies Meta<typeof PasoConfirmarCancelacion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * La pregunta como título, con el foco, y qué pasará; 'Sí, cancelar la cita' cancela y 'No,
 * volver' vuelve a la lista. Ningún 'Cancelar' y ninguna barra de pasos: es una sola pregunta.
 */
export const Pregunta: Story = {
  name: 'Pregunta',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: PREGUNTA })).toHaveFocus(),
    );
    await expect(document.title).toBe(`${PREGUNTA} · Cancelar cita · Clínica`);
    await expect(canvas.getByText(/su hora volverá a estar libre/)).toBeVisible();
    // Las respuestas dicen lo que hacen; ningún 'Cancelar' que se lea como cancelar la cita.
    await expect(canvas.queryByRole('button', { name: /^Cancelar/ })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Pasos del proceso' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'No, volver' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CANCELAR' });
    await userEvent.click(canvas.getByRole('button', { name: /^Sí/ }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONFIRMAR' });
    // The reason is optional (docs/decisiones.md (55)): none said until one is chosen.
    const motivo = canvas.getByRole('radiogroup', { name: /Motivo de la cancelación/ });
    await expect(within(motivo).getByRole('radio', { name: 'Sin indicar' })).toBeChecked();
    await expect(
      within(motivo)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Sin indicar',
      'A petición del paciente',
      'Profesional no disponible',
      'Cierre de la clínica',
      'Otro',
    ]);
    await userEvent.click(within(motivo).getByRole('radio', { name: 'Cierre de la clínica' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'MOTIVO',
      motivo: 'cierre_de_la_clinica',
    });
  },
};

/** Con un motivo elegido: marcado; 'Sin indicar' lo quita. */
export const ConMotivo: Story = {
  name: 'Con motivo',
  args: { motivo: 'profesional_no_disponible' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, PREGUNTA);
    await expect(canvas.getByRole('radio', { name: 'Profesional no disponible' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Sin indicar' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'MOTIVO', motivo: undefined });
  },
};

/** Cancelando: 'Sí' anuncia 'Cargando…' y no se puede pulsar otra vez; 'Cancelar' espera. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { enviando: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // El paso lleva el foco a su título un fotograma después de montarse: primero eso, luego
    // el clic, que deja el foco en 'Sí' (sin anillo: fue con el ratón) y no envía otra vez.
    await esperarTitulo(canvas, PREGUNTA);
    const si = canvas.getByRole('button', { name: /^Sí/ });
    await expect(within(si).getByRole('status')).toHaveTextContent('Cargando…');
    await userEvent.click(si);
    await waitFor(() => expect(si).toHaveFocus());
    await expect(args.send).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'No, volver' })).toBeDisabled();
  },
};

/** Sin conexión: el mensaje arriba, con el foco, y 'Sí' para reintentar. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: { error: MENSAJE_SIN_CONEXION },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_SIN_CONEXION);
    await expect(document.title).toBe(`Error: ${PREGUNTA} · Cancelar cita · Clínica`);
    await expect(canvas.getByRole('button', { name: /^Sí/ })).toBeEnabled();
  },
};

/**
 * La cita ya no está en curso (409): el mensaje, y en lugar de 'Sí' y 'Cancelar' solo 'Ir a
 * citas', porque reintentar no serviría.
 */
export const NoEnCurso: Story = {
  name: 'No en curso',
  args: { error: MENSAJE_CITA_NO_EN_CURSO, cancelable: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_CITA_NO_EN_CURSO);
    await expect(canvas.queryByRole('button', { name: /^Sí/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a citas' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CANCELAR' });
  },
};

const CITA_DE_LUCIA: CitaListado = {
  id: 1,
  num_cita: '48213K',
  fecha: '2026-11-24',
  hora: '09:00',
  especialidad: 2,
  tipo_cita: 'Radiologia',
  id_paciente: 1,
  id_radiologo: 1,
  id_medico: null,
  id_administrativo: 1,
  estado: 'EN_CURSO',
  nombre_completo_paciente: 'Lucía García Fernández',
  nombre_completo_radiologo: 'Javier Martín Ruiz',
  nombre_completo_medico: null,
  dni_paciente: '12345678Z',
};

/**
 * Con la cita pedida al servidor: se ve a quién, cuándo y de qué tipo es antes de decir 'Sí'.
 * Los botones dicen lo que hacen: 'Sí, cancelar la cita' (con el número en su nombre accesible)
 * y 'No, volver'.
 */
export const ConLaCita: Story = {
  name: 'Con la cita',
  args: { cita: { estado: 'lista', cita: CITA_DE_LUCIA } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'La cita' })).toBeVisible();
    const datos = canvas.getAllByRole('definition')[0]?.closest('dl') as HTMLElement;
    for (const texto of [
      'Lucía García Fernández',
      '12345678Z',
      '24/11/2026',
      '09:00',
      'Radiología',
      'Javier Martín Ruiz',
    ]) {
      await expect(within(datos).getByText(texto)).toBeVisible();
    }
    const si = canvas.getByRole('button', { name: 'Sí, cancelar la cita 48213K' });
    await expect(si).toHaveTextContent('Sí, cancelar la cita');
    await expect(canvas.getByRole('button', { name: 'No, volver' })).toHaveTextContent(
      'No, volver',
    );
    await userEvent.click(si);
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONFIRMAR' });
  },
};

/**
 * Mientras llega la cita, 'Sí' está en su sitio pero no se puede pulsar: nadie cancela una cita
 * sin ver cuál es, y 'Cancelar' no se mueve cuando llega (un clic en él nunca cae en 'Sí').
 */
export const CargandoLaCita: Story = {
  name: 'Cargando la cita',
  args: { cita: { estado: 'cargando' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cargando los datos de la cita…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Sí/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'No, volver' })).toBeEnabled();
  },
};

/** La cita no ha llegado (sin conexión): el aviso, 'Reintentar', y tampoco 'Sí'. */
export const ErrorAlCargarLaCita: Story = {
  name: 'Error al cargar la cita',
  args: {
    cita: { estado: 'error', mensaje: MENSAJE_SIN_CONEXION, reintentable: true },
    onReintentarCita: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_SIN_CONEXION);
    await expect(canvas.queryByRole('button', { name: /^Sí/ })).toBeNull();
    // El paso lleva el foco a su título un fotograma después de montarse: primero eso, luego
    // el clic, que deja el foco en 'Reintentar' (sin anillo: fue con el ratón).
    await esperarTitulo(canvas, PREGUNTA);
    const reintentar = canvas.getByRole('button', { name: 'Reintentar' });
    await userEvent.click(reintentar);
    await expect(args.onReintentarCita).toHaveBeenCalled();
    await waitFor(() => expect(reintentar).toHaveFocus());
  },
};

/** La cita ya no está en curso (otra persona la canceló): se dice, y solo 'Ir a citas'. */
export const CitaYaCancelada: Story = {
  name: 'Cita ya cancelada',
  args: { cita: { estado: 'lista', cita: { ...CITA_DE_LUCIA, estado: 'CANCELADA' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_CITA_NO_EN_CURSO),
    );
    await expect(canvas.queryByRole('button', { name: /^Sí/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ir a citas' })).toBeVisible();
  },
};
