import { getMockDb, handlers } from '@clinica/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../stories/asistente';
import { clienteDeHistoria } from '../../stories/cliente';
import { conServidorSimulado, limpiarAnuncios } from '../../stories/msw';
import { buscarCitaDelPaciente } from '../cita/buscarCita';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { actoresCancelarCita } from './actors';
import { CancelarCita, type CancelarCitaProps } from './CancelarCita';
import { cancelarCitaMachine, MENSAJE_CITA_NO_EN_CURSO } from './machine';

/** 'Cancelar cita' con su máquina conectada al servidor simulado por el cliente real. */
function CancelarCitaDeHistoria(props: Omit<CancelarCitaProps, 'machine'>) {
  return (
    <CancelarCita
      machine={cancelarCitaMachine.provide({ actors: actoresCancelarCita(clienteDeHistoria()) })}
      {...props}
    />
  );
}

const meta = {
  title: 'Flujos/Cancelar cita',
  component: CancelarCitaDeHistoria,
  beforeEach: limpiarAnuncios,
  // La cita 48213K de Lucía, en curso, hoy a las 09:00.
  args: {
    idCita: 1,
    numCita: '48213K',
    nombrePaciente: 'Lucía García Fernández',
    onPasoCambiado: fn(),
    onCancelar: fn(),
    onTerminar: fn(),
  },
} satisfies Meta<typeof CancelarCitaDeHistoria>;

export default meta;
type Story = StoryObj<typeof meta>;

const PREGUNTA = '¿Deseas cancelar la cita 48213K de Lucía García Fernández?';

/** Tabulador hasta llegar a `elemento`: prueba que se alcanza con el teclado, en orden. */
async function tabularHasta(elemento: HTMLElement) {
  for (let i = 0; i < 20 && document.activeElement !== elemento; i++) await userEvent.tab();
  await expect(elemento).toHaveFocus();
}

const estadoDeLaCita = (id: number) => getMockDb().citas.find((c) => c.id === id)?.estado;

/**
 * Con el teclado solo: la pregunta recibe el foco, el tabulador llega a 'Sí', Enter cancela la
 * cita en el servidor, la confirmación recibe el foco y el tabulador llega a 'Ir a citas'.
 */
export const FlujoCompletoConTeclado: Story = {
  name: 'Flujo completo con teclado',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, PREGUNTA);
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith('/administrativo/eliminarCita');
    await tabularHasta(canvas.getByRole('button', { name: /^Sí/ }));
    await userEvent.keyboard('{Enter}');

    await esperarTitulo(canvas, 'Cita cancelada correctamente');
    await expect(estadoDeLaCita(1)).toBe('CANCELADA');
    await expect(args.onTerminar).toHaveBeenCalledTimes(1);
    await expect(args.onCancelar).not.toHaveBeenCalled();
    await expect(args.onPasoCambiado).toHaveBeenLastCalledWith(
      '/administrativo/eliminarCita/confirmacionEliminarCita',
    );
    await expect(canvas.getByText('48213K')).toBeVisible();
    await tabularHasta(canvas.getByRole('link', { name: 'Ir a citas' }));
    limpiarAnuncios();
  },
};

/**
 * Con un motivo, con el teclado: las flechas eligen 'Profesional no disponible', 'Sí' cancela y
 * el registro de actividad del servidor simulado guarda la cancelación con su motivo
 * (docs/decisiones.md (55)).
 */
export const FlujoConMotivo: Story = {
  name: 'Flujo con motivo',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, PREGUNTA);
    await tabularHasta(canvas.getByRole('radio', { name: 'Sin indicar' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Profesional no disponible' })).toBeChecked();
    await tabularHasta(canvas.getByRole('button', { name: /^Sí/ }));
    await userEvent.keyboard('{Enter}');
    await esperarTitulo(canvas, 'Cita cancelada correctamente');
    await expect(estadoDeLaCita(1)).toBe('CANCELADA');
    await expect(getMockDb().registro.at(-1)).toMatchObject({
      accion: 'cancelar',
      num_cita: '48213K',
      motivo: 'profesional_no_disponible',
    });
    limpiarAnuncios();
  },
};

/** Con el ratón: 'Sí' cancela la cita y lleva a la confirmación. */
export const FlujoCompletoConRaton: Story = {
  name: 'Flujo completo con ratón',
  beforeEach: conServidorSimulado(),
  args: { idCita: 2, numCita: '17502M', nombrePaciente: 'Manuel Rodríguez Pérez' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, '¿Deseas cancelar la cita 17502M de Manuel Rodríguez Pérez?');
    await userEvent.click(canvas.getByRole('button', { name: /^Sí/ }));
    await esperarTitulo(canvas, 'Cita cancelada correctamente');
    await expect(estadoDeLaCita(2)).toBe('CANCELADA');
    await expect(args.onTerminar).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Ir a citas' })).toHaveAttribute(
      'href',
      '/administrativo/citas',
    );
    limpiarAnuncios();
  },
};

