import type { DiaCerrado } from '@clinica/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { medicosListos, radiologosListos } from '../../stories/cita';
import {
  datosRellenos,
  HOY_HISTORIAS,
  huecosDeJavier,
  pacienteLucia,
} from '../../stories/crear-cita';
import { preparacionDeHistoria } from '../../stories/msw';
import {
  DATOS_CITA_VACIOS,
  MENSAJE_ERROR_RADIOLOGOS,
  MENSAJE_HUECO_OCUPADO,
} from '../cita/datosCita';
import type { Carga } from '../tipos';
import { validarDatosCita } from '../validacion/formularios';
import { PasoAsignarDatosCrearCita } from './PasoAsignarDatos';

const meta = {
  title: 'Flujos/Crear cita/Pasos/2 Asignar datos',
  component: PasoAsignarDatosCrearCita,
  beforeEach: preparacionDeHistoria,
  args: {
    paciente: `${pacienteLucia.nombre_completo} (${pacienteLucia.dni})`,
    tipoCita: 'Radiologia',
    horasRepetidas: [],
    datos: DATOS_CITA_VACIOS,
    errores: {},
    profesionales: radiologosListos,
    huecos: { estado: 'inactiva', datos: [] },
    hoy: HOY_HISTORIAS,
    invalido: false,
    send: fn(),
    onCancelar: fn(),
  },
} satisfies Meta<typeof PasoAsignarDatosCrearCita>;

export default meta;
type Story = StoryObj<typeof meta>;

const todosLosErrores = validarDatosCita(DATOS_CITA_VACIOS, { hoy: HOY_HISTORIAS });

/**
 * Vacío: para quién es la cita y su tipo, de radiología salvo que se elija otro; la hora espera a
 * que haya día y radiólogo.
 */
export const Vacio: Story = {
  name: 'Vacío',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Asignar datos' })).toHaveFocus(),
    );
    await expect(canvas.getByText('Paso 2 de 3: Asignar datos')).toBeInTheDocument();
    await expect(canvas.getByText('Paciente: Lucía García Fernández (12345678Z)')).toBeVisible();
    const tipo = canvas.getByRole('radiogroup', { name: 'Tipo de cita' });
    await expect(within(tipo).getByRole('radio', { name: /^Radiología/ })).toBeChecked();
    await expect(within(tipo).getAllByRole('radio')).toHaveLength(3);
    // Con el teclado: las flechas eligen otro tipo.
    await userEvent.click(within(tipo).getByRole('radio', { name: /^Radiología/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.send).toHaveBeenLastCalledWith({
      type: 'EDITAR',
      datos: { tipoCita: 'Presencial - Medicina familiar' },
    });
    await userEvent.click(within(tipo).getByText('Telefónica - Medicina familiar'));
    await expect(args.send).toHaveBeenLastCalledWith({
      type: 'EDITAR',
      datos: { tipoCita: 'Telefónica - Medicina familiar' },
    });
    await expect(canvas.queryByText(/ya tiene una cita/)).toBeNull();
    await expect(canvas.getByRole('button', { name: /Hora$/ })).toBeDisabled();
    await expect(canvas.getByText('Elige antes el día y el radiólogo.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Radiólogo/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Javier Martín Ruiz' }),
    );
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { idProfesional: 1 } });
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'VOLVER' });
  },
};

/**
 * La clínica cierra los fines de semana: en el calendario el sábado y el domingo están tachados
 * y no se pueden elegir; un lunes, sí.
 */
export const DiasCerrados: Story = {
  name: 'Días cerrados',
  // Con un día ya elegido el calendario abre en su mes, sea cual sea el día de hoy.
  args: { datos: { ...DATOS_CITA_VACIOS, fecha: '2026-12-03' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Abrir calendario/ }));
    const calendario = await within(document.body).findByRole('dialog');
    // El código del calendario llega aparte del de la página: se espera a su cuadrícula.
    await within(calendario).findByRole('grid');
    // Diciembre de 2026: el 5 es sábado, el 6 domingo, el 7 lunes.
    const dia = (n: number) =>
      within(calendario).getByRole('button', { name: new RegExp(`, ${n} de diciembre`) });
    await expect(dia(5)).toHaveAttribute('data-unavailable', 'true');
    await expect(dia(6)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dia(5));
    await expect(args.send).not.toHaveBeenCalled();
    await userEvent.click(dia(7));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDITAR',
      datos: { fecha: '2026-12-07' },
    });
  },
};

