/**
 * What a DICOM without pixels is, in plain Spanish, for the server's 415 and the preview's
 * message: the same words in both places. Recognised by its SOP Class UID (0008,0016 or the meta
 * header's 0002,0002) and, failing that, by its Modality (0008,0060).
 */
const POR_CLASE: readonly (readonly [prefijo: string, que: string])[] = [
  ['1.2.840.10008.5.1.4.1.1.481.5', 'un plan de radioterapia'],
  ['1.2.840.10008.5.1.4.1.1.481.8', 'un plan de radioterapia'],
  ['1.2.840.10008.5.1.4.1.1.481.3', 'un conjunto de estructuras de radioterapia'],
  ['1.2.840.10008.5.1.4.1.1.481.4', 'un registro de tratamiento de radioterapia'],
  ['1.2.840.10008.5.1.4.1.1.481.6', 'un registro de tratamiento de radioterapia'],
  ['1.2.840.10008.5.1.4.1.1.481.7', 'un resumen de tratamiento de radioterapia'],
  ['1.2.840.10008.5.1.4.1.1.481.9', 'un registro de tratamiento de radioterapia'],
  ['1.2.840.10008.5.1.4.1.1.9.1.', 'un electrocardiograma'],
  ['1.2.840.10008.5.1.4.1.1.9.2.', 'un registro hemodinámico'],
  ['1.2.840.10008.5.1.4.1.1.9.3.', 'un registro electrofisiológico cardiaco'],
  ['1.2.840.10008.5.1.4.1.1.9.4.', 'una grabación de audio'],
  ['1.2.840.10008.5.1.4.1.1.9.', 'un registro de ondas (no una imagen)'],
  ['1.2.840.10008.5.1.4.1.1.88.59', 'una selección de imágenes (objeto de notas clave)'],
  ['1.2.840.10008.5.1.4.1.1.88.', 'un informe estructurado'],
  ['1.2.840.10008.5.1.4.1.1.104.1', 'un documento PDF encapsulado'],
  ['1.2.840.10008.5.1.4.1.1.104.', 'un documento encapsulado'],
  ['1.2.840.10008.5.1.4.1.1.11.', 'un estado de presentación'],
  ['1.2.840.10008.5.1.4.1.1.66', 'un registro espacial o de calibración'],
];

const POR_MODALIDAD: Readonly<Record<string, string>> = {
  RTPLAN: 'un plan de radioterapia',
  RTSTRUCT: 'un conjunto de estructuras de radioterapia',
  RTRECORD: 'un registro de tratamiento de radioterapia',
  ECG: 'un electrocardiograma',
  HD: 'un registro hemodinámico',
  EPS: 'un registro electrofisiológico cardiaco',
  AU: 'una grabación de audio',
  SR: 'un informe estructurado',
  KO: 'una selección de imágenes (objeto de notas clave)',
  DOC: 'un documento encapsulado',
  PR: 'un estado de presentación',
  REG: 'un registro espacial o de calibración',
};

/** 'un plan de radioterapia', 'un electrocardiograma'… or 'un objeto DICOM sin imagen'. */
export function queEsDicomSinImagen(claseSop?: string, modalidad?: string): string {
  const clase = (claseSop ?? '').replace(/\0/g, '').trim();
  const encontrada = POR_CLASE.find(([prefijo]) => clase.startsWith(prefijo));
  if (encontrada) return encontrada[1];
  return POR_MODALIDAD[(modalidad ?? '').trim().toUpperCase()] ?? 'un objeto DICOM sin imagen';
}

/** The 415 and the preview's words for a DICOM that carries no pixels. */
export function mensajeDicomSinImagen(claseSop?: string, modalidad?: string): string {
  return `Este DICOM no es una imagen: es ${queEsDicomSinImagen(claseSop, modalidad)}. Solo se pueden subir imágenes de la prueba.`;
}

/** A file sent as DICOM without the 128-byte preamble and 'DICM' (not a DICOM Part 10 file). */
export const MENSAJE_DICOM_SIN_CABECERA =
  'Este archivo DICOM está incompleto: le falta la cabecera de archivo DICOM (el preámbulo y la marca «DICM»), así que no se puede leer. Vuelve a exportarlo desde el equipo o el PACS como archivo DICOM.';