/** 'Cancelar' vuelve a la lista por `onCancelar` y la cita sigue en curso. */
export const FlujoSinCancelar: Story = {
  name: 'Flujo sin cancelar',
  beforeEach: conServidorSimulado(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, PREGUNTA);
    await userEvent.click(canvas.getByRole('button', { name: 'No, volver' }));
    await waitFor(() => expect(args.onCancelar).toHaveBeenCalledTimes(1));
    await expect(args.onTerminar).not.toHaveBeenCalled();
    await expect(args.onPasoCambiado).not.toHaveBeenCalledWith('/administrativo/citas');
    await expect(estadoDeLaCita(1)).toBe('EN_CURSO');
  },
};

/**
 * La cita ya estaba cancelada (409 del servidor): el mensaje con el foco, sin 'Sí', y 'Ir a
 * citas' sale por `onCancelar`.
 */
export const FlujoCitaYaCancelada: Story = {
  name: 'Flujo cita ya cancelada',
  beforeEach: conServidorSimulado(),
  args: { idCita: 7, numCita: '71236P', nombrePaciente: 'Laura Álvarez Iglesias' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, '¿Deseas cancelar la cita 71236P de Laura Álvarez Iglesias?');
    await userEvent.click(canvas.getByRole('button', { name: /^Sí/ }));
    const alerta = await canvas.findByRole('alert');
    await expect(alerta).toHaveTextContent(MENSAJE_CITA_NO_EN_CURSO);
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: /^Sí/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a citas' }));
    await waitFor(() => expect(args.onCancelar).toHaveBeenCalledTimes(1));
    await expect(args.onTerminar).not.toHaveBeenCalled();
    limpiarAnuncios();
  },
};

/** Sin conexión: el mensaje con el foco y 'Sí' sigue ahí para reintentar. */
export const FlujoSinConexion: Story = {
  name: 'Flujo sin conexión',
  beforeEach: conServidorSimulado(handlers.cancelarCita.networkError()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, PREGUNTA);
    await userEvent.click(canvas.getByRole('button', { name: /^Sí/ }));
    const alerta = await canvas.findByRole('alert');
    await expect(alerta).toHaveTextContent(MENSAJE_SIN_CONEXION);
    await waitFor(() => expect(alerta.parentElement).toHaveFocus());
    await expect(canvas.getByRole('button', { name: /^Sí/ })).toBeEnabled();
    await expect(estadoDeLaCita(1)).toBe('EN_CURSO');
    limpiarAnuncios();
  },
};

/** Mientras el servidor no contesta, 'Sí' anuncia 'Cargando…' y 'Cancelar' espera. */
export const FlujoEnviando: Story = {
  name: 'Flujo enviando',
  beforeEach: conServidorSimulado(handlers.cancelarCita.pending()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, PREGUNTA);
    await userEvent.click(canvas.getByRole('button', { name: /^Sí/ }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'No, volver' })).toBeDisabled());
    await expect(
      within(canvas.getByRole('button', { name: /^Sí/ })).getByRole('status'),
    ).toHaveTextContent('Cargando…');
  },
};

/**
 * Desde la lista, con el paciente: la pregunta pide la cita al servidor y muestra su paciente,
 * fecha, hora y tipo; 'Sí, cancelar la cita 48213K' la cancela.
 */
export const ConLosDatosDeLaCita: Story = {
  name: 'Con los datos de la cita',
  beforeEach: conServidorSimulado(),
  args: { buscarCita: buscarCitaDelPaciente(clienteDeHistoria(), 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'La cita' });
    const datos = canvas.getAllByRole('definition')[0]?.closest('dl') as HTMLElement;
    await expect(within(datos).getByText('Radiología')).toBeVisible();
    await expect(within(datos).getByText('09:00')).toBeVisible();
    await expect(within(datos).getByText('Lucía García Fernández')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sí, cancelar la cita 48213K' }));
    await esperarTitulo(canvas, 'Cita cancelada correctamente');
    await expect(estadoDeLaCita(1)).toBe('CANCELADA');
    limpiarAnuncios();
  },
};
