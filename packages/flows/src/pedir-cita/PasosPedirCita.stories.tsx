import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { esperarTitulo } from '../../stories/asistente';
import { DATOS_PEDIR_CITA_VACIOS, type DatosPedirCita, type EventoPedirCita } from './machine';
import { PasoCitaNoCreada, PasoCitaPedida } from './PasoCitaPedida';
import {
  PasoCitasDisponibles,
  PasoFechaDeseada,
  PasoResumenPedirCita,
  PasoSeleccionMedico,
  PasoTipoCita,
} from './PasosPedirCita';

/** Cada paso de 'Pedir cita' por separado, en sus estados (el flujo entero: PedirCita.stories). */
interface Args {
  send: (evento: EventoPedirCita) => void;
  onCancelar: () => void;
  inicioHref: string;
}

const meta: Meta<Args> = {
  title: 'Flujos/Paciente/Pedir cita/Pasos',
  args: { send: fn(), onCancelar: fn(), inicioHref: '/paciente' },
};

export default meta;
type Story = StoryObj<Args>;

const ELEGIDOS: DatosPedirCita = {
  tipoCita: 'Presencial - Medicina familiar',
  idProfesional: 1,
  fechaDeseada: '2026-12-03',
  horaDeseada: '10:00',
  hueco: { fecha: '2026-12-03', hora: '10:00' },
};
const MEDICOS = {
  estado: 'lista' as const,
  datos: [
    { idProfesional: 1, nombre_completo: 'Carmen López Sánchez' },
    { idProfesional: 2, nombre_completo: 'Miguel Ángel Moreno Jiménez' },
  ],
};
const HUECOS = {
  estado: 'lista' as const,
  datos: ['09:00', '10:00', '11:00'].map((hora) => ({ fecha: '2026-12-03', hora })),
};

/** Paso 1 sin elegir, tras Continuar: el mensaje junto a las opciones y en el resumen. */
export const TipoSinElegir: Story = {
  name: 'Tipo sin elegir',
  render: (args) => (
    <PasoTipoCita
      {...args}
      datos={DATOS_PEDIR_CITA_VACIOS}
      errores={{ tipoCita: 'Elige el tipo de cita.' }}
      invalido
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Tipo de cita' })).toBeVisible();
    await expect(canvas.getAllByText('Elige el tipo de cita.').length).toBeGreaterThan(0);
  },
};

/** Paso 2: los médicos, uno elegido. */
export const Medicos: Story = {
  name: 'Médicos',
  render: (args) => (
    <PasoSeleccionMedico {...args} datos={ELEGIDOS} errores={{}} medicos={MEDICOS} />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Carmen López Sánchez' }),
    ).toBeChecked();
  },
};

/** Paso 2 mientras llegan los médicos. */
export const MedicosCargando: Story = {
  name: 'Médicos cargando',
  render: (args) => (
    <PasoSeleccionMedico
      {...args}
      datos={DATOS_PEDIR_CITA_VACIOS}
      errores={{}}
      medicos={{ estado: 'cargando', datos: [] }}
    />
  ),
};

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

/** Paso 5: el resumen con 'Cambiar' por fila. */
export const Resumen: Story = {
  name: 'Resumen',
  render: (args) => (
    <PasoResumenPedirCita {...args} datos={ELEGIDOS} errores={{}} medico="Carmen López Sánchez" />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('03/12/2026')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /Cambiar/ })[1] as HTMLElement);
    await expect(args.send).toHaveBeenCalledWith({
      type: 'CAMBIAR',
      paso: 'medico',
      campo: 'idProfesional',
    });
  },
};

/** La confirmación: dónde (la dirección de la clínica, del servidor) y 'Añadir al calendario'. */
export const CitaCreada: Story = {
  name: 'Cita creada',
  render: () => (
    <PasoCitaPedida
      cita={{
        id: 51,
        num_cita: '50123Q',
        fecha: '2026-12-03',
        hora: '10:00',
        tipo_cita: 'Presencial - Medicina familiar',
        medico: 'Carmen López Sánchez',
      }}
      direccionClinica="Calle de la Salud, 12, 28001 Madrid"
      telefono="612345678"
      onAnadirAlCalendario={fn(async () => {})}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lugar')).toBeVisible();
    await expect(canvas.getByText('Calle de la Salud, 12, 28001 Madrid')).toBeVisible();
    await expect(canvas.queryByText(/te llamará/)).toBeNull();
  },
};

/** Una cita telefónica: la confirmación dice a qué teléfono llamará el médico. */
export const CitaTelefonicaCreada: Story = {
  name: 'Cita telefónica creada',
  render: () => (
    <PasoCitaPedida
      cita={{
        id: 52,
        num_cita: '50124R',
        fecha: '2026-12-03',
        hora: '11:00',
        tipo_cita: 'Telefónica - Medicina familiar',
        medico: 'Carmen López Sánchez',
      }}
      direccionClinica="Calle de la Salud, 12, 28001 Madrid"
      telefono="612345678"
      onAnadirAlCalendario={fn(async () => {})}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Llamada')).toBeVisible();
    await expect(canvas.getByText('El médico te llamará al 612 345 678.')).toBeVisible();
    await expect(canvas.queryByText('Calle de la Salud, 12, 28001 Madrid')).toBeNull();
  },
};

/** 'Error al crear la cita' con su motivo. */
export const ErrorAlCrear: Story = {
  name: 'Error al crear',
  render: () => (
    <PasoCitaNoCreada
      error="Se ha producido un error inesperado. Inténtalo de nuevo."
      onReintentar={fn()}
      onVolver={fn()}
    />
  ),
};
