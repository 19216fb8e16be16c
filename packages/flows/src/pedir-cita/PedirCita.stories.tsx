import { crearClinica, getMockDb, handlers, mockTokens } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo, probarCancelarDelPaso } from '../../stories/asistente';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { actoresPedirCita } from './actors';
import { descargarCalendarioDeCita } from './calendario';
import { pedirCitaMachine } from './machine';
import { PedirCita, type PedirCitaProps } from './PedirCita';

/** El asistente con su máquina conectada al servidor simulado, con la sesión de Lucía. */
function PedirCitaDeHistoria(props: Omit<PedirCitaProps, 'machine'>) {
  return (
    <PedirCita
      machine={pedirCitaMachine.provide({
        actors: actoresPedirCita(clienteDeHistoria(mockTokens.paciente)),
      })}
      onAnadirAlCalendario={descargarCalendarioDeCita(clienteDeHistoria(mockTokens.paciente))}
      {...props}
    />
  );
}

const meta = {
  title: 'Flujos/Pedir cita',
  component: PedirCitaDeHistoria,
  args: {
    // El martes 1 de diciembre de 2026 del servidor simulado.
    input: { hoy: '2026-12-01' },
    base: '/paciente',
    // El horario de la clínica de demostración (`GET /api/clinica`): de 08:00 a 15:00, cada hora.
    clinica: crearClinica(),
    onPasoCambiado: fn(),
    onCancelar: fn(),
    onTerminar: fn(),
  },
} satisfies Meta<typeof PedirCitaDeHistoria>;

export default meta;
type Story = StoryObj<typeof meta>;
type Lienzo = ReturnType<typeof within>;

const CITA_DESEADA = 'Jueves, 3 de diciembre de 2026, a las 10:00';

