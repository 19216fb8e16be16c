import { esDiaLaborable, MENSAJE_DIA_CERRADO } from '@clinica/api-client/reglas';

export { MENSAJE_DIA_CERRADO };

export const MENSAJE_FECHA_OBLIGATORIA = 'La fecha es obligatoria.';
export const MENSAJE_FECHA_INVALIDA = 'Introduce una fecha válida.';
export const MENSAJE_FECHA_PASADA = 'La fecha no puede ser anterior a hoy.';
export const MENSAJE_FECHA_NACIMIENTO_OBLIGATORIA = 'La fecha de nacimiento es obligatoria.';
export const MENSAJE_FECHA_NACIMIENTO_FUTURA =
  'La fecha de nacimiento no puede ser posterior a hoy.';

/** Zona horaria de la clínica por defecto (docs/decisiones.md (28)). */
export const ZONA_HORARIA_CLINICA = 'Europe/Madrid';

function diasDelMes(anio: number, mes: number): number {
  // El día 0 del mes siguiente es el último de este; en UTC para no depender de la zona local.
  return new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

/** 'AAAA-MM-DD' que además existe en el calendario: 2024-02-29 sí, 2023-02-29 no. */
export function esFechaValida(valor: string): boolean {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor);
  if (!partes) return false;
  const anio = Number(partes[1]);
  const mes = Number(partes[2]);
  const dia = Number(partes[3]);
  return anio >= 1 && mes >= 1 && mes <= 12 && dia >= 1 && dia <= diasDelMes(anio, mes);
}

/**
 * La fecha de hoy en la zona de la clínica, como 'AAAA-MM-DD'. Las fechas de las citas son de
 * reloj de pared de la clínica, así que "hoy" no es el de UTC ni el del navegador.
 */
export function hoyEnLaClinica(zonaHoraria = ZONA_HORARIA_CLINICA, ahora = new Date()): string {
  const { anio, mes, dia } = relojDePared(ahora, zonaHoraria);
  return `${anio}-${mes}-${dia}`;
}

/** La fecha y la hora de pared de un instante en una zona, con ceros delante: '2026', '03', '09'. */
export interface RelojDePared {
  anio: string;
  mes: string;
  dia: string;
  hora: string;
  minuto: string;
}

const formatosPorZona = new Map<string, Intl.DateTimeFormat>();

/**
 * Qué marcaba el reloj de pared de `zonaHoraria` en el instante `momento` (las horas de 00 a 23).
 * El formateador se crea una vez por zona: crearlo cuesta unas quince veces lo que usarlo, y las
 * listas lo piden por fila (docs/rendimiento.md, 'Fechas').
 */
export function relojDePared(momento: Date, zonaHoraria = ZONA_HORARIA_CLINICA): RelojDePared {
  let formato = formatosPorZona.get(zonaHoraria);
  if (!formato) {
    formato = new Intl.DateTimeFormat('en-CA', {
      timeZone: zonaHoraria,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatosPorZona.set(zonaHoraria, formato);
  }
  const reloj: RelojDePared = { anio: '', mes: '', dia: '', hora: '', minuto: '' };
  for (const { type, value } of formato.formatToParts(momento)) {
    if (type === 'year') reloj.anio = value;
    else if (type === 'month') reloj.mes = value;
    else if (type === 'day') reloj.dia = value;
    else if (type === 'hour') reloj.hora = value;
    else if (type === 'minute') reloj.minuto = value;
  }
  return reloj;
}

/**
 * Fecha de una cita: obligatoria, real, no anterior a hoy (§5) y un día en que la clínica abre
 * (`esDiaLaborable`, la misma regla del servidor).
 */
export function validarFechaCita(valor: string, hoy: string): string | undefined {
  if (valor.trim() === '') return MENSAJE_FECHA_OBLIGATORIA;
  if (!esFechaValida(valor)) return MENSAJE_FECHA_INVALIDA;
  // Con el formato AAAA-MM-DD el orden alfabético es el cronológico.
  if (valor < hoy) return MENSAJE_FECHA_PASADA;
  return esDiaLaborable(valor) ? undefined : MENSAJE_DIA_CERRADO;
}

/** Fecha de nacimiento: obligatoria, real, desde 1900 y no posterior a hoy. */
export function validarFechaNacimiento(valor: string, hoy: string): string | undefined {
  if (valor.trim() === '') return MENSAJE_FECHA_NACIMIENTO_OBLIGATORIA;
  if (!esFechaValida(valor) || valor < '1900-01-01') return MENSAJE_FECHA_INVALIDA;
  return valor > hoy ? MENSAJE_FECHA_NACIMIENTO_FUTURA : undefined;
}
