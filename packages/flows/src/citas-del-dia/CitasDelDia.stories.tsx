import type { CitaListado } from '@clinica/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CitasDelDia } from './CitasDelDia';

function cita(
  id: number,
  num_cita: string,
  tipo_cita: CitaListado['tipo_cita'],
  estado: CitaListado['estado'],
  hora: string,
  paciente: string,
): CitaListado {
  const radiologia = tipo_cita === 'Radiologia';
  return {
    id,
    num_cita,
    fecha: '2026-12-01',
    hora,
    especialidad: radiologia ? 2 : 1,
    tipo_cita,
    id_paciente: id,
    id_radiologo: radiologia ? 1 : null,
    id_medico: radiologia ? null : 1,
    id_administrativo: radiologia ? 1 : null,
    estado,
    nombre_completo_paciente: paciente,
    nombre_completo_radiologo: radiologia ? 'Javier Martín Ruiz' : null,
    nombre_completo_medico: radiologia ? null : 'Carmen López Sánchez',
    dni_paciente: '12345678Z',
  };
}

const citas: CitaListado[] = [
  cita(1, '12345A', 'Medicina General', 'EN_CURSO', '09:00', 'Lucía García Fernández'),
  cita(2, '23456B', 'Radiologia', 'EN_CURSO', '10:00', 'Manuel Rodríguez Pérez'),
  cita(3, '34567C', 'Radiologia', 'CUMPLIDA', '08:00', 'María José Gómez Martínez'),
  cita(4, '45678D', 'Medicina General', 'CANCELADA', '11:00', 'Antonio Ruiz Serrano'),
];

const meta = {
  title: 'Flujos/Administrativo/Citas del día',
  component: CitasDelDia,
  args: { citas, onModificar: fn(), onCancelar: fn(), onReintentar: fn() },
} satisfies Meta<typeof CitasDelDia>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Las citas de hoy, ordenadas por tipo descendente (Radiologia antes que Medicina General), con
 * el estado en palabras y lápiz y papelera solo en las que están en curso.
 */
export const ConCitas: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabla = canvas.getByRole('grid', { name: 'Citas' });
    const cabeceras = within(tabla)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    await expect(cabeceras).toEqual([
      'Nº de cita',
      'Nombre del paciente',
      'Nombre del médico',
      'Tipo de cita',
      'Fecha',
      'Hora',
      'Estado',
      'Acciones',
    ]);
    const filas = within(tabla).getAllByRole('row').slice(1);
    await expect(filas[0]).toHaveTextContent('Radiología');
    await expect(filas[3]).toHaveTextContent('Medicina General');
    await expect(canvas.getAllByText('01/12/2026')).toHaveLength(4);
    await expect(canvas.getByText('Cumplida')).toBeVisible();
    await expect(canvas.getByText('Cancelada')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Modificar cita/ })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Cancelar cita 34567C' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Modificar cita 45678D' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar cita 12345A' }));
    await expect(args.onModificar).toHaveBeenCalledWith(citas[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar cita 23456B' }));
    await expect(args.onCancelar).toHaveBeenCalledWith(citas[1]);
  },
};

/** Cargando: bloques con la forma de la tabla y un único 'Cargando…' para el lector. */
export const Cargando: Story = {
  args: { citas: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

/** Un día sin citas. */
export const Vacia: Story = {
  args: { citas: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay ninguna cita para hoy.')).toBeVisible();
  },
};

/** No se han podido cargar: el aviso anunciado y 'Reintentar'. */
export const ErrorAlCargar: Story = {
  args: { citas: undefined, error: 'No se han podido cargar las citas. Inténtalo de nuevo.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido cargar las citas.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onReintentar).toHaveBeenCalled();
  },
};

/** Un día lleno: la tabla se desplaza dentro de sus 410 px y pagina de 10 en 10. */
export const DiaCompleto: Story = {
  args: {
    citas: Array.from({ length: 24 }, (_, i) =>
      cita(
        100 + i,
        `${String(50000 + i)}${'ABCDEFGHJK'.charAt(i % 10)}`,
        i % 2 ? 'Radiologia' : 'Medicina General',
        i % 5 === 0 ? 'CUMPLIDA' : 'EN_CURSO',
        `${String(8 + (i % 7)).padStart(2, '0')}:00`,
        `Paciente ${i + 1}`,
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mostrando 1 a 10 de 24 registros')).toBeVisible();
    const desplazable = canvas.getByRole('grid', { name: 'Citas' }).parentElement as HTMLElement;
    await expect(desplazable.style.maxHeight).toBe('410px');
  },
};

/** Con el selector 'Día': la agenda de otro día, tecleando la fecha en sus segmentos. */
export const OtroDia: Story = {
  args: { citas: [], fecha: '2026-12-01', onFechaChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay ninguna cita el 01/12/2026.')).toBeVisible();
    const [dia] = canvas.getAllByRole('spinbutton', { name: /^día/i });
    if (!dia) throw new Error('Falta el segmento del día');
    await userEvent.click(dia);
    await userEvent.keyboard('02');
    await expect(args.onFechaChange).toHaveBeenLastCalledWith('2026-12-02');
  },
};
