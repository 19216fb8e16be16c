/**
 * What a file is by its content (magic bytes), never by its name or declared type: the rule the
 * server applies to every upload, shared so a screen refuses a fake image (a text file named
 * `.png`, a PDF renamed `.jpg`) when it is chosen, before anything is sent.
 */
import {
  BYTES_MAXIMOS_DE_IMAGEN,
  cifra,
  MENSAJE_TIPO_NO_ADMITIDO,
  mensajeImagenDemasiadoGrande,
} from './subidas';

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
 * Why the server would refuse a chosen file, read in the browser from its first and last bytes
 * and its header, or undefined if it takes it: recognised by content, of one of `admitidos`,
 * whole, and (PNG, JPEG, WebP) no larger once opened than an image may be. The server's own
 * words: 'Tipo de archivo no admitido…' (415) or 'La imagen es demasiado grande…' (413).
 */
export async function problemaDelArchivo(
  archivo: Blob,
  admitidos: readonly string[] = TIPOS_POR_CONTENIDO,
): Promise<string | undefined> {
  if (archivo.size === 0) return MENSAJE_TIPO_NO_ADMITIDO;
  const cabecera = new Uint8Array(await archivo.slice(0, BYTES_DE_CABECERA).arrayBuffer());
  const tipo = tipoPorContenido(cabecera);
  if (!tipo || !admitidos.includes(tipo)) return MENSAJE_TIPO_NO_ADMITIDO;
  const cola = new Uint8Array(
    await archivo.slice(Math.max(0, archivo.size - BYTES_DE_COLA)).arrayBuffer(),
  );
  if (!estaEntero(tipo, cabecera, cola, archivo.size)) return MENSAJE_TIPO_NO_ADMITIDO;
  // A DICOM's data set is walked by the server (and drawn by the preview), not here.
  if (tipo === 'application/dicom') return undefined;
  const medidas = await medidasDeImagen(tipo, leerDeBlob(archivo));
  if (!medidas) return MENSAJE_TIPO_NO_ADMITIDO;
  return problemaDeMedidas(medidas);
}

/** Whether the server will take a chosen file (`problemaDelArchivo` finds nothing). */
export async function esArchivoAdmitido(
  archivo: Blob,
  admitidos: readonly string[] = TIPOS_POR_CONTENIDO,
): Promise<boolean> {
  return (await problemaDelArchivo(archivo, admitidos)) === undefined;
}

/** An image's size in pixels, as its header declares it. */
export interface MedidasDeImagen {
  ancho: number;
  alto: number;
}

/**
 * Reads up to `cuantos` bytes of a file from `desde` (fewer at its end): a Blob's slice in the
 * browser, a file handle on the server, or bytes already read (`leerDeMemoria`).
 */
export type LeerBytes = (desde: number, cuantos: number) => Promise<Uint8Array>;

export const leerDeMemoria =
  (bytes: Uint8Array): LeerBytes =>
  async (desde, cuantos) =>
    bytes.subarray(desde, desde + cuantos);

/** A chosen file read a slice at a time, never whole. */
export const leerDeBlob =
  (archivo: Blob): LeerBytes =>
  async (desde, cuantos) =>
    new Uint8Array(await archivo.slice(desde, desde + cuantos).arrayBuffer());

/** Bytes read at a time while looking for a JPEG's frame header. */
const VENTANA_JPEG = 64 * 1024;

/**
 * Where a JPEG declares its size: the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and
 * DAC), found by walking the segments before it (APPn, DQT…, each with its length) as a decoder
 * does. Stray bytes between segments are skipped, as libjpeg skips them, so padding cannot hide
 * the real header from this walk while a browser still finds it. Undefined without one before
 * the first scan or the end: no decoder can draw such a file.
 */
