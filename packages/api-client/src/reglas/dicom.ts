import { BYTES_MAXIMOS_DE_IMAGEN, cifra, mensajeImagenDemasiadoGrande } from './subidas';

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

/** The 415 for a DICOM that cannot be read whole, saying why (`motivo`) and what to do. */
export function mensajeDicomDanado(motivo: string): string {
  return `El archivo DICOM está dañado o incompleto: ${motivo}. Vuelve a exportarlo desde el equipo o el PACS.`;
}

/** A DICOM Part 10 file whose data set cannot be read, with no more precise reason. */
export const MENSAJE_DICOM_DANADO = mensajeDicomDanado('no se puede leer');

/** The attributes of a DICOM's Image Pixel module that say how large its pixel data is. */
export interface PixelesDicom {
  /** Rows (0028,0010). */
  filas: number;
  /** Columns (0028,0011). */
  columnas: number;
  /** Number of Frames (0028,0008), 1 when absent. */
  fotogramas: number;
  /** Samples per Pixel (0028,0002): 1 grey, 3 colour. */
  muestras: number;
  /** Bits Allocated (0028,0100): 1, 8, 16, 32 or 64. */
  bitsAsignados: number;
  /** Photometric Interpretation (0028,0004). */
  fotometrica?: string;
}

/** '512 × 512 píxeles', and '× 300 fotogramas' for more than one. */
export function medidasDicomEnTexto(p: PixelesDicom): string {
  const fotogramas = p.fotogramas > 1 ? ` × ${cifra(p.fotogramas)} fotogramas` : '';
  return `${cifra(p.columnas)} × ${cifra(p.filas)} píxeles${fotogramas}`;
}

/** Bytes the pixels take decoded: rows × columns × frames × samples × bytes a sample. */
export const bytesDicomAlAbrir = (p: PixelesDicom): number =>
  p.filas * p.columnas * p.fotogramas * p.muestras * Math.ceil(p.bitsAsignados / 8);

/**
 * Bytes of uncompressed (native) pixel data the attributes call for: samples packed bit by bit
 * (a 1-bit segmentation takes an eighth of a byte a pixel), and YBR_FULL_422 two samples a pixel,
 * as its two chroma samples are shared by two pixels (PS3.3 C.7.6.3.1.2).
 */
export function bytesDicomSinComprimir(p: PixelesDicom): number {
  const muestras = p.fotometrica?.trim() === 'YBR_FULL_422' ? 2 : p.muestras;
  return Math.ceil((p.filas * p.columnas * p.fotogramas * muestras * p.bitsAsignados) / 8);
}

/** The 413 message for a DICOM whose pixels take too much once decoded, or undefined. */
export function problemaDeTamanoDicom(p: PixelesDicom): string | undefined {
  const bytes = bytesDicomAlAbrir(p);
  if (bytes <= BYTES_MAXIMOS_DE_IMAGEN) return undefined;
  return mensajeImagenDemasiadoGrande(medidasDicomEnTexto(p), bytes);
}
