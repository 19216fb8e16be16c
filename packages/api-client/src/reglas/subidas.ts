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
  bytes >= MIB ? `${Math.floor(bytes / MIB)} MB` : `${Math.max(1, Math.floor(bytes / 1024))} KB`;

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