async function medidasJpeg(leer: LeerBytes): Promise<MedidasDeImagen | undefined> {
  let base = 0;
  let bytes = await leer(0, VENTANA_JPEG);
  /** Makes bytes [p, p + n) readable in `bytes`; false at the end of the file. */
  const hay = async (p: number, n: number) => {
    if (p < base || p + n > base + bytes.length) {
      base = p;
      bytes = await leer(p, Math.max(n, VENTANA_JPEG));
    }
    return bytes.length - (p - base) >= n;
  };
  let p = 2;
  for (;;) {
    // The next marker: 0xFF, any fill 0xFF, then its code (0x00 after 0xFF is not a marker).
    for (;;) {
      if (!(await hay(p, 2))) return undefined;
      const ultimo = bytes.length - 1;
      let j = p - base;
      while (j < ultimo && !(bytes[j] === 0xff && bytes[j + 1] !== 0xff && bytes[j + 1] !== 0)) {
        j++;
      }
      p = base + j;
      if (j < ultimo) break;
      // Not in this window: go on from its last byte, which may be a marker's 0xFF.
    }
    let i = p - base;
    const marcador = bytes[i + 1] as number;
    if (marcador === 0xda || marcador === 0xd9) return undefined;
    // Markers without a length: restart markers, TEM, another SOI.
    if ((marcador >= 0xd0 && marcador <= 0xd8) || marcador === 0x01) {
      p += 2;
      continue;
    }
    if (!(await hay(p, 9))) return undefined;
    i = p - base;
    const esSof =
      marcador >= 0xc0 &&
      marcador <= 0xcf &&
      marcador !== 0xc4 &&
      marcador !== 0xc8 &&
      marcador !== 0xcc;
    if (esSof) {
      const alto = ((bytes[i + 5] as number) << 8) | (bytes[i + 6] as number);
      const ancho = ((bytes[i + 7] as number) << 8) | (bytes[i + 8] as number);
      return ancho > 0 && alto > 0 ? { ancho, alto } : undefined;
    }
    p += 2 + (((bytes[i + 2] as number) << 8) | (bytes[i + 3] as number));
  }
}

/**
 * The size a PNG, JPEG or WebP declares, read from its header without decoding it: PNG the
 * IHDR chunk; JPEG its frame header (SOF); WebP the VP8 frame, the VP8L header or the VP8X
 * canvas. Undefined when the header is not where a decoder looks for it.
 */
export async function medidasDeImagen(
  tipo: Exclude<TipoPorContenido, 'application/dicom'>,
  leer: LeerBytes,
): Promise<MedidasDeImagen | undefined> {
  if (tipo === 'image/jpeg') return medidasJpeg(leer);
  const b = await leer(0, 30);
  const vista = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const trozo = ascii(b, 12, 16);
  let medidas: MedidasDeImagen | undefined;
  if (tipo === 'image/png') {
    if (b.length >= 24 && trozo === 'IHDR') {
      medidas = { ancho: vista.getUint32(16), alto: vista.getUint32(20) };
    }
  } else if (trozo === 'VP8 ') {
    if (b.length >= 30 && empiezaCon(b, [0x9d, 0x01, 0x2a], 23)) {
      medidas = {
        ancho: vista.getUint16(26, true) & 0x3fff,
        alto: vista.getUint16(28, true) & 0x3fff,
      };
    }
  } else if (trozo === 'VP8L') {
    if (b.length >= 25 && b[20] === 0x2f) {
      const bits = vista.getUint32(21, true);
      medidas = { ancho: (bits & 0x3fff) + 1, alto: ((bits >>> 14) & 0x3fff) + 1 };
    }
  } else if (trozo === 'VP8X' && b.length >= 30) {
    const u24 = (desde: number) => vista.getUint16(desde, true) | ((b[desde + 2] as number) << 16);
    medidas = { ancho: u24(24) + 1, alto: u24(27) + 1 };
  }
  return medidas && medidas.ancho > 0 && medidas.alto > 0 ? medidas : undefined;
}

/** Bytes a PNG, JPEG or WebP takes drawn in a browser: 4 a pixel (red, green, blue, alpha). */
export const bytesAlAbrir = ({ ancho, alto }: MedidasDeImagen): number => ancho * alto * 4;

/** The 413 message for a PNG, JPEG or WebP too large to open, or undefined if it fits. */
export function problemaDeMedidas(medidas: MedidasDeImagen): string | undefined {
  const bytes = bytesAlAbrir(medidas);
  if (bytes <= BYTES_MAXIMOS_DE_IMAGEN) return undefined;
  return mensajeImagenDemasiadoGrande(
    `${cifra(medidas.ancho)} × ${cifra(medidas.alto)} píxeles`,
    bytes,
  );
}
