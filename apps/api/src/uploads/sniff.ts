import {
  BYTES_DE_CABECERA,
  BYTES_DE_COLA,
  estaEntero,
  TIPOS_POR_CONTENIDO,
  tipoPorContenido,
} from '@clinica/api-client/reglas';
import { fileTypeFromBuffer } from 'file-type/core';

// The accepted types, the bytes read and the wholeness check are the rule the screens apply when
// a file is chosen (`@clinica/api-client/reglas`): one home, so the field and the server agree.
export const ACCEPTED_TYPES = TIPOS_POR_CONTENIDO;
export type AcceptedType = (typeof ACCEPTED_TYPES)[number];

/** Bytes needed to recognise every accepted type. */
export const SNIFF_BYTES = BYTES_DE_CABECERA;

/** The file's type from its content (magic bytes), never from its name or declared type. */
export async function sniffType(head: Uint8Array): Promise<AcceptedType | undefined> {
  if (tipoPorContenido(head) === 'application/dicom') return 'application/dicom';
  const detected = await fileTypeFromBuffer(head);
  return ACCEPTED_TYPES.find((type) => type === detected?.mime);
}

/** Bytes kept from the end of a file to check that it is whole. */
export const TAIL_BYTES = BYTES_DE_COLA;

/**
 * Whether a file of the sniffed type is whole enough to decode: its signature is not enough
 * (a PNG cut after 20 bytes starts like any other). Checked from its first and last bytes:
 * PNG an IHDR header of 13 bytes with a size and the IEND chunk at the end; JPEG the
 * end-of-image marker; WebP a RIFF size that matches the file and a VP8 chunk;
 * DICOM the preamble, 'DICM' and a file meta element (group 0002) after it.
 */
export const isWhole: (
  mime: AcceptedType,
  head: Uint8Array,
  tail: Uint8Array,
  size: number,
) => boolean = estaEntero;
