export const MENSAJE_HORA_OBLIGATORIA = 'La hora es obligatoria.';
export const MENSAJE_HORA_INVALIDA = 'Introduce una hora válida (HH:MM).';
export const MENSAJE_HORA_NO_DISPONIBLE = 'Esa hora no está libre. Elige una de las horas libres.';

/** 'HH:MM' de 24 horas, de 00:00 a 23:59 (§5). */
export function esHoraValida(valor: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(valor);
}

export function validarHora(valor: string): string | undefined {
  if (valor.trim() === '') return MENSAJE_HORA_OBLIGATORIA;
  return esHoraValida(valor) ? undefined : MENSAJE_HORA_INVALIDA;
}

/** Hora válida y, si ya se conocen los huecos libres, una de ellos (docs/decisiones.md (12)). */
export function validarHoraLibre(valor: string, huecos?: readonly string[]): string | undefined {
  const error = validarHora(valor);
  if (error || !huecos) return error;
  return huecos.includes(valor) ? undefined : MENSAJE_HORA_NO_DISPONIBLE;
}
