export const MENSAJE_TELEFONO = 'El teléfono debe tener 9 dígitos.';

/** Exactamente 9 cifras (§5, §9); vacío también es incorrecto porque es obligatorio. */
export function validarTelefono(valor: string): string | undefined {
  return /^\d{9}$/.test(valor.trim()) ? undefined : MENSAJE_TELEFONO;
}
