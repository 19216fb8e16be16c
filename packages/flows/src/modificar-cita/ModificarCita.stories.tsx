import { getMockDb, handlers } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../stories/asistente';
import { clienteDeHistoria } from '../../stories/cliente';
import {
  CITA_CANCELADA,
  CITA_LUCIA,
  CITA_MANUEL,
  CITA_MARIA_JOSE,
  HOY_HISTORIAS,
} from '../../stories/modificar-cita';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { MENSAJE_HUECO_OCUPADO } from '../cita/datosCita';
import { MENSAJE_HORA_OBLIGATORIA } from '../validacion/hora';
import { actoresModificarCita } from './actors';
import { cargarCitaDelPaciente, MENSAJE_CITA_NO_MODIFICABLE } from './cargarCita';
import { ModificarCita, type ModificarCitaProps } from './ModificarCita';
import { modificarCitaMachine } from './machine';

type PropsDeHistoria = Omit<ModificarCitaProps, 'machine' | 'cargarCita'> & {
  /** Con él, los datos actuales se piden al servidor como lo hará la aplicación. */
  idPaciente?: number;
};

/** El asistente con su máquina conectada al servidor simulado por el cliente real. */
function ModificarCitaDeHistoria({ idPaciente, ...props }: PropsDeHistoria) {
  const cliente = clienteDeHistoria();
  return (
    <ModificarCita
      machine={modificarCitaMachine.provide({ actors: actoresModificarCita(cliente) })}
      {...(idPaciente !== undefined
        ? { cargarCita: cargarCitaDelPaciente(cliente, idPaciente) }
        : {})}
      {...props}
    />
  );
}

const meta = {
  title: 'Flujos/Modificar cita',
  component: ModificarCitaDeHistoria,
  // La cita 48213K de Lucía (hoy, martes 1 de diciembre de 2026, a las 09:00 con Javier).
  args: {
    idCita: CITA_LUCIA.idCita,
    nombrePaciente: CITA_LUCIA.nombrePaciente,
    cita: CITA_LUCIA.actual,
    input: { hoy: HOY_HISTORIAS },
    onPasoCambiado: fn(),
    onCancelar: fn(),
    onTerminar: fn(),
  },
} satisfies Meta<typeof ModificarCitaDeHistoria>;

export default meta;
type Story = StoryObj<typeof meta>;

type Lienzo = ReturnType<typeof within>;

const PREGUNTA_LUCIA = '¿Deseas modificar la cita de Lucía García Fernández?';
const pagina = within(document.body);

/** Tabulador hasta llegar a `elemento`: prueba que se alcanza con el teclado, en orden. */
async function tabularHasta(elemento: HTMLElement) {
  for (let i = 0; i < 25 && document.activeElement !== elemento; i++) await userEvent.tab();
  await expect(elemento).toHaveFocus();
}

/** El desplegable, en cuanto se puede usar (radiólogos u horas cargados). */
async function desplegable(canvas: Lienzo, nombre: RegExp) {
  const boton = canvas.getByRole('button', { name: nombre });
  await waitFor(() => expect(boton).toBeEnabled());
  return boton;
}

async function elegirConRaton(canvas: Lienzo, nombre: RegExp, opcion: string) {
  await userEvent.click(await desplegable(canvas, nombre));
  await userEvent.click(await pagina.findByRole('option', { name: opcion }));
}

/**
 * Los formularios cargados: los profesionales (radiólogos, o médicos con `campo` /Médico/) y las
 * horas libres con la hora actual elegida.
 */
async function esperarDatosActuales(
  canvas: Lienzo,
  hora: string,
  profesional: string,
  campo = /Radiólogo/,
) {
  await waitFor(() => expect(canvas.getByRole('button', { name: /Hora/ })).toBeEnabled());
  await expect(canvas.getByRole('button', { name: /Hora/ })).toHaveTextContent(hora);
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: campo })).toHaveTextContent(profesional),
  );
}

const citaDelServidor = (id: number) => getMockDb().citas.find((c) => c.id === id);

/**
 * Con el teclado solo, como llega desde la lista (solo `idCita`, `nombrePaciente` e
 * `idPaciente`): los datos actuales se piden al servidor y rellenan el formulario; se escribe
 * otro día, se elige otro radiólogo y una hora libre con las flechas, Continuar, 'Sí, modificar la cita', y la
 * confirmación; la cita queda cambiada en el servidor y la URL sigue a cada paso.
 */
