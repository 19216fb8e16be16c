import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../stories/asistente';
import { ARGS_DE_PASO, type ArgsDePaso, ELEGIDOS, HUECOS } from '../../stories/pedir-cita';
import { PasoCitasDisponibles } from './PasosPedirCita';

/** El paso 'Citas disponibles' de 'Pedir cita' en sus estados (el flujo entero: PedirCita.stories). */
const meta: Meta<ArgsDePaso> = {
  title: 'Flujos/Pedir cita/Pasos/4 Citas disponibles',
  args: ARGS_DE_PASO,
};

export default meta;
type Story = StoryObj<ArgsDePaso>;

/** Paso 4: las citas libres, una elegida; las flechas se mueven entre ellas. */
export const CitasLibres: Story = {
  name: 'Citas libres',
  render: (args) => (
    <PasoCitasDisponibles
      {...args}
      datos={ELEGIDOS}
      errores={{}}
      huecos={HUECOS}
      medico="Carmen López Sánchez"
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const elegida = canvas.getByRole('radio', {
      name: 'Jueves, 3 de diciembre de 2026, a las 10:00',
    });
    await expect(elegida).toBeChecked();
    // The step places its focus in the frame after it mounts: let it, then go to the list.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    elegida.focus();
    await expect(elegida).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDITAR',
      datos: { hueco: { fecha: '2026-12-03', hora: '11:00' } },
    });
  },
};

/** Paso 4 buscando. */
export const CitasBuscando: Story = {
  name: 'Citas buscando',
  render: (args) => (
    <PasoCitasDisponibles
      {...args}
      datos={ELEGIDOS}
      errores={{}}
      huecos={{ estado: 'cargando', datos: [] }}
      medico="Carmen López Sánchez"
    />
  ),
};

/** Paso 4 tras un fallo al buscar: aviso y 'Reintentar'. */
export const CitasConError: Story = {
  name: 'Citas con error',
  render: (args) => (
    <PasoCitasDisponibles
      {...args}
      datos={ELEGIDOS}
      errores={{}}
      huecos={{
        estado: 'error',
        datos: [],
        error: 'No se han podido cargar las citas libres. Inténtalo de nuevo.',
      }}
      medico="Carmen López Sánchez"
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // El paso lleva el foco a su título un fotograma después de montarse: primero eso, luego
    // el clic, que deja el foco en 'Reintentar' (sin anillo: fue con el ratón).
    await esperarTitulo(canvas, 'Citas disponibles');
    const reintentar = canvas.getByRole('button', { name: 'Reintentar' });
    await userEvent.click(reintentar);
    await expect(args.send).toHaveBeenCalledWith({ type: 'REINTENTAR_HUECOS' });
    await waitFor(() => expect(reintentar).toHaveFocus());
  },
};
