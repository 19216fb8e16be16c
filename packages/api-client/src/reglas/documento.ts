import { esDniValido, normalizarDni } from './dni';

/**
 * A patient's identity document (docs/decisiones.md (52)): a DNI, a NIE or a passport, each
 * checked as what it is, or none for a child under 14, who comes with a guardian. The number is
 * kept in upper case without spaces or dashes (a passport is often typed in groups).
 */
export const TIPOS_DE_DOCUMENTO = ['dni', 'nie', 'pasaporte'] as const;
export type TipoDeDocumento = (typeof TIPOS_DE_DOCUMENTO)[number];

/** How a person reads each type. */
export const NOMBRES_DE_DOCUMENTO: Readonly<Record<TipoDeDocumento, string>> = {
  dni: 'DNI',
  nie: 'NIE',
  pasaporte: 'Pasaporte',
};

/** Below this age (on the clinic's today) a patient may have no document of their own. */
export const EDAD_SIN_DOCUMENTO = 14;

export const MENSAJES_DOCUMENTO = {
  obligatorio: 'Escribe el número del documento.',
  tipo: 'Elige el tipo de documento.',
  dni: 'El DNI es incorrecto.',
  nie: 'El NIE es incorrecto.',
  pasaporte: 'El pasaporte debe tener de 5 a 15 letras o cifras.',
  sinDocumentoMayor: `Solo un menor de ${EDAD_SIN_DOCUMENTO} años puede registrarse sin documento.`,
  buscar: 'Escribe un DNI, un NIE o un pasaporte válidos.',
} as const;

/** ' x-1234567-l ' → 'X1234567L': no spaces, dashes or dots, in upper case. */
export function normalizarDocumento(valor: string): string {
  return normalizarDni(valor).replace(/[\s.-]/g, '');
}

/** A DNI proper: 8 digits and the right control letter (a NIE is not one). */
export function esDniEstricto(valor: string): boolean {
  const documento = normalizarDocumento(valor);
  return /^[0-9]{8}[A-Z]$/.test(documento) && esDniValido(documento);
}

/** A NIE: X, Y or Z, 7 digits and the control letter of the number with X→0, Y→1, Z→2. */
export function esNieValido(valor: string): boolean {
  const documento = normalizarDocumento(valor);
  return /^[XYZ][0-9]{7}[A-Z]$/.test(documento) && esDniValido(documento);
}

/** A passport: 5 to 15 letters or digits (each country its own form; none has a check letter). */
export function esPasaporteValido(valor: string): boolean {
  return /^[A-Z0-9]{5,15}$/.test(normalizarDocumento(valor));
}

/** What is wrong with a document of this type, or undefined: empty is 'write it', not 'wrong'. */
export function problemaDeDocumento(tipo: TipoDeDocumento, valor: string): string | undefined {
  const documento = normalizarDocumento(valor);
  if (documento === '') return MENSAJES_DOCUMENTO.obligatorio;
  const valido = { dni: esDniEstricto, nie: esNieValido, pasaporte: esPasaporteValido }[tipo];
  return valido(documento) ? undefined : MENSAJES_DOCUMENTO[tipo];
}

/** The type a DNI-or-NIE number is (the contract's older `dni` field), by its shape. */
export function tipoDeDniONie(valor: string): 'dni' | 'nie' {
  return /^[XYZ]/.test(normalizarDocumento(valor)) ? 'nie' : 'dni';
}

/**
 * Whether a searched number may be anyone's document: a DNI or a NIE with its right letter, or
 * a passport's shape. A number shaped like a DNI or a NIE whose letter is wrong is a typo, not a
 * passport.
 */
export function esDocumentoBuscable(valor: string): boolean {
  const documento = normalizarDocumento(valor);
  if (/^([0-9]{8}|[XYZ][0-9]{7})[A-Z]$/.test(documento)) return esDniValido(documento);
  return esPasaporteValido(documento);
}

/** Whole years from a birth date to a day, both 'AAAA-MM-DD' (on the clinic's calendar). */
export function edadEn(fechaNacimiento: string, hoy: string): number {
  const [an, mn, dn] = fechaNacimiento.split('-').map(Number) as [number, number, number];
  const [ah, mh, dh] = hoy.split('-').map(Number) as [number, number, number];
  const cumplidos = mh > mn || (mh === mn && dh >= dn);
  return ah - an - (cumplidos ? 0 : 1);
}

/** Whether someone born that day is under 14 on `hoy`, so may come without a document. */
export function puedeIrSinDocumento(fechaNacimiento: string, hoy: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fechaNacimiento)) return false;
  return edadEn(fechaNacimiento, hoy) < EDAD_SIN_DOCUMENTO;
}