export const FlujoCompletoConTeclado: Story = {
  name: 'Flujo completo con teclado',
  beforeEach: conServidorSimulado(),
  args: { cita: undefined, idPaciente: CITA_LUCIA.idPaciente },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Asignar datos');
    await esperarDatosActuales(canvas, '09:00', 'Javier Martín Ruiz');
    await esperarTitulo(canvas, 'Asignar datos');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cita actual' })).toBeVisible();
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith('/administrativo/modificarCita');

    await tabularHasta(canvas.getAllByRole('spinbutton', { name: /día/i })[0] as HTMLElement);
    // Un lunes: Elena pasa consulta los lunes y los martes.
    await userEvent.keyboard('07122026');
    const radiologo = await desplegable(canvas, /Radiólogo/);
    await tabularHasta(radiologo);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(pagina.getByRole('option', { name: 'Javier Martín Ruiz' })).toHaveFocus(),
    );
    // Con el teclado, un radiólogo se busca escribiendo su nombre en la lista abierta.
    await userEvent.keyboard('Elena');
    await waitFor(() =>
      expect(pagina.getByRole('option', { name: 'Elena Romero Castro' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(radiologo).toHaveTextContent('Elena Romero Castro'));

    const hora = await desplegable(canvas, /Hora/);
    await tabularHasta(hora);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pagina.getByRole('option', { name: '08:00' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(pagina.getByRole('option', { name: '11:00' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(hora).toHaveTextContent('11:00'));
    await tabularHasta(canvas.getByRole('button', { name: 'Continuar' }));
    await userEvent.keyboard('{Enter}');

    await esperarTitulo(canvas, PREGUNTA_LUCIA);
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/modificarCita/modificarCitaPaso2',
    );
    // La cita de la que se habla, con su número y el DNI de Lucía, como 'Cita actual'.
    const actual = canvas.getByRole('heading', { level: 2, name: 'Cita actual' });
    for (const dato of [CITA_LUCIA.numCita, '12345678Z', '01/12/2026', '09:00']) {
      await expect(within(actual.parentElement as HTMLElement).getByText(dato)).toBeVisible();
    }
    await expect(canvas.getByText('07/12/2026')).toBeVisible();
    await expect(canvas.getByText('11:00')).toBeVisible();
    await expect(canvas.getByText('Elena Romero Castro')).toBeVisible();
    await tabularHasta(canvas.getByRole('button', { name: 'Sí, modificar la cita' }));
    await userEvent.keyboard('{Enter}');

    await esperarTitulo(canvas, 'Cita modificada correctamente');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/modificarCita/confirmacionModificarCita',
    );
    await expect(citaDelServidor(CITA_LUCIA.idCita)).toMatchObject({
      fecha: '2026-12-07',
      hora: '11:00',
      id_radiologo: 2,
      estado: 'EN_CURSO',
    });
    await expect(args.onTerminar).toHaveBeenCalledWith(
      expect.objectContaining({ num_cita: CITA_LUCIA.numCita, hora: '11:00' }),
    );
    await expect(canvas.getByText(CITA_LUCIA.numCita)).toBeVisible();
    await tabularHasta(canvas.getByRole('link', { name: 'Ir a citas' }));
    limpiarAnuncios();
  },
};

/**
 * Con el ratón, con los datos actuales dados por la aplicación: la hora propia (10:00) se
 * ofrece como libre; se elige otra, 'Cambiar' en la pregunta vuelve al paso 1 conservando lo
 * elegido; cambiar de radiólogo deja la hora en blanco y Continuar lo marca; el enlace del
 * resumen lleva a la hora; se elige, 'Sí, modificar la cita', y la cita queda cambiada.
 */
export const FlujoCompletoConRaton: Story = {
  name: 'Flujo completo con ratón',
  beforeEach: conServidorSimulado(),
  args: {
    idCita: CITA_MANUEL.idCita,
    nombrePaciente: CITA_MANUEL.nombrePaciente,
    cita: CITA_MANUEL.actual,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Asignar datos');
    await esperarDatosActuales(canvas, '10:00', 'Elena Romero Castro');
    await userEvent.click(canvas.getByRole('button', { name: /Hora/ }));
    await expect(await pagina.findByRole('option', { name: '10:00' })).toBeVisible();
    await userEvent.click(pagina.getByRole('option', { name: '13:00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));

    const pregunta = '¿Deseas modificar la cita de Manuel Rodríguez Pérez?';
    await esperarTitulo(canvas, pregunta);
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar radiólogo' }));
    await esperarTitulo(canvas, 'Asignar datos');
    await expect(canvas.getByRole('button', { name: /Hora/ })).toHaveTextContent('13:00');

    await elegirConRaton(canvas, /Radiólogo/, 'Javier Martín Ruiz');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    const alerta = await canvas.findByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(document.title).toBe('Error: Asignar datos · Modificar cita · Clínica');
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('link', { name: MENSAJE_HORA_OBLIGATORIA }));
    await expect(canvas.getByRole('button', { name: /Hora/ })).toHaveFocus();
    await elegirConRaton(canvas, /Hora/, '11:00');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));

    await esperarTitulo(canvas, pregunta);
    await expect(
      canvas.getByText('Ahora la cita es el 01/12/2026 a las 10:00 con Elena Romero Castro.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sí, modificar la cita' }));

    await esperarTitulo(canvas, 'Cita modificada correctamente');
    await expect(citaDelServidor(CITA_MANUEL.idCita)).toMatchObject({
      fecha: HOY_HISTORIAS,
      hora: '11:00',
      id_radiologo: 1,
    });
    await expect(
      canvas.getByText(/es ahora el 01\/12\/2026 a las 11:00 con Javier Martín Ruiz/),
    ).toBeVisible();
    await expect(args.onTerminar).toHaveBeenCalledTimes(1);
    limpiarAnuncios();
  },
};

/**
 * Una cita presencial de medicina familiar, como llega desde la lista (docs/decisiones.md (31)): el campo
 * es 'Médico' con los médicos del servidor; un sábado no se puede elegir en el calendario; se
 * escribe el jueves, se elige otro médico y una de sus horas libres, y la pregunta y la
 * confirmación nombran a los médicos. La cita queda con el médico nuevo, sin radiólogo.
 */
export const FlujoMedicinaFamiliar: Story = {
  name: 'Flujo medicina familiar',
  beforeEach: conServidorSimulado(),
  args: {
    idCita: CITA_MARIA_JOSE.idCita,
    nombrePaciente: CITA_MARIA_JOSE.nombrePaciente,
    cita: undefined,
    idPaciente: CITA_MARIA_JOSE.idPaciente,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Asignar datos');
    await esperarDatosActuales(canvas, '08:00', 'Carmen López Sánchez', /Médico/);
    await expect(canvas.queryByRole('button', { name: /Radiólogo/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: /Abrir calendario/ }));
    const calendario = await pagina.findByRole('dialog');
    // El código del calendario llega aparte del de la página: se espera a su cuadrícula.
    await within(calendario).findByRole('grid');
    const sabado = within(calendario).getByRole('button', { name: /, 5 de diciembre/ });
    await expect(sabado).toHaveAttribute('data-unavailable', 'true');
    await userEvent.click(within(calendario).getByRole('button', { name: /, 3 de diciembre/ }));
    await waitFor(() => expect(pagina.queryByRole('dialog')).toBeNull());

    await elegirConRaton(canvas, /Médico/, 'Miguel Ángel Moreno Jiménez');
    await elegirConRaton(canvas, /Hora/, '12:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));

    await esperarTitulo(canvas, '¿Deseas modificar la cita de María José Gómez Martínez?');
    const actual = canvas.getByRole('heading', { level: 2, name: 'Cita actual' });
    for (const dato of [CITA_MARIA_JOSE.numCita, '23891045', 'Carmen López Sánchez']) {
      await expect(
        within(actual.parentElement as HTMLElement).getByText(new RegExp(dato)),
      ).toBeVisible();
    }
    await expect(canvas.getByText('Miguel Ángel Moreno Jiménez')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sí, modificar la cita' }));

    await esperarTitulo(canvas, 'Cita modificada correctamente');
    await expect(
      canvas.getByText(/es ahora el 03\/12\/2026 a las 12:00 con Miguel Ángel Moreno Jiménez/),
    ).toBeVisible();
    await expect(citaDelServidor(CITA_MARIA_JOSE.idCita)).toMatchObject({
      fecha: '2026-12-03',
      hora: '12:00',
      id_medico: 2,
      id_radiologo: null,
      tipo_cita: 'Presencial - Medicina familiar',
    });
    await expect(args.onTerminar).toHaveBeenCalledTimes(1);
    limpiarAnuncios();
  },
};

/** Los médicos no cargan: aviso de los médicos y 'Reintentar' en 'Asignar datos'. */
export const FlujoSinMedicos: Story = {
  name: 'Flujo sin médicos',
  beforeEach: conServidorSimulado(handlers.mostrarMedicos.error(500)),
  args: { idCita: CITA_MARIA_JOSE.idCita, cita: CITA_MARIA_JOSE.actual },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Asignar datos');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No se han podido cargar los médicos.',
    );
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    limpiarAnuncios();
  },
};

/** 'No, volver' en la pregunta vuelve a la lista por `onCancelar` sin tocar la cita. */
export const FlujoCancelarEnLaPregunta: Story = {
  name: 'Flujo cancelar en la pregunta',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarDatosActuales(canvas, '09:00', 'Javier Martín Ruiz');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, PREGUNTA_LUCIA);
    await userEvent.click(canvas.getByRole('button', { name: 'No, volver' }));
    await waitFor(() => expect(args.onCancelar).toHaveBeenCalledTimes(1));
    await expect(args.onTerminar).not.toHaveBeenCalled();
    await expect(args.onPasoCambiado).not.toHaveBeenCalledWith('/administrativo/citas');
    await expect(citaDelServidor(CITA_LUCIA.idCita)).toMatchObject({
      fecha: HOY_HISTORIAS,
      hora: '09:00',
      id_radiologo: 1,
    });
  },
};

