import { esDniValido } from '@clinica/api-client/reglas';

/** La regla del DNI/NIE es la del contrato, la misma que aplican el servidor y los mocks. */
export { esDniValido, letraDeControl, normalizarDni } from '@clinica/api-client/reglas';

export const MENSAJE_DNI_INCORRECTO = 'El DNI es incorrecto.';
export const MENSAJE_DNI_BUSQUEDA = 'Introduce un DNI con formato válido.';
export const MENSAJE_DNI_OBLIGATORIO = 'El DNI es obligatorio.';

/** El DNI del formulario del paciente (§5): un único mensaje, vacío incluido. */
export function validarDniPaciente(valor: string): string | undefined {
  return esDniValido(valor) ? undefined : MENSAJE_DNI_INCORRECTO;
}

/** El DNI con el que se busca al paciente al crear una cita (§5). */
export function validarDniBusqueda(valor: string): string | undefined {
  if (valor.trim() === '') return MENSAJE_DNI_OBLIGATORIO;
  return esDniValido(valor) ? undefined : MENSAJE_DNI_BUSQUEDA;
}
