import { getMockDb, handlers, PACIENTE_MENOR } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../stories/asistente';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { actoresCrearCita } from './actors';
import { CrearCita, type CrearCitaProps } from './CrearCita';
import { crearCitaMachine } from './machine';

/** El asistente con su máquina conectada al servidor simulado por el cliente real. */
function CrearCitaDeHistoria(props: Omit<CrearCitaProps, 'machine'>) {
  return (
    <CrearCita
      machine={crearCitaMachine.provide({ actors: actoresCrearCita(clienteDeHistoria()) })}
      {...props}
    />
  );
}

const meta = {
  title: 'Flujos/Crear cita',
  component: CrearCitaDeHistoria,
  args: {
    // Un lunes del calendario simulado (MOCK_HOY es el martes 1 de diciembre de 2026).
    input: { hoy: '2026-12-01' },
    onPasoCambiado: fn(),
    onCancelar: fn(),
    onTerminar: fn(),
  },
} satisfies Meta<typeof CrearCitaDeHistoria>;

export default meta;
type Story = StoryObj<typeof meta>;

type Lienzo = ReturnType<typeof within>;

async function elegir(canvas: Lienzo, boton: RegExp, opcion: string) {
  const trigger = canvas.getByRole('button', { name: boton });
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  await userEvent.click(await within(document.body).findByRole('option', { name: opcion }));
}

/**
 * El asistente entero: un DNI sin paciente da su mensaje; el de Lucía la encuentra; la cita es de
 * radiología (el tipo que viene elegido); se eligen día, radiólogo y una hora libre; se confirma y
 * la confirmación da el número de la cita.
 */
export const FlujoCompleto: Story = {
  name: 'Flujo completo',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Búsqueda del paciente');
    const dni = canvas.getByLabelText(/DNI del paciente/);
    await userEvent.type(dni, '00000000T{Enter}');
    const alerta = await canvas.findByRole('alert');
    await expect(alerta).toHaveTextContent('No existe ningún paciente con ese DNI.');
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());

    await userEvent.clear(dni);
    await userEvent.type(dni, '12345678Z{Enter}');
    await esperarTitulo(canvas, 'Asignar datos');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/crearCita/crearCitaPaso2',
    );
    await expect(canvas.getByText(/Lucía García Fernández/)).toBeVisible();

    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /día/i })[0] as HTMLElement);
    await userEvent.keyboard('03122026');
    await elegir(canvas, /Radiólogo/, 'Javier Martín Ruiz');
    await elegir(canvas, /Hora$/, '12:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));

    await esperarTitulo(canvas, 'Confirmar datos');
    await expect(canvas.getByText('03/12/2026')).toBeVisible();
    await expect(canvas.getByText('12:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cita' }));

    await esperarTitulo(canvas, 'Cita creada correctamente');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/crearCita/confirmacionCreacionCita',
    );
    const creada = getMockDb().citas.find((c) => c.fecha === '2026-12-03' && c.hora === '12:00');
    await expect(creada).toBeDefined();
    await expect(canvas.getByText(creada?.num_cita ?? '')).toBeVisible();
    await expect(args.onTerminar).toHaveBeenCalledWith(
      expect.objectContaining({ num_cita: creada?.num_cita }),
    );
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toBeVisible();
    limpiarAnuncios();
  },
};

/** El id de Martina, menor sin documento, en el servidor simulado de la historia. */
const ID_MENOR = 900;

/**
 * 'Dar cita' desde la ficha de Martina, una menor sin documento (`input.idPaciente`): se lee su
 * ficha y se empieza en 'Asignar datos'; el primer paso dice a quién se da la cita sin pedir
 * documento, y el resumen la nombra 'sin documento'. La cita se guarda con su id.
 */
export const MenorSinDocumento: Story = {
  name: 'Dar cita a una menor sin documento',
  args: { input: { hoy: '2026-12-01', idPaciente: ID_MENOR } },
  beforeEach: (contexto) => {
    conServidorSimulado()(contexto);
    getMockDb().pacientes.push({ ...PACIENTE_MENOR, id_paciente: ID_MENOR, id_usuario: ID_MENOR });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Asignar datos');
    await expect(canvas.getByText(/Martina Navarro Ortega \(sin documento\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await esperarTitulo(canvas, 'Búsqueda del paciente');
    await expect(canvas.getByText('Se da la cita a Martina Navarro Ortega.')).toBeVisible();
    await expect(canvas.getByLabelText(/DNI del paciente/)).toHaveAccessibleDescription(
      /^\s*Para dar la cita a otro paciente, escribe su documento\.\s*$/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, 'Asignar datos');
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /día/i })[0] as HTMLElement);
    await userEvent.keyboard('03122026');
    await elegir(canvas, /Radiólogo/, 'Javier Martín Ruiz');
    await elegir(canvas, /Hora$/, '12:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, 'Confirmar datos');
    await expect(canvas.getByText('Martina Navarro Ortega (sin documento)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cita' }));
    await esperarTitulo(canvas, 'Cita creada correctamente');
    const creada = getMockDb().citas.find((c) => c.fecha === '2026-12-03' && c.hora === '12:00');
    await expect(creada?.id_paciente).toBe(ID_MENOR);
    limpiarAnuncios();
  },
};