/** El hueco se ocupó entretanto (409): vuelve a 'Asignar datos' con el mensaje en la hora. */
export const FlujoHuecoOcupado: Story = {
  name: 'Flujo hueco ocupado',
  beforeEach: conServidorSimulado(
    handlers.actualizarCita.error(409, {
      message: MENSAJE_HUECO_OCUPADO,
      errores: { hora: MENSAJE_HUECO_OCUPADO },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarDatosActuales(canvas, '09:00', 'Javier Martín Ruiz');
    await elegirConRaton(canvas, /Hora/, '12:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, PREGUNTA_LUCIA);
    await userEvent.click(canvas.getByRole('button', { name: 'Sí, modificar la cita' }));

    await canvas.findByRole('heading', { level: 1, name: 'Asignar datos' });
    const alerta = await canvas.findByRole('alert');
    await expect(alerta).toHaveTextContent(MENSAJE_HUECO_OCUPADO);
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(canvas.getByRole('link', { name: MENSAJE_HUECO_OCUPADO })).toBeVisible();
    limpiarAnuncios();
  },
};

/** La cita dejó de estar en curso entretanto (409): el mensaje en la pregunta, con el foco. */
export const FlujoCitaYaNoEnCurso: Story = {
  name: 'Flujo cita ya no en curso',
  beforeEach: conServidorSimulado(handlers.actualizarCita.error(409)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarDatosActuales(canvas, '09:00', 'Javier Martín Ruiz');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, PREGUNTA_LUCIA);
    await userEvent.click(canvas.getByRole('button', { name: 'Sí, modificar la cita' }));
    const alerta = await canvas.findByRole('alert');
    await expect(alerta).toHaveTextContent('Solo se pueden modificar citas programadas.');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(PREGUNTA_LUCIA);
    limpiarAnuncios();
  },
};

/** Mientras se guarda (el servidor no contesta), 'Sí, …' anuncia 'Cargando…' y 'No, volver' espera. */
export const FlujoEnviando: Story = {
  name: 'Flujo enviando',
  beforeEach: conServidorSimulado(handlers.actualizarCita.pending()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarDatosActuales(canvas, '09:00', 'Javier Martín Ruiz');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, PREGUNTA_LUCIA);
    await userEvent.click(canvas.getByRole('button', { name: 'Sí, modificar la cita' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'No, volver' })).toBeDisabled());
    await expect(
      within(canvas.getByRole('button', { name: /^Sí/ })).getByRole('status'),
    ).toHaveTextContent('Cargando…');
  },
};

