import {
  esDiaLaborable,
  MENSAJE_DIA_CERRADO,
  type RelojDePared,
  relojDePared as relojDeLaZona,
} from '@clinica/api-client/reglas';

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

/**
 * Qué marcaba el reloj de pared de `zonaHoraria` (por defecto, el de la clínica) en `momento`:
 * la regla compartida con el servidor (`relojDePared` de @clinica/api-client/reglas).
 */
export function relojDePared(momento: Date, zonaHoraria = ZONA_HORARIA_CLINICA): RelojDePared {
  return relojDeLaZona(momento, zonaHoraria);
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