const CERRADOS_DE_DICIEMBRE: Carga<DiaCerrado> = {
  estado: 'lista',
  datos: [
    { fecha: '2026-12-08', por: 'festivo', motivo: 'Festivo nacional: Inmaculada Concepción' },
    { fecha: '2026-12-09', por: 'no_trabaja', motivo: 'No trabaja ese día.' },
  ],
};

/**
 * Los días cerrados que da el servidor (un festivo, un cierre de la clínica, los que el radiólogo
 * no trabaja; docs/decisiones.md (49)) tampoco se pueden elegir, como los fines de semana.
 */
export const DiasCerradosDelServidor: Story = {
  name: 'Días cerrados del servidor',
  args: {
    datos: { ...DATOS_CITA_VACIOS, fecha: '2026-12-03' },
    diasCerrados: CERRADOS_DE_DICIEMBRE,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Abrir calendario/ }));
    const calendario = await within(document.body).findByRole('dialog');
    await within(calendario).findByRole('grid');
    const dia = (n: number) =>
      within(calendario).getByRole('button', { name: new RegExp(`, ${n} de diciembre`) });
    await expect(dia(8)).toHaveAttribute('data-unavailable', 'true');
    await expect(dia(9)).toHaveAttribute('data-unavailable', 'true');
    await expect(dia(10)).not.toHaveAttribute('data-unavailable');
    await userEvent.click(dia(8));
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/**
 * Un festivo escrito a mano: el campo dice por qué ese día no hay citas, con las palabras del
 * servidor ('Festivo nacional: Inmaculada Concepción'), no que la clínica abre de lunes a viernes.
 */
export const FestivoElegido: Story = {
  name: 'Festivo elegido',
  args: {
    datos: { ...DATOS_CITA_VACIOS, fecha: '2026-12-08' },
    diasCerrados: CERRADOS_DE_DICIEMBRE,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'La clínica cierra ese día (Festivo nacional: Inmaculada Concepción). Elige otro día.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/de lunes a viernes/)).toBeNull();
  },
};

/** Un día que el radiólogo no pasa consulta (la clínica abre): se dice que es él quien no está. */
export const DiaSinRadiologo: Story = {
  name: 'Día sin radiólogo',
  args: {
    datos: { ...DATOS_CITA_VACIOS, fecha: '2026-12-09' },
    diasCerrados: CERRADOS_DE_DICIEMBRE,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('El radiólogo no pasa consulta ese día. Elige otro día.'),
    ).toBeVisible();
  },
};

/**
 * 'Primer hueco libre' espera al radiólogo y lo dice; con él elegido, lo busca desde hoy (la
 * máquina pone ese día y su primera hora).
 */
export const PrimerHuecoLibre: Story = {
  name: 'Primer hueco libre',
  args: { datos: { ...DATOS_CITA_VACIOS, idProfesional: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const boton = canvas.getByRole('button', { name: 'Primer hueco libre' });
    await expect(boton).toHaveAccessibleDescription('El primer día y hora libres desde hoy.');
    await userEvent.click(boton);
    await expect(args.send).toHaveBeenCalledWith({ type: 'PRIMER_HUECO' });
  },
};

/** Sin radiólogo, 'Primer hueco libre' no se puede pulsar y dice qué falta. */
export const PrimerHuecoSinRadiologo: Story = {
  name: 'Primer hueco sin radiólogo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boton = canvas.getByRole('button', { name: 'Primer hueco libre' });
    await expect(boton).toBeDisabled();
    await expect(boton).toHaveAccessibleDescription('Elige antes el radiólogo.');
  },
};

/** Buscándolo: el botón espera, anunciado, sin pulsarse otra vez. */
export const BuscandoPrimerHueco: Story = {
  name: 'Buscando el primer hueco',
  args: { datos: { ...DATOS_CITA_VACIOS, idProfesional: 1 }, primerHueco: 'buscando' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Primer hueco libre/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Ninguno en los próximos 62 días: se anuncia, y el resto del paso sigue como estaba. */
export const SinPrimerHueco: Story = {
  name: 'Sin primer hueco',
  args: { datos: { ...DATOS_CITA_VACIOS, idProfesional: 1 }, primerHueco: 'ninguno' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No hay ningún hueco libre en los próximos 62 días. Elige otro profesional.',
    );
  },
};

/** Relleno: día, radiólogo y una de sus horas libres; Continuar pasa a confirmar. */
export const Relleno: Story = {
  name: 'Relleno',
  args: { datos: datosRellenos, huecos: huecosDeJavier },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Radiólogo/ })).toHaveTextContent(
      'Javier Martín Ruiz',
    );
    const hora = canvas.getByRole('button', { name: /Hora$/ });
    await expect(hora).toHaveTextContent('12:00');
    await userEvent.click(hora);
    await userEvent.click(await within(document.body).findByRole('option', { name: '13:00' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'EDITAR', datos: { hora: '13:00' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'CONTINUAR' });
  },
};

