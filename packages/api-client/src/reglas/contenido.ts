/**
 * What a file is by its content (magic bytes), never by its name or declared type: the rule the
 * server applies to every upload, shared so a screen refuses a fake image (a text file named
 * `.png`, a PDF renamed `.jpg`) when it is chosen, before anything is sent.
 */

/** The types an upload may be, as the contract's `x-clinica-limits` names them. */
export const TIPOS_POR_CONTENIDO = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/dicom',
] as const;
export type TipoPorContenido = (typeof TIPOS_POR_CONTENIDO)[number];

/** Bytes from the start of a file enough to recognise every type. */
export const BYTES_DE_CABECERA = 4100;
/** Bytes from the end of a file kept to check that it is whole. */
export const BYTES_DE_COLA = 1024;

const ascii = (bytes: Uint8Array, desde: number, hasta: number) =>
  String.fromCharCode(...bytes.subarray(desde, hasta));

const empiezaCon = (bytes: Uint8Array, firma: readonly number[], desde = 0) =>
  bytes.length >= desde + firma.length && firma.every((byte, i) => bytes[desde + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/**
 * The type of a file from its first bytes (`BYTES_DE_CABECERA`), or undefined for anything else.
 * DICOM Part 10 carries 'DICM' after a 128-byte preamble; an animated PNG (an `acTL` chunk) is
 * not a still image and is refused, as the server's sniffer (file-type) names it `image/apng`.
 */
export function tipoPorContenido(cabecera: Uint8Array): TipoPorContenido | undefined {
  if (cabecera.length >= 132 && ascii(cabecera, 128, 132) === 'DICM') return 'application/dicom';
  if (empiezaCon(cabecera, PNG))
    return ascii(cabecera, 8, cabecera.length).includes('acTL') ? undefined : 'image/png';
  if (empiezaCon(cabecera, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(cabecera, 0, 4) === 'RIFF' && ascii(cabecera, 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * Whether a file of a recognised type is whole enough to decode: its signature is not enough
 * (a PNG cut after 20 bytes starts like any other). From its first and last bytes: PNG an IHDR
 * header of 13 bytes with a size and the IEND chunk at the end; JPEG the end-of-image marker
 * among its last 64 bytes (some cameras append bytes); WebP a RIFF size that matches the file and
 * a VP8 chunk; DICOM a file meta element (group 0002) after 'DICM'.
 */
export function estaEntero(
  tipo: TipoPorContenido,
  cabecera: Uint8Array,
  cola: Uint8Array,
  tamano: number,
): boolean {
  const vista = new DataView(cabecera.buffer, cabecera.byteOffset, cabecera.byteLength);
  switch (tipo) {
    case 'image/png': {
      if (tamano < 8 + 25 + 12 || cabecera.length < 33) return false;
      const ihdr = vista.getUint32(8) === 13 && ascii(cabecera, 12, 16) === 'IHDR';
      return (
        ihdr &&
        vista.getUint32(16) > 0 &&
        vista.getUint32(20) > 0 &&
        empiezaCon(cola, PNG_IEND, cola.length - PNG_IEND.length)
      );
    }
    case 'image/jpeg': {
      if (tamano < 128) return false;
      const ultimos = cola.subarray(-64);
      for (let i = ultimos.length - 2; i >= 0; i--) {
        if (ultimos[i] === 0xff && ultimos[i + 1] === 0xd9) return true;
      }
      return false;
    }
    case 'image/webp': {
      if (tamano < 30 || cabecera.length < 16) return false;
      return (
        vista.getUint32(4, true) + 8 === tamano &&
        ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(cabecera, 12, 16))
      );
    }
    case 'application/dicom':
      return tamano >= 136 && cabecera[132] === 0x02 && cabecera[133] === 0x00;
  }
}

/**
 * Whether a chosen file is an image the server will take, read in the browser from its first
 * and last bytes: recognised by content, of one of `admitidos`, and whole.
 */
export async function esArchivoAdmitido(
  archivo: Blob,
  admitidos: readonly string[] = TIPOS_POR_CONTENIDO,
): Promise<boolean> {
  if (archivo.size === 0) return false;
  const cabecera = new Uint8Array(await archivo.slice(0, BYTES_DE_CABECERA).arrayBuffer());
  const tipo = tipoPorContenido(cabecera);
  if (!tipo || !admitidos.includes(tipo)) return false;
  const cola = new Uint8Array(
    await archivo.slice(Math.max(0, archivo.size - BYTES_DE_COLA)).arrayBuffer(),
  );
  return estaEntero(tipo, cabecera, cola, archivo.size);
}
