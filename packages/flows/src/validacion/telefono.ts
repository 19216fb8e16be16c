import { esTelefonoValido, MENSAJE_TELEFONO } from '@clinica/api-client/reglas';

export { MENSAJE_TELEFONO };

/** Nueve cifras, escritas como se leen ('91 000 00 00'); vacío también es incorrecto: es obligatorio. */
export function validarTelefono(valor: string): string | undefined {
  return esTelefonoValido(valor) ? undefined : MENSAJE_TELEFONO;
}
