import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CITA_MARIA_JOSE,
  datosActualesConMedico,
  HOY_HISTORIAS,
  huecosDeCarmen,
  medicosListos,
} from '../../stories/modificar-cita';
import { preparacionDeHistoria } from '../../stories/msw';
import { MENSAJE_ERROR_MEDICOS, MENSAJE_HUECO_OCUPADO } from '../cita/datosCita';
import { PasoAsignarDatos } from '../cita/PasoAsignarDatos';
import { validarDatosCita } from '../validacion/formularios';
import { ASISTENTE_MODIFICAR_CITA, type PasoModificarCita } from './steps';

/**
 * El mismo paso 'Asignar datos' con una cita de medicina familiar (docs/decisiones.md (31)): el campo es
 * 'Médico', la lista es la de los médicos y las horas son las libres del elegido.
 */
const meta = {
  title: 'Flujos/Modificar cita/Pasos/1 Asignar datos (medicina familiar)',
  component: PasoAsignarDatos<PasoModificarCita>,
  beforeEach: preparacionDeHistoria,
  args: {
    asistente: ASISTENTE_MODIFICAR_CITA,
    paciente: CITA_MARIA_JOSE.nombrePaciente,
    profesional: 'medico',
    datos: datosActualesConMedico,
    errores: {},
    profesionales: medicosListos,
    huecos: huecosDeCarmen,
    hoy: HOY_HISTORIAS,
    invalido: false,
    send: fn(),
    onCancelar: fn(),
  },
} satisfies Meta<typeof PasoAsignarDatos<PasoModificarCita>>;

export default meta;
type Story = StoryObj<typeof meta>;

const VACIO = { fecha: '', hora: '', idProfesional: null };
const todosLosErrores = validarDatosCita(VACIO, { hoy: HOY_HISTORIAS, profesional: 'medico' });

/** Relleno con la médica y la hora actuales; elegir otro médico va a la máquina por su id. */
export const Relleno: Story = {
  name: 'Relleno',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const titulo = canvas.getByRole('heading', { level: 1, name: 'Asignar datos' });
    await waitFor(() => expect(titulo).toHaveFocus());
    await expect(canvas.getByText('Paciente: María José Gómez Martínez')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Radiólogo/ })).toBeNull();
    const medico = canvas.getByRole('button', { name: /Médico/ });
    await expect(medico).toHaveTextContent('Carmen López Sánchez');
    await expect(canvas.getByRole('button', { name: /Hora/ })).toHaveTextContent('08:00');

    await userEvent.click(medico);
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Miguel Ángel Moreno Jiménez' }),
    );
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { idProfesional: 2 } });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'CONTINUAR' });
  },
};

/** Sin día ni médico: la hora espera y lo dice en palabras del médico. */
export const Vacio: Story = {
  name: 'Vacío',
  args: { datos: VACIO, huecos: { estado: 'inactiva', datos: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Hora/ })).toBeDisabled();
    await expect(canvas.getByText('Elige antes el día y el médico.')).toBeVisible();
  },
};

/**
 * Los fines de semana la clínica cierra: en el calendario el sábado y el domingo no se pueden
 * elegir (tachados y anunciados como no disponibles); los días laborables, sí.
 */
export const DiasCerrados: Story = {
  name: 'Días cerrados',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Abrir calendario/ }));
    const calendario = await within(document.body).findByRole('dialog');
    // El código del calendario llega aparte del de la página: se espera a su cuadrícula.
    await within(calendario).findByRole('grid');
    // Diciembre de 2026: el 5 es sábado, el 6 domingo, el 7 lunes.
    for (const dia of ['5', '6']) {
      const celda = within(calendario).getByRole('button', {
        name: new RegExp(`, ${dia} de diciembre`),
      });
      await expect(celda).toHaveAttribute('data-unavailable', 'true');
      await expect(celda).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(
      within(calendario).getByRole('button', { name: /, 7 de diciembre/ }),
    ).not.toHaveAttribute('data-unavailable');
  },
};

/** Buscando los médicos de la clínica: el campo espera con su aviso. */
export const CargandoMedicos: Story = {
  name: 'Cargando médicos',
  args: { profesionales: { estado: 'cargando', datos: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Médico/ })).toBeDisabled();
    await expect(canvas.getByText('Cargando médicos…')).toBeVisible();
  },
};

/** Otro médico u otro día: la hora en blanco mientras llegan sus horas libres. */
export const BuscandoHoras: Story = {
  name: 'Buscando horas',
  args: {
    datos: { ...datosActualesConMedico, idProfesional: 2, hora: '' },
    huecos: { estado: 'cargando', datos: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Hora/ })).toBeDisabled();
    await expect(canvas.getByText('Buscando horas libres…')).toBeVisible();
  },
};

/** Ese día el médico no tiene horas libres: se propone otro día u otro médico. */
export const SinHorasLibres: Story = {
  name: 'Sin horas libres',
  args: {
    datos: { ...datosActualesConMedico, fecha: '2026-12-04', hora: '' },
    huecos: { estado: 'lista', datos: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No quedan horas libres ese día. Elige otro día u otro médico.'),
    ).toBeVisible();
  },
};

/**
 * Continuar sin nada: los tres mensajes en el orden del formulario ('Selecciona un médico.'),
 * el resumen enfocado y cada enlace lleva a su campo.
 */
export const Invalido: Story = {
  name: 'Inválido',
  args: {
    datos: VACIO,
    huecos: { estado: 'inactiva', datos: [] },
    errores: todosLosErrores,
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerta = canvas.getByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    const enlaces = within(alerta).getAllByRole('link');
    await expect(enlaces.map((enlace) => enlace.textContent)).toEqual([
      'La fecha es obligatoria.',
      'Selecciona un médico.',
      'La hora es obligatoria.',
    ]);
    await userEvent.click(enlaces[1] as HTMLElement);
    await expect(canvas.getByRole('button', { name: /Médico/ })).toHaveFocus();
  },
};

/** Un sábado escrito a mano: se explica en el campo, con las palabras de Continuar. */
export const SabadoEscrito: Story = {
  name: 'Sábado escrito',
  args: {
    datos: { ...datosActualesConMedico, fecha: '2026-12-05', hora: '' },
    huecos: { estado: 'inactiva', datos: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('La clínica cierra ese día. Elige un día de lunes a viernes.'),
    ).toBeVisible();
  },
};

/** El hueco se ocupó al guardar (409): de vuelta aquí, el mensaje en la hora. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: {
    datos: { ...datosActualesConMedico, hora: '' },
    errores: { hora: MENSAJE_HUECO_OCUPADO },
    error: MENSAJE_HUECO_OCUPADO,
    invalido: true,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerta = canvas.getByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await userEvent.click(within(alerta).getByRole('link', { name: MENSAJE_HUECO_OCUPADO }));
    await expect(canvas.getByRole('button', { name: /Hora/ })).toHaveFocus();
  },
};

/** Los médicos no cargan: aviso anunciado de los médicos y 'Reintentar'. */
export const ErrorAlCargarMedicos: Story = {
  name: 'Error al cargar médicos',
  args: { profesionales: { estado: 'error', datos: [], error: MENSAJE_ERROR_MEDICOS } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se han podido cargar los médicos. Inténtalo de nuevo.',
    );
    // By keyboard: a click's pointer and focus events settled at different moments on a busy
    // machine, so the picture caught the button with or without its focus ring.
    canvas.getByRole('button', { name: 'Reintentar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.send).toHaveBeenCalledWith({ type: 'REINTENTAR_PROFESIONALES' });
  },
};