/** Pasos 1 a 3: presencial, con Carmen López, el jueves 3 a las 10:00. */
async function hastaCitasDisponibles(canvas: Lienzo, esperar = true) {
  if (esperar) await esperarTitulo(canvas, 'Tipo de cita');
  await userEvent.click(canvas.getByRole('radio', { name: /Presencial - Medicina familiar/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
  await esperarTitulo(canvas, 'Selección de médico');
  await userEvent.click(await canvas.findByRole('radio', { name: 'Carmen López Sánchez' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
  await esperarTitulo(canvas, 'Seleccionar fecha y hora');
  await userEvent.click(canvas.getAllByRole('spinbutton', { name: /día/i })[0] as HTMLElement);
  await userEvent.keyboard('03122026');
  await userEvent.click(canvas.getByRole('button', { name: /Hora que te viene bien/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: '10:00' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
  await esperarTitulo(canvas, 'Citas disponibles');
}

/**
 * El asistente entero: cada paso exige lo suyo, las citas libres más cercanas a lo deseado, el
 * resumen y 'Pedir cita'; la confirmación da el número, el día, la hora y el médico.
 */
export const FlujoCompleto: Story = {
  name: 'Flujo completo',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Tipo de cita');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Elige el tipo de cita.');
    await hastaCitasDisponibles(canvas, false);
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/paciente/pedirCita/pedirCitaPaso4',
    );
    const opciones = await canvas.findAllByRole('radio');
    await expect(opciones).toHaveLength(6);
    await userEvent.click(canvas.getByRole('radio', { name: CITA_DESEADA }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));

    await esperarTitulo(canvas, 'Resumen de los datos');
    await expect(canvas.getByText('03/12/2026')).toBeVisible();
    await expect(canvas.getByText('Carmen López Sánchez')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pedir cita' }));

    await esperarTitulo(canvas, 'Cita creada correctamente');
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith('/paciente/pedirCita/confirmacion');
    const creada = getMockDb().citas.find(
      (c) => c.fecha === '2026-12-03' && c.hora === '10:00' && c.id_medico === 1,
    );
    await expect(creada?.tipo_cita).toBe('Presencial - Medicina familiar');
    await expect(canvas.getByText(creada?.num_cita ?? '')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Añadir al calendario' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mis citas' })).toHaveAttribute(
      'href',
      '/paciente/misCitas',
    );
    await expect(args.onTerminar).toHaveBeenCalledWith(
      expect.objectContaining({ num_cita: creada?.num_cita, medico: 'Carmen López Sánchez' }),
    );
    limpiarAnuncios();
  },
};

/**
 * 'Primer hueco libre' en vez de elegir fecha y hora: las primeras citas libres de Carmen López
 * desde hoy, en orden, la primera ya la más temprana; la fecha y la hora deseadas quedan escritas
 * con las de la primera búsqueda al volver.
 */
export const PrimerHuecoLibre: Story = {
  name: 'Primer hueco libre',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Tipo de cita');
    await userEvent.click(canvas.getByRole('radio', { name: /Presencial - Medicina familiar/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, 'Selección de médico');
    await userEvent.click(await canvas.findByRole('radio', { name: 'Carmen López Sánchez' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, 'Seleccionar fecha y hora');
    const boton = canvas.getByRole('button', { name: 'Primer hueco libre' });
    await expect(boton).toHaveAccessibleDescription(
      'O busca las primeras citas libres de tu médico, sin elegir fecha.',
    );
    await userEvent.click(boton);
    await esperarTitulo(canvas, 'Citas disponibles');
    const opciones = await canvas.findAllByRole('radio');
    await expect(opciones.length).toBeGreaterThan(0);
    // La primera hora libre de Carmen López (médico 1) hoy, según el mismo servidor simulado.
    const { data } = await clienteDeHistoria(mockTokens.paciente).GET('/api/citas/huecosLibres', {
      params: { query: { fecha: '2026-12-01', id_medico: 1 } },
    });
    const [primera] = data?.huecos ?? [];
    await expect(primera).toBeDefined();
    await expect(opciones[0]).toHaveAccessibleName(
      `Martes, 1 de diciembre de 2026, a las ${primera}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await esperarTitulo(canvas, 'Seleccionar fecha y hora');
    // Lo buscado queda escrito: hoy, a la primera hora de la clínica.
    await expect(canvas.getByRole('button', { name: /Hora que te viene bien/ })).toHaveTextContent(
      '08:00',
    );
    limpiarAnuncios();
  },
};

/** Sin citas libres cerca: lo dice y ofrece otra fecha u otro médico. */
export const SinCitasLibres: Story = {
  name: 'Sin citas libres',
  beforeEach: conServidorSimulado(handlers.huecosLibres.respond({ huecos: [] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hastaCitasDisponibles(canvas);
    await expect(
      await canvas.findByText('No hay citas libres con este médico cerca de esa fecha.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar la fecha' }));
    await esperarTitulo(canvas, 'Seleccionar fecha y hora');
  },
};

/** Otra persona coge la cita entretanto (409): de vuelta al paso 4 con el mensaje. */
export const CitaOcupada: Story = {
  name: 'Cita ocupada',
  beforeEach: conServidorSimulado(
    handlers.pedirCita.error(409, { message: 'Ese hueco ya está ocupado. Elige otra hora.' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hastaCitasDisponibles(canvas);
    await userEvent.click(await canvas.findByRole('radio', { name: CITA_DESEADA }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, 'Resumen de los datos');
    await userEvent.click(canvas.getByRole('button', { name: 'Pedir cita' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Citas disponibles'),
    );
    await expect(
      await canvas.findAllByText(/Otra persona acaba de coger esa cita/),
    ).not.toHaveLength(0);
    // Las citas, pedidas de nuevo; ninguna marcada.
    await waitFor(() => expect(canvas.getAllByRole('radio')).toHaveLength(6));
    for (const opcion of canvas.getAllByRole('radio')) await expect(opcion).not.toBeChecked();
    limpiarAnuncios();
  },
};

/** Un fallo del servidor al pedir: 'Error al crear la cita' con su motivo. */
export const ErrorAlCrear: Story = {
  name: 'Error al crear',
  beforeEach: conServidorSimulado(handlers.pedirCita.error(500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hastaCitasDisponibles(canvas);
    await userEvent.click(await canvas.findByRole('radio', { name: CITA_DESEADA }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, 'Resumen de los datos');
    await userEvent.click(canvas.getByRole('button', { name: 'Pedir cita' }));
    await esperarTitulo(canvas, 'Error al crear la cita');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/error/i);
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al resumen' }));
    await esperarTitulo(canvas, 'Resumen de los datos');
    limpiarAnuncios();
  },
};

/** Los médicos no cargan: aviso y 'Reintentar'. */
export const SinMedicos: Story = {
  name: 'Sin médicos',
  beforeEach: conServidorSimulado(handlers.mostrarMedicos.error(500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Tipo de cita');
    await userEvent.click(canvas.getByRole('radio', { name: /Telefónica/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await esperarTitulo(canvas, 'Selección de médico');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No se han podido cargar los médicos.',
    );
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** 'Cancelar' pregunta antes de salir a /paciente. */
export const Cancelar: Story = {
  name: 'Cancelar',
  beforeEach: conServidorSimulado(),
  play: async (contexto) => {
    await esperarTitulo(within(contexto.canvasElement), 'Tipo de cita');
    await probarCancelarDelPaso(contexto);
  },
};