/**
 * Una cita de medicina familiar telefónica: el campo es 'Médico', con los médicos y las horas
 * libres del elegido.
 */
export const MedicinaFamiliar: Story = {
  name: 'Medicina familiar',
  args: {
    tipoCita: 'Telefónica - Medicina familiar',
    profesionales: medicosListos,
    datos: { ...datosRellenos, idProfesional: 1 },
    huecos: huecosDeJavier,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: /^Telefónica - Medicina familiar/ }),
    ).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Médico/ })).toHaveTextContent(
      'Carmen López Sánchez',
    );
    await expect(canvas.queryByRole('button', { name: /Radiólogo/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Hora$/ })).toHaveTextContent('12:00');
  },
};

/**
 * El paciente ya tiene otra cita ese día con ese profesional: un aviso en palabras, anunciado
 * sin mover el foco, que no detiene: Continuar sigue.
 */
export const ConOtraCitaEseDia: Story = {
  name: 'Con otra cita ese día',
  args: { datos: datosRellenos, huecos: huecosDeJavier, horasRepetidas: ['09:00'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const estado = canvas.getAllByRole('status').find((region) => region.textContent !== '');
    await expect(estado).toHaveTextContent(
      'Aviso: Este paciente ya tiene una cita ese día con este profesional (a las 09:00).',
    );
    await expect(estado).toHaveTextContent('puedes seguir igualmente');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'CONTINUAR' });
  },
};

/** Buscando las horas libres del día y radiólogo elegidos. */
export const CargandoHoras: Story = {
  name: 'Cargando horas',
  args: {
    datos: { ...datosRellenos, hora: '' },
    huecos: { estado: 'cargando', datos: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Buscando horas libres…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Hora$/ })).toBeDisabled();
  },
};

/** Ese día el radiólogo no tiene horas libres: lo dice y propone cambiar. */
export const SinHoras: Story = {
  name: 'Sin horas',
  args: {
    datos: { ...datosRellenos, hora: '' },
    huecos: { estado: 'lista', datos: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No quedan horas libres ese día. Elige otro día u otro radiólogo.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Hora$/ })).toBeDisabled();
  },
};

/** Los radiólogos no se han podido cargar: aviso anunciado y 'Reintentar'. */
export const ErrorAlCargarRadiologos: Story = {
  name: 'Error al cargar radiólogos',
  args: { profesionales: { estado: 'error', datos: [], error: MENSAJE_ERROR_RADIOLOGOS } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MENSAJE_ERROR_RADIOLOGOS);
    await expect(canvas.getByRole('button', { name: /Radiólogo/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'REINTENTAR_PROFESIONALES' });
  },
};

/**
 * Continuar sin nada: los tres mensajes en el orden del formulario, el resumen enfocado, cada
 * enlace lleva a su campo y Continuar espera a que se corrijan.
 */
export const Invalido: Story = {
  name: 'Inválido',
  args: { errores: todosLosErrores, invalido: true, intento: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerta = canvas.getByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(document.title).toBe('Error: Asignar datos · Crear cita · Clínica');
    const enlaces = within(alerta).getAllByRole('link');
    await expect(enlaces.map((enlace) => enlace.textContent)).toEqual([
      todosLosErrores.fecha,
      todosLosErrores.idProfesional,
      todosLosErrores.hora,
    ]);
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(enlaces[1] as HTMLElement);
    await expect(canvas.getByRole('button', { name: /Radiólogo/ })).toHaveFocus();
    await userEvent.click(enlaces[0] as HTMLElement);
    await expect(canvas.getAllByRole('spinbutton', { name: /día/i })[0]).toHaveFocus();
  },
};

/**
 * El hueco se ocupó mientras se confirmaba (409): de vuelta aquí con el mensaje en la hora,
 * para elegir otra.
 */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: {
    datos: datosRellenos,
    huecos: huecosDeJavier,
    errores: { hora: MENSAJE_HUECO_OCUPADO },
    error: MENSAJE_HUECO_OCUPADO,
    intento: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerta = canvas.getByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(within(alerta).getAllByText(MENSAJE_HUECO_OCUPADO)).toHaveLength(1);
    await userEvent.click(within(alerta).getByRole('link', { name: MENSAJE_HUECO_OCUPADO }));
    await expect(canvas.getByRole('button', { name: /Hora$/ })).toHaveFocus();
  },
};
