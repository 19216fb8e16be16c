import { LIMITES_DE_SUBIDA } from '../generated/limites';

export { LIMITES_DE_SUBIDA };

/** Operations of the contract that receive files. */
export type OperacionConSubida = keyof typeof LIMITES_DE_SUBIDA;

export interface LimitesDeSubida {
  /** Bytes per file. */
  readonly maxFileBytes: number;
  /** Files per request. */
  readonly maxFiles: number;
  /** Types admitted, detected by content. */
  readonly mediaTypes: readonly string[];
}

/** The limits the contract declares for one upload operation. */
export function limitesDe(operacion: OperacionConSubida): LimitesDeSubida {
  return LIMITES_DE_SUBIDA[operacion];
}

const todas: readonly LimitesDeSubida[] = Object.values(LIMITES_DE_SUBIDA);

/** The largest of each limit over every operation: the server's overall caps by default. */
export const LIMITES_MAXIMOS = {
  maxFileBytes: Math.max(...todas.map((limites) => limites.maxFileBytes)),
  maxFiles: Math.max(...todas.map((limites) => limites.maxFiles)),
} as const;

const MIB = 1024 * 1024;
const tamanoEnTexto = (bytes: number) =>
  bytes >= MIB
    ? `${cifra(Math.floor(bytes / MIB))} MB`
    : `${Math.max(1, Math.floor(bytes / 1024))} KB`;

/**
 * A whole number as a person in Spain reads it: 100.000, 38.147, and 8192 without a point (four
 * digits are not grouped, as the RAE writes them and es-ES formats them). Written out rather
 * than asked of Intl, which loads its locale data the first time (about 15 ms on the server).
 */
export const cifra = (numero: number): string => {
  const digitos = String(Math.trunc(numero));
  return digitos.length <= 4 ? digitos : digitos.replace(/\B(?=(\d{3})+$)/g, '.');
};

/** The 413 message for a file over its limit. */
export function mensajeArchivoDemasiadoGrande(maxFileBytes: number): string {
  return `Cada imagen puede ocupar como máximo ${tamanoEnTexto(maxFileBytes)}.`;
}

/** The 413 message for too many files. */
export function mensajeDemasiadosArchivos(maxFiles: number): string {
  return `Se pueden subir como máximo ${maxFiles} ${maxFiles === 1 ? 'imagen' : 'imágenes'} a la vez.`;
}

/** The 415 message for a file that is none of the admitted types. */
export const MENSAJE_TIPO_NO_ADMITIDO =
  'Tipo de archivo no admitido: solo PNG, JPEG, WebP o DICOM.';

/**
 * The most an image may take once opened, decoded into memory, whatever it takes on disk:
 * a PNG, JPEG or WebP as the browser draws it (4 bytes a pixel), a DICOM as its attributes say
 * (rows × columns × frames × samples × bytes a sample). A small file may declare a huge image
 * (a 100000 × 100000 PNG of one colour compresses to a few kilobytes) that would take the memory
 * of whoever opens it; 8192 × 8192 colour pixels, or a 16-bit CT series of 512 slices, still fit.
 */
export const BYTES_MAXIMOS_DE_IMAGEN = 256 * MIB;

/** The 413 message for an image that takes more than `BYTES_MAXIMOS_DE_IMAGEN` once opened. */
export function mensajeImagenDemasiadoGrande(medidas: string, bytes: number): string {
  // Rounded up: a size just over the maximum must not read as the maximum itself.
  const ocupan = `${cifra(Math.ceil(bytes / MIB))} MB`;
  return `La imagen es demasiado grande: ${medidas} ocupan ${ocupan} al abrirla (máximo ${tamanoEnTexto(BYTES_MAXIMOS_DE_IMAGEN)}).`;
}

/**
 * The 413 message for a compressed DICOM (deflate) whose data set inflates past `maximo` bytes:
 * it is refused as soon as it passes it, never inflated whole.
 */
export function mensajeDicomDescomprimidoDemasiadoGrande(maximo: number): string {
  return `El archivo DICOM es demasiado grande: descomprimido pasa del máximo de ${tamanoEnTexto(maximo)}.`;
}

/**
 * Elements a DICOM may hold, counted as they are read (items and delimiters too): an image with
 * thousands of frames and their per-frame attributes has some hundred thousand; a file made of
 * millions of empty elements is built to keep the server walking it.
 */
export const MAXIMO_DE_ELEMENTOS_DICOM = 1_000_000;

/** The 413 message for a DICOM with more than `MAXIMO_DE_ELEMENTOS_DICOM` elements. */
export const MENSAJE_DICOM_CON_DEMASIADOS_ELEMENTOS =
  'El archivo DICOM es demasiado grande: tiene más de un millón de elementos (máximo un millón).';

/** The 413 message for images that would leave an incident with more than `maximo`. */
export function mensajeIncidenciaConDemasiadasImagenes(
  maximo: number,
  tiene: number,
  enviadas: number,
): string {
  const cuantas = (n: number) => `${n} ${n === 1 ? 'imagen' : 'imágenes'}`;
  return `Una incidencia puede tener como máximo ${cuantas(maximo)}: esta ya tiene ${tiene} y se han enviado ${enviadas}.`;
}
