export const MENSAJE_NUM_CITA_VALIDO = 'Número de cita válido';
export const MENSAJE_NUM_CITA_NO_EXISTE = 'No existe ninguna cita con ese número';
export const MENSAJE_NUM_CITA_OBLIGATORIO = 'El número de cita es obligatorio.';
export const MENSAJE_NUM_CITA_FORMATO =
  'Introduce un número de cita con formato válido: 5 cifras y una letra.';

/** '12345a ' → '12345A': el servidor guarda la letra en mayúscula (docs/decisiones.md (18)). */
export function normalizarNumCita(valor: string): string {
  return valor.trim().toUpperCase();
}

export function esNumCitaValido(valor: string): boolean {
  return /^\d{5}[A-Z]$/.test(normalizarNumCita(valor));
}

export function validarNumCita(valor: string): string | undefined {
  if (valor.trim() === '') return MENSAJE_NUM_CITA_OBLIGATORIO;
  return esNumCitaValido(valor) ? undefined : MENSAJE_NUM_CITA_FORMATO;
}
