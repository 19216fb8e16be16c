/**
 * Los códecs de las imágenes DICOM comprimidas: los de WebAssembly que Cornerstone/OHIF
 * publican (libjpeg-turbo para JPEG Baseline y Extended de 8 bits, CharLS para JPEG-LS, OpenJPEG
 * para JPEG 2000, OpenJPH para HTJ2K), jpeg-lossless-decoder-js para JPEG Lossless y el nuestro
 * para JPEG Extended de 12 bits (jpegExtendido.ts). Cada uno se carga con `import()` la primera
 * vez que un DICOM lo necesita, y su `.wasm` se sirve desde el propio origen de la clínica (Vite
 * lo copia al build: `?url`; en el paquete publicado va dentro del chunk del códec); nada sale
 * de la clínica (docs/decisiones.md (20)).
 */

/** Lo que un decodificador de Cornerstone devuelve de un fotograma. */
export interface FotogramaDecodificado {
  ancho: number;
  alto: number;
  bitsPorMuestra: number;
  componentes: number;
  /** Las muestras, little endian, entrelazadas por píxel (R, G, B, R, G, B…). */
  bytes: Uint8Array;
}

interface InfoDeFotograma {
  width: number;
  height: number;
  bitsPerSample: number;
  componentCount: number;
}

interface DecodificadorWasm {
  getEncodedBuffer(largo: number): Uint8Array;
  getDecodedBuffer(): Uint8Array;
  decode(): void;
  getFrameInfo(): InfoDeFotograma;
  getInterleaveMode?(): number;
  delete(): void;
}

type ClaseDecodificador = new () => DecodificadorWasm;
type FabricaEmscripten = (opciones?: {
  locateFile?: (ruta: string) => string;
  wasmBinary?: Uint8Array;
}) => Promise<Record<string, ClaseDecodificador>>;

/** En Node (las pruebas) Emscripten lee su `.wasm` de su carpeta; en el navegador, de la URL. */
const enNode =
  typeof process === 'object' &&
  typeof (process as { versions?: { node?: string } }).versions?.node === 'string';

async function instanciar(
  fabrica: Promise<{ default: unknown }>,
  wasm: () => Promise<{ default: string }>,
): Promise<Record<string, ClaseDecodificador>> {
  const crear = (await fabrica).default as FabricaEmscripten;
  const { default: url } = await wasm();
  // El paquete publicado lleva cada `.wasm` dentro de su chunk, como URL `data:` (tsup.config.ts),
  // para que cualquier empaquetador lo sirva sin configurar nada: Emscripten recibe los bytes.
  if (url.startsWith('data:')) return crear({ wasmBinary: bytesDeDataUrl(url) });
  if (enNode) return crear();
  return crear({ locateFile: () => url });
}

function bytesDeDataUrl(url: string): Uint8Array {
  const binario = atob(url.slice(url.indexOf(',') + 1));
  const bytes = new Uint8Array(binario.length);
  for (let i = 0; i < binario.length; i++) bytes[i] = binario.charCodeAt(i);
  return bytes;
}

/** Los códecs en WebAssembly, por el nombre con que los pide dicom.ts. */
export type CodecWasm = 'jpeg' | 'jpegls' | 'j2k' | 'htj2k';

const cargados = new Map<string, Promise<Record<string, ClaseDecodificador>>>();
function cargar(nombre: CodecWasm): Promise<Record<string, ClaseDecodificador>> {
  let modulo = cargados.get(nombre);
  if (!modulo) {
    if (nombre === 'jpeg')
      modulo = instanciar(
        import('@cornerstonejs/codec-libjpeg-turbo-8bit/decodewasmjs'),
        () => import('@cornerstonejs/codec-libjpeg-turbo-8bit/decodewasm?url'),
      );
    else if (nombre === 'jpegls')
      modulo = instanciar(
        import('@cornerstonejs/codec-charls/decodewasmjs'),
        () => import('@cornerstonejs/codec-charls/decodewasm?url'),
      );
    else if (nombre === 'j2k')
      modulo = instanciar(
        import('@cornerstonejs/codec-openjpeg/decodewasmjs'),
        () => import('@cornerstonejs/codec-openjpeg/decodewasm?url'),
      );
    // OpenJPH se publica en un solo módulo, que también comprime (300 kB de .wasm).
    else
      modulo = instanciar(
        import('@cornerstonejs/codec-openjph/wasmjs'),
        () => import('@cornerstonejs/codec-openjph/wasm?url'),
      );
    // Un fallo de carga (sin red, CSP) se reintenta la próxima vez.
    modulo.catch(() => cargados.delete(nombre));
    cargados.set(nombre, modulo);
  }
  return modulo;
}

