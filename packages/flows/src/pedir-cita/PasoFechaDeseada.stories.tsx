import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { esperarTitulo } from '../../stories/asistente';
import { ARGS_DE_PASO, type ArgsDePaso } from '../../stories/pedir-cita';
import { DATOS_PEDIR_CITA_VACIOS } from './machine';
import { PasoFechaDeseada } from './PasosPedirCita';

/** El paso 'Fecha y hora' de 'Pedir cita' en sus estados (el flujo entero: PedirCita.stories). */
const meta: Meta<ArgsDePaso> = {
  title: 'Flujos/Pedir cita/Pasos/3 Fecha y hora',
  args: ARGS_DE_PASO,
};

export default meta;
type Story = StoryObj<ArgsDePaso>;

/** Paso 3: un sábado escrito a mano se explica (la clínica cierra). */
export const FechaEnDiaCerrado: Story = {
  name: 'Fecha en día cerrado',
  render: (args) => (
    <PasoFechaDeseada
      {...args}
      hoy="2026-12-01"
      datos={{ ...DATOS_PEDIR_CITA_VACIOS, fechaDeseada: '2026-12-05', horaDeseada: '10:00' }}
      errores={{ fechaDeseada: 'La clínica cierra ese día. Elige un día de lunes a viernes.' }}
      invalido
    />
  ),
};

/**
 * Paso 3 con el horario de la clínica: 'Hora que te viene bien' ofrece las citas del día elegido,
 * una cada `minutos_por_hueco` (aquí, el viernes 4, que abre de 08:00 a 11:00, cada 30 minutos).
 */
export const HorasDeLaClinica: Story = {
  name: 'Horas de la clínica',
  render: (args) => (
    <PasoFechaDeseada
      {...args}
      hoy="2026-12-01"
      datos={{ ...DATOS_PEDIR_CITA_VACIOS, fechaDeseada: '2026-12-04' }}
      errores={{}}
      clinica={{
        minutos_por_hueco: 30,
        horario: [
          { dia_semana: 4, hora_inicio: '08:00', hora_fin: '15:00' },
          { dia_semana: 5, hora_inicio: '08:00', hora_fin: '11:00' },
        ],
      }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await esperarTitulo(canvas, 'Seleccionar fecha y hora');
    await userEvent.click(canvas.getByRole('button', { name: /Hora que te viene bien/ }));
    const lista = await within(document.body).findByRole('listbox');
    await expect(
      within(lista)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30']);
    await userEvent.click(within(lista).getByRole('option', { name: '09:30' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDITAR',
      datos: { horaDeseada: '09:30' },
    });
    // La lista abierta, para la captura.
    await userEvent.click(canvas.getByRole('button', { name: /Hora que te viene bien/ }));
    await expect(await within(document.body).findByRole('listbox')).toBeVisible();
  },
};

/** Paso 3 tras Continuar sin nada: la fecha y la hora piden lo suyo, junto al campo y arriba. */
export const SinFechaNiHora: Story = {
  name: 'Sin fecha ni hora',
  render: (args) => (
    <PasoFechaDeseada
      {...args}
      hoy="2026-12-01"
      datos={DATOS_PEDIR_CITA_VACIOS}
      errores={{ fechaDeseada: 'La fecha es obligatoria.', horaDeseada: 'Elige una hora.' }}
      invalido
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('La fecha es obligatoria.').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Elige una hora.').length).toBeGreaterThan(0);
  },
};
