/**
 * Cómo se ve una cita en una lista: el tono de su fila según su estado (el estado se dice además
 * en palabras, nunca solo con el color) y, para las listas de las citas de un paciente ('Mis
 * citas', su ficha en el mostrador), sus columnas y su tarjeta en una pantalla estrecha.
 */
import type { CitaListado } from '@clinica/api-client';
import { tipoLegible } from '@clinica/api-client/reglas';
import {
  type DataTableCardLayout,
  type DataTableColumn,
  type DataTableRowTone,
  StatusBadge,
  statusLabel,
} from '@clinica/ui';
import { fechaLegible } from '../fechas/fechas';
import { TEXTOS_FILAS_DE_CITA as T } from './filasDeCita';

/** El tono de la fila de una cita, por su estado, en todas las listas de citas. */
export const TONO_DE_CITA: Record<CitaListado['estado'], DataTableRowTone> = {
  EN_CURSO: 'enCurso',
  CUMPLIDA: 'cumplida',
  CANCELADA: 'cancelada',
  NO_PRESENTADA: 'noPresentada',
};

const profesionalDe = (cita: CitaListado) =>
  cita.nombre_completo_medico ?? cita.nombre_completo_radiologo ?? '';

/** La fecha y la hora juntas: la tabla las ordena así, de la más reciente a la más antigua. */
const cuando = (cita: CitaListado) => `${cita.fecha} ${cita.hora}`;

/**
 * Las columnas de las citas de un paciente: número, fecha, hora, tipo, profesional (con la
 * cabecera que diga la pantalla) y estado.
 */
export function columnasDeCitasDelPaciente(textos: {
  profesional: string;
  estado: string;
}): DataTableColumn<CitaListado>[] {
  return [
    { id: 'num_cita', header: T.numero, accessor: 'num_cita', isRowHeader: true },
    { id: 'fecha', header: T.fecha, accessor: cuando, cell: (c) => fechaLegible(c.fecha) },
    { id: 'hora', header: T.hora, accessor: 'hora' },
    { id: 'tipo', header: T.tipo, accessor: 'tipo_cita', cell: (c) => tipoLegible(c.tipo_cita) },
    { id: 'profesional', header: textos.profesional, accessor: profesionalDe },
    {
      id: 'estado',
      header: textos.estado,
      // La palabra que se lee ('Programada'): el filtro la encuentra, y nunca 'curso'.
      accessor: (c) => statusLabel(c.estado),
      cell: (c) => <StatusBadge estado={c.estado} />,
    },
  ];
}

/** Una cita en una pantalla estrecha: cuándo, su estado en palabras, con quién. */
export const TARJETA_DE_CITA_DEL_PACIENTE: DataTableCardLayout<CitaListado> = {
  title: 'fecha',
  lead: 'hora',
  status: 'estado',
  details: ['num_cita', 'tipo', 'profesional'],
};
