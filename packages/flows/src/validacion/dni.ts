import { esDniValido, esDocumentoBuscable, MENSAJES_DOCUMENTO } from '@clinica/api-client/reglas';

/** La regla del DNI/NIE es la del contrato, la misma que aplican el servidor y los mocks. */
export { esDniValido, letraDeControl, normalizarDni } from '@clinica/api-client/reglas';

export const MENSAJE_DNI_INCORRECTO = 'El DNI es incorrecto.';
/** La búsqueda encuentra cualquiera de los tres documentos (docs/decisiones.md (52)). */
export const MENSAJE_DNI_BUSQUEDA = MENSAJES_DOCUMENTO.buscar;
export const MENSAJE_DNI_OBLIGATORIO = 'El DNI es obligatorio.';

/** El DNI del formulario del paciente (§5): un único mensaje, vacío incluido. */
export function validarDniPaciente(valor: string): string | undefined {
  return esDniValido(valor) ? undefined : MENSAJE_DNI_INCORRECTO;
}

/**
 * El documento con el que se busca al paciente al crear una cita (§5): un DNI, un NIE o un
 * pasaporte (docs/decisiones.md (52)).
 */
export function validarDniBusqueda(valor: string): string | undefined {
  if (valor.trim() === '') return MENSAJE_DNI_OBLIGATORIO;
  return esDocumentoBuscable(valor) ? undefined : MENSAJE_DNI_BUSQUEDA;
}