const CLASES = {
  jpeg: 'JPEGDecoder',
  jpegls: 'JpegLSDecoder',
  j2k: 'J2KDecoder',
  htj2k: 'HTJ2KDecoder',
} as const;

/** Un decodificador síncrono, ya cargado: `decodificar(bytes)` pasa un fotograma a muestras. */
export type Decodificador = (comprimido: Uint8Array) => FotogramaDecodificado;

export async function decodificadorWasm(nombre: CodecWasm): Promise<Decodificador> {
  const modulo = await cargar(nombre);
  const Clase = modulo[CLASES[nombre]];
  if (!Clase) throw new Error(`Códec ${nombre} sin ${CLASES[nombre]}`);
  return (comprimido) => {
    const decodificador = new Clase();
    try {
      decodificador.getEncodedBuffer(comprimido.length).set(comprimido);
      decodificador.decode();
      const info = decodificador.getFrameInfo();
      const salida = decodificador.getDecodedBuffer();
      let bytes: Uint8Array = new Uint8Array(salida);
      // CharLS entrega por planos un color sin entrelazar (modo 0): se entrelaza aquí.
      if (info.componentCount > 1 && decodificador.getInterleaveMode?.() === 0) {
        const porMuestra = info.bitsPerSample > 8 ? 2 : 1;
        bytes = entrelazar(bytes, info.componentCount, info.width * info.height, porMuestra);
      }
      return {
        ancho: info.width,
        alto: info.height,
        bitsPorMuestra: info.bitsPerSample,
        componentes: info.componentCount,
        bytes,
      };
    } finally {
      decodificador.delete();
    }
  };
}

/** De planos (RRR…GGG…BBB…) a píxeles (RGBRGB…). */
export function entrelazar(
  planos: Uint8Array,
  componentes: number,
  pixeles: number,
  bytesPorMuestra: number,
): Uint8Array {
  const salida = new Uint8Array(pixeles * componentes * bytesPorMuestra);
  for (let c = 0; c < componentes; c++) {
    for (let i = 0; i < pixeles; i++) {
      for (let b = 0; b < bytesPorMuestra; b++) {
        salida[(i * componentes + c) * bytesPorMuestra + b] =
          planos[(c * pixeles + i) * bytesPorMuestra + b] ?? 0;
      }
    }
  }
  return salida;
}

/** JPEG Extended de 12 bits (proceso 4): jpegExtendido.ts, en JavaScript. */
export async function decodificadorJpegExtendido(): Promise<Decodificador> {
  const { decodificarJpegExtendido } = await import('./jpegExtendido');
  return decodificarJpegExtendido;
}

/** JPEG Lossless (procesos 14 y 14 SV1): jpeg-lossless-decoder-js, en JavaScript. */
export async function decodificadorJpegSinPerdida(
  bitsAsignados: number,
): Promise<(comprimido: Uint8Array) => Uint8Array> {
  const { Decoder } = await import('jpeg-lossless-decoder-js');
  return (comprimido) => {
    const decodificado = new Decoder().decode(
      comprimido.buffer as ArrayBuffer,
      comprimido.byteOffset,
      comprimido.length,
      bitsAsignados <= 8 ? 1 : 2,
    );
    return new Uint8Array(
      decodificado.buffer,
      decodificado.byteOffset,
      decodificado.byteLength,
    ).slice();
  };
}
