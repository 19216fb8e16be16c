import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../stories/asistente';
import {
  CITA_LUCIA,
  CITA_MARIA_JOSE,
  datosActuales,
  datosActualesConMedico,
  FICHA_LUCIA,
  medicosListos,
  radiologosListos,
} from '../../stories/modificar-cita';
import { limpiarAnuncios } from '../../stories/msw';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { PasoConfirmarModificacion } from './PasoConfirmarModificacion';

const PREGUNTA = '¿Deseas modificar la cita de Lucía García Fernández?';

const meta = {
  title: 'Flujos/Modificar cita/Pasos/2 Confirmar cambios',
  component: PasoConfirmarModificacion,
  beforeEach: limpiarAnuncios,
  args: {
    nombrePaciente: CITA_LUCIA.nombrePaciente,
    ficha: FICHA_LUCIA,
    original: datosActuales,
    datos: { fecha: '2026-12-03', hora: '12:00', idProfesional: 2 },
    profesionales: radiologosListos.datos,
    enviando: false,
    send: fn(),
  },
} satisfies Meta<typeof PasoConfirmarModificacion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * La pregunta como título, la 'Cita actual' (número, paciente, DNI, fecha y hora de ahora) y
 * cómo quedará; 'Sí, modificar la cita' confirma, 'No, volver' vuelve a la lista y 'Cambiar'
 * vuelve al paso 1. Ningún 'Cancelar': el de la cabecera no está y la pregunta no lo usa.
 */
export const Pregunta: Story = {
  name: 'Pregunta',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: PREGUNTA })).toHaveFocus(),
    );
    await expect(document.title).toBe(`${PREGUNTA} · Modificar cita · Clínica`);
    await expect(canvas.getByText('Paso 2 de 2: Confirmar cambios')).toBeInTheDocument();
    const actual = canvas.getByRole('heading', { level: 2, name: 'Cita actual' });
    const ficha = within(actual.parentElement as HTMLElement);
    for (const dato of ['48213K', 'Lucía García Fernández', '12345678Z', '01/12/2026', '09:00']) {
      await expect(ficha.getByText(dato)).toBeVisible();
    }
    await expect(canvas.getByText('03/12/2026')).toBeVisible();
    await expect(canvas.getByText('12:00')).toBeVisible();
    await expect(canvas.getByText('Elena Romero Castro')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar hora' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'VOLVER' });
    await userEvent.click(canvas.getByRole('button', { name: 'No, volver' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CANCELAR' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sí, modificar la cita' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CONFIRMAR' });
  },
};

/** Guardando: 'Sí, modificar la cita' anuncia 'Cargando…' y no se pulsa otra vez; 'No, volver' espera. */
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

/** Sin conexión al guardar: el mensaje arriba, con el foco, y 'Sí, modificar la cita' para reintentar. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: { error: MENSAJE_SIN_CONEXION },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_SIN_CONEXION);
    await expect(document.title).toBe(`Error: ${PREGUNTA} · Modificar cita · Clínica`);
    await expect(canvas.getByRole('button', { name: 'Sí, modificar la cita' })).toBeEnabled();
  },
};

/** La cita ya no está en curso (409; la canceló alguien entretanto): se explica arriba. */
export const NoEnCurso: Story = {
  name: 'No en curso',
  args: { error: 'Solo se pueden modificar citas programadas.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Solo se pueden modificar citas programadas.',
    );
    await expect(canvas.getByRole('button', { name: 'No, volver' })).toBeEnabled();
  },
};

/**
 * Una cita de medicina familiar (docs/decisiones.md (31)): la pregunta nombra a la médica de ahora y la
 * fila 'Médico' al elegido, con su 'Cambiar'.
 */
export const ConMedico: Story = {
  name: 'Con médico',
  args: {
    nombrePaciente: CITA_MARIA_JOSE.nombrePaciente,
    // Sin la ficha del servidor: una frase dice cómo es la cita ahora.
    ficha: undefined,
    profesional: 'medico',
    original: datosActualesConMedico,
    datos: { fecha: '2026-12-03', hora: '10:00', idProfesional: 2 },
    profesionales: medicosListos.datos,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', {
          level: 1,
          name: '¿Deseas modificar la cita de María José Gómez Martínez?',
        }),
      ).toHaveFocus(),
    );
    await expect(
      canvas.getByText('Ahora la cita es el 01/12/2026 a las 08:00 con Carmen López Sánchez.'),
    ).toBeVisible();
    await expect(canvas.getByText('Médico')).toBeVisible();
    await expect(canvas.queryByText('Radiólogo')).toBeNull();
    await expect(canvas.getByText('Miguel Ángel Moreno Jiménez')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar médico' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'VOLVER' });
  },
};

/**
 * El paciente tiene otra cita el día y con el profesional elegidos: el aviso, que no detiene;
 * 'Sí, modificar la cita' sigue.
 */
export const ConOtraCitaEseDia: Story = {
  name: 'Con otra cita ese día',
  args: { horasRepetidas: ['13:00'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Este paciente ya tiene una cita ese día con este profesional (a las 13:00).',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sí, modificar la cita' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'CONFIRMAR' });
  },
};
