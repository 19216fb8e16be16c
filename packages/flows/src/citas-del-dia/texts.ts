import { fechaLegible } from '../fechas/fechas';

export const TEXTOS_CITAS_DEL_DIA = {
  titulo: 'Citas',
  /** El título con el día de las filas: 'Citas del jueves, 26/11/2026'. */
  tituloDelDia: (iso: string) => `Citas del ${diaLegible(iso).replace(' ', ', ')}`,
  vacio: 'No hay ninguna cita para hoy.',
  vacioDelDia: (fecha: string) => `No hay ninguna cita el ${fecha}.`,
  /** `dia` como lo da `diaLegible`: 'lunes 24/11/2026'. */
  proximoDia: (dia: string) => `El próximo día con citas es el ${dia}.`,
  verDia: (dia: string) => `Ver el ${dia}`,
  sinProximos: 'No hay citas en los días siguientes.',
  dia: 'Día',
  error: 'No se han podido cargar las citas. Inténtalo de nuevo.',
  reintentar: 'Reintentar',
  modificar: (numCita: string) => `Modificar cita ${numCita}`,
  cancelar: (numCita: string) => `Cancelar cita ${numCita}`,
  abrir: (numCita: string) => `Abrir cita ${numCita}`,
  /** El texto visible de cada acción en las tarjetas; su nombre accesible nombra la cita. */
  botonModificar: 'Modificar',
  botonCancelar: 'Cancelar',
  botonAbrir: 'Abrir',
  /** La cita que se acaba de crear, modificar o cancelar (`?cita=` en la URL). */
  recienCambiada: 'Recién cambiada',
  numero: 'Nº de cita',
  tipo: 'Tipo de cita',
  medico: 'Médico',
  radiologo: 'Radiólogo',
} as const;

const DIA_DE_LA_SEMANA = new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' });

/** '2026-11-24' → 'lunes 24/11/2026'. */
export function diaLegible(iso: string): string {
  const dia = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(dia.getTime())) return fechaLegible(iso);
  return `${DIA_DE_LA_SEMANA.format(dia)} ${fechaLegible(iso)}`;
}

/** The contract keeps the old value 'Radiologia' (§9): the rule lives in the kit's shared rules. */
export { tipoLegible } from '@clinica/api-client/reglas';