/** Los radiólogos no cargan: aviso y 'Reintentar' en 'Asignar datos'. */
export const FlujoSinRadiologos: Story = {
  name: 'Flujo sin radiólogos',
  beforeEach: conServidorSimulado(handlers.mostrarRadiologos.error(500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Asignar datos');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No se han podido cargar los radiólogos.',
    );
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    limpiarAnuncios();
  },
};

/** Los datos actuales de la cita aún no han llegado: el paso 1 con su aviso de carga. */
export const FlujoCargandoLaCita: Story = {
  name: 'Flujo cargando la cita',
  beforeEach: conServidorSimulado(handlers.mostrarCitasDelPaciente.pending()),
  args: { cita: undefined, idPaciente: CITA_LUCIA.idPaciente },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Asignar datos');
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando los datos de la cita…');
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).toBeNull();
  },
};

/** Los datos actuales no llegan (500): el mensaje, 'Reintentar' los pide otra vez. */
export const FlujoErrorAlCargarLaCita: Story = {
  name: 'Flujo error al cargar la cita',
  beforeEach: conServidorSimulado(handlers.mostrarCitasDelPaciente.error(500)),
  args: { cita: undefined, idPaciente: CITA_LUCIA.idPaciente },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerta = await canvas.findByRole('alert');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toBeVisible();
  },
};

/** La cita de la URL ya está cancelada: se dice, sin formulario ni 'Reintentar'. */
export const FlujoCitaNoModificable: Story = {
  name: 'Flujo cita no modificable',
  beforeEach: conServidorSimulado(),
  args: {
    idCita: CITA_CANCELADA.idCita,
    nombrePaciente: CITA_CANCELADA.nombrePaciente,
    cita: undefined,
    idPaciente: CITA_CANCELADA.idPaciente,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MENSAJE_CITA_NO_MODIFICABLE);
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Hora/ })).toBeNull();
  },
};