/**
 * Una cita de medicina familiar telefónica para Lucía el viernes 4 con Miguel Ángel Moreno, con
 * quien ya tiene una a las 09:00: el aviso sale al elegir día y médico y otra vez en el resumen,
 * y la cita se crea igualmente, con su tipo y su médico.
 */
export const FlujoMedicinaFamiliar: Story = {
  name: 'Flujo de medicina familiar, con otra cita ese día',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Búsqueda del paciente');
    await userEvent.type(canvas.getByLabelText(/DNI del paciente/), '12345678Z{Enter}');
    await esperarTitulo(canvas, 'Asignar datos');
    await userEvent.click(canvas.getByRole('radio', { name: /^Telefónica - Medicina familiar/ }));
    await expect(canvas.queryByRole('button', { name: /Radiólogo/ })).toBeNull();
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /día/i })[0] as HTMLElement);
    await userEvent.keyboard('04122026');
    await elegir(canvas, /Médico/, 'Miguel Ángel Moreno Jiménez');
    const aviso = 'Este paciente ya tiene una cita ese día con este profesional (a las 09:00).';
    await waitFor(() => expect(canvas.getByText(aviso)).toBeVisible());
    await elegir(canvas, /Hora$/, '12:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));

    await esperarTitulo(canvas, 'Confirmar datos');
    await expect(canvas.getByText('Telefónica - Medicina familiar')).toBeVisible();
    await expect(canvas.getByText('Miguel Ángel Moreno Jiménez')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(aviso);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cita' }));

    await esperarTitulo(canvas, 'Cita creada correctamente');
    await expect(canvas.getByText('Tipo de cita: Telefónica - Medicina familiar')).toBeVisible();
    const creada = getMockDb().citas.find((c) => c.fecha === '2026-12-04' && c.hora === '12:00');
    await expect(creada).toMatchObject({
      tipo_cita: 'Telefónica - Medicina familiar',
      especialidad: 1,
      id_medico: 2,
      id_radiologo: null,
    });
    limpiarAnuncios();
  },
};

/**
 * Las citas del paciente no se pueden leer: no hay aviso y nada se detiene (la misma cita con
 * Miguel Ángel Moreno el viernes 4 llega al resumen sin aviso).
 */
export const SinCitasDelPaciente: Story = {
  name: 'Sin las citas del paciente',
  beforeEach: conServidorSimulado(handlers.mostrarCitasDelPaciente.error(500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Búsqueda del paciente');
    await userEvent.type(canvas.getByLabelText(/DNI del paciente/), '12345678Z{Enter}');
    await esperarTitulo(canvas, 'Asignar datos');
    await userEvent.click(canvas.getByRole('radio', { name: /^Presencial - Medicina familiar/ }));
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /día/i })[0] as HTMLElement);
    await userEvent.keyboard('04122026');
    await elegir(canvas, /Médico/, 'Miguel Ángel Moreno Jiménez');
    await elegir(canvas, /Hora$/, '12:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, 'Confirmar datos');
    await expect(canvas.queryByText(/ya tiene una cita/)).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Crear cita' })).toBeEnabled();
    limpiarAnuncios();
  },
};

/** Continuar sin nada: el resumen enfocado con el mensaje del DNI y Continuar a la espera. */
export const BusquedaInvalida: Story = {
  name: 'Búsqueda inválida',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Búsqueda del paciente');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByLabelText(/DNI del paciente/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Los radiólogos no cargan: aviso y 'Reintentar' en 'Asignar datos'. */
export const SinRadiologos: Story = {
  name: 'Sin radiólogos',
  beforeEach: conServidorSimulado(handlers.mostrarRadiologos.error(500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Búsqueda del paciente');
    await userEvent.type(canvas.getByLabelText(/DNI del paciente/), '12345678Z{Enter}');
    await esperarTitulo(canvas, 'Asignar datos');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No se han podido cargar los radiólogos.',
    );
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    limpiarAnuncios();
  },
};

/** El hueco se ocupa entretanto (409): vuelve a 'Asignar datos' con el mensaje en la hora. */
export const HuecoOcupado: Story = {
  name: 'Hueco ocupado',
  beforeEach: conServidorSimulado(
    handlers.guardarCita.error(409, {
      message: 'Ese hueco ya está ocupado. Elige otra hora.',
      errores: { hora: 'Ese hueco ya está ocupado. Elige otra hora.' },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Búsqueda del paciente');
    await userEvent.type(canvas.getByLabelText(/DNI del paciente/), '12345678Z{Enter}');
    await esperarTitulo(canvas, 'Asignar datos');
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /día/i })[0] as HTMLElement);
    await userEvent.keyboard('03122026');
    await elegir(canvas, /Radiólogo/, 'Javier Martín Ruiz');
    await elegir(canvas, /Hora$/, '12:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, 'Confirmar datos');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cita' }));
    const alerta = await canvas.findByRole('alert');
    await expect(alerta).toHaveTextContent('Ese hueco ya está ocupado. Elige otra hora.');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Asignar datos');
    limpiarAnuncios();
  },
};
