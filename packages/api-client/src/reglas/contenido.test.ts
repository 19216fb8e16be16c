// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  esArchivoAdmitido,
  estaEntero,
  type LeerBytes,
  leerDeMemoria,
  medidasDeImagen,
  problemaDelArchivo,
  problemaDeMedidas,
  tipoPorContenido,
} from './contenido';
import {
  bytesDicomAlAbrir,
  bytesDicomSinComprimir,
  MENSAJE_DICOM_DANADO,
  problemaDeTamanoDicom,
} from './dicom';

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A JPEG's start and end markers around 200 bytes of padding. */
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(200).fill(0), 0xff, 0xd9]);

/** A DICOM Part 10 file: 128-byte preamble, 'DICM', then group 0002. */
const DICOM = Uint8Array.from([
  ...new Array(128).fill(0),
  0x44,
  0x49,
  0x43,
  0x4d,
  0x02,
  0x00,
  0,
  0,
]);

const texto = (t: string) => new TextEncoder().encode(t);

describe('tipoPorContenido', () => {
  it('reconoce PNG, JPEG y DICOM por sus primeros bytes', () => {
    expect(tipoPorContenido(PNG)).toBe('image/png');
    expect(tipoPorContenido(JPEG)).toBe('image/jpeg');
    expect(tipoPorContenido(DICOM)).toBe('application/dicom');
  });

  it('no reconoce un texto, un PDF ni un GIF, se llamen como se llamen', () => {
    expect(tipoPorContenido(texto('no soy una imagen'))).toBeUndefined();
    expect(tipoPorContenido(texto('%PDF-1.7\n'))).toBeUndefined();
    expect(tipoPorContenido(texto('GIF89a\u0001\u0000'))).toBeUndefined();
    expect(tipoPorContenido(new Uint8Array())).toBeUndefined();
  });
});

describe('estaEntero', () => {
  it('un PNG cortado no está entero', () => {
    expect(estaEntero('image/png', PNG, PNG.subarray(-1024), PNG.length)).toBe(true);
    const cortado = PNG.subarray(0, 40);
    expect(estaEntero('image/png', cortado, cortado, cortado.length)).toBe(false);
  });

  it('un JPEG sin marca de fin no está entero', () => {
    const sinFin = JPEG.subarray(0, -2);
    expect(estaEntero('image/jpeg', JPEG, JPEG, JPEG.length)).toBe(true);
    expect(estaEntero('image/jpeg', sinFin, sinFin, sinFin.length)).toBe(false);
  });
});

describe('esArchivoAdmitido', () => {
  it('lee el archivo elegido: el PNG verdadero sí; el texto llamado .png, el vacío y el cortado no', async () => {
    expect(await esArchivoAdmitido(new Blob([PNG]))).toBe(true);
    expect(await esArchivoAdmitido(new Blob([texto('no soy una imagen')]))).toBe(false);
    expect(await esArchivoAdmitido(new Blob([]))).toBe(false);
    expect(await esArchivoAdmitido(new Blob([PNG.subarray(0, 50)]))).toBe(false);
  });

  it('solo los tipos que admite la operación', async () => {
    const jpeg = jpegCon(app(0, 200), 640, 480);
    expect(await esArchivoAdmitido(new Blob([jpeg]), ['image/png'])).toBe(false);
    expect(await esArchivoAdmitido(new Blob([jpeg]), ['image/png', 'image/jpeg'])).toBe(true);
  });
});

describe('problemaDelArchivo: lo que diría el servidor, dicho al elegir el archivo', () => {
  it('el tipo, que esté entero y, en PNG, JPEG y WebP, su tamaño al abrirla', async () => {
    expect(await problemaDelArchivo(new Blob([PNG]))).toBeUndefined();
    expect(await problemaDelArchivo(new Blob([DICOM]))).toBeUndefined();
    expect(await problemaDelArchivo(new Blob([texto('no soy una imagen')]))).toBe(
      'Tipo de archivo no admitido: solo PNG, JPEG, WebP o DICOM.',
    );
    // A JPEG whole but with no frame header: no browser draws it.
    expect(await problemaDelArchivo(new Blob([JPEG]))).toBe(
      'Tipo de archivo no admitido: solo PNG, JPEG, WebP o DICOM.',
    );
    const enorme = PNG.slice();
    new DataView(enorme.buffer).setUint32(16, 100_000);
    new DataView(enorme.buffer).setUint32(20, 100_000);
    expect(await problemaDelArchivo(new Blob([enorme]))).toBe(
      'La imagen es demasiado grande: 100.000 × 100.000 píxeles ocupan 38.147 MB al abrirla (máximo 256 MB).',
    );
    expect(await esArchivoAdmitido(new Blob([enorme]))).toBe(false);
  });
});

/** A JPEG: SOI, then `segmentos`, then SOF0 declaring `ancho` × `alto`, SOS and EOI. */
function jpegCon(segmentos: number[], ancho: number, alto: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([
    0xff,
    0xd8,
    ...segmentos,
    ...[0xff, 0xc0, 0, 11, 8, alto >> 8, alto & 0xff, ancho >> 8, ancho & 0xff, 1, 1, 0x11, 0],
    ...[0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0x12, 0x34],
    ...[0xff, 0xd9],
  ]);
}

/** An APPn segment of `bytes` bytes of data (a camera's EXIF with its thumbnail, an ICC profile). */
const app = (n: number, bytes: number) => [
  0xff,
  0xe0 + n,
  (bytes + 2) >> 8,
  (bytes + 2) & 0xff,
  ...new Array(bytes).fill(0x41),
];

/** Counts the reads, as a Blob's slices in the browser or a file handle on the server. */
function contandoLecturas(bytes: Uint8Array) {
  const lecturas: number[] = [];
  const leer: LeerBytes = async (desde, cuantos) => {
    lecturas.push(desde);
    return leerDeMemoria(bytes)(desde, cuantos);
  };
  return { leer, lecturas };
}

describe('medidasDeImagen: el tamaño que declara una imagen, sin descodificarla', () => {
  it('PNG por su cabecera IHDR', async () => {
    expect(await medidasDeImagen('image/png', leerDeMemoria(PNG))).toEqual({ ancho: 1, alto: 1 });
    const enorme = PNG.slice();
    new DataView(enorme.buffer).setUint32(16, 100_000);
    new DataView(enorme.buffer).setUint32(20, 100_000);
    expect(await medidasDeImagen('image/png', leerDeMemoria(enorme))).toEqual({
      ancho: 100_000,
      alto: 100_000,
    });
  });

  it('JPEG por su cabecera de imagen (SOF), aunque la precedan segmentos de 64 KB', async () => {
    expect(
      await medidasDeImagen('image/jpeg', leerDeMemoria(jpegCon(app(0, 14), 640, 480))),
    ).toEqual({
      ancho: 640,
      alto: 480,
    });
    // EXIF with a thumbnail and an ICC profile: the SOF is 130 KB in, beyond the bytes sniffed.
    const grande = jpegCon([...app(1, 65_000), ...app(2, 65_000)], 4000, 3000);
    const { leer, lecturas } = contandoLecturas(grande);
    expect(await medidasDeImagen('image/jpeg', leer)).toEqual({ ancho: 4000, alto: 3000 });
    expect(lecturas.length).toBeLessThanOrEqual(4);
    // Fill bytes and stray bytes between segments, which decoders skip.
    const relleno = jpegCon([...app(0, 14), 0x00, 0x12, 0xff, 0xff], 65_535, 65_535);
    expect(await medidasDeImagen('image/jpeg', leerDeMemoria(relleno))).toEqual({
      ancho: 65_535,
      alto: 65_535,
    });
  });

  it('JPEG sin cabecera de imagen antes de sus datos: sin medidas, no se puede dibujar', async () => {
    const sinSof = Uint8Array.from([0xff, 0xd8, ...app(0, 14), 0xff, 0xda, 0, 2, 0xff, 0xd9]);
    expect(await medidasDeImagen('image/jpeg', leerDeMemoria(sinSof))).toBeUndefined();
    expect(await medidasDeImagen('image/jpeg', leerDeMemoria(JPEG))).toBeUndefined();
    // A height of 0 (to be given later by a DNL marker, which browsers do not read).
    expect(await medidasDeImagen('image/jpeg', leerDeMemoria(jpegCon([], 640, 0)))).toBeUndefined();
  });

  it('WebP con pérdida (VP8), sin pérdida (VP8L) y extendido (VP8X)', async () => {
    const riff = (trozo: string, datos: number[]) =>
      Uint8Array.from([
        ...texto('RIFF'),
        0,
        0,
        0,
        0,
        ...texto(`WEBP${trozo}`),
        0,
        0,
        0,
        0,
        ...datos,
      ]);
    const vp8 = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]);
    expect(await medidasDeImagen('image/webp', leerDeMemoria(vp8))).toEqual({
      ancho: 640,
      alto: 480,
    });
    // 14 bits of width − 1 and 14 of height − 1: 16384 × 16384.
    const vp8l = riff('VP8L', [0x2f, 0xff, 0xff, 0xff, 0x0f]);
    expect(await medidasDeImagen('image/webp', leerDeMemoria(vp8l))).toEqual({
      ancho: 16_384,
      alto: 16_384,
    });
    const vp8x = riff('VP8X', [0x20, 0, 0, 0, 0x7f, 0, 0, 0x3f, 0, 0]);
    expect(await medidasDeImagen('image/webp', leerDeMemoria(vp8x))).toEqual({
      ancho: 128,
      alto: 64,
    });
  });
});

describe('problemaDeMedidas: hasta 256 MB al abrir la imagen', () => {
  it('8192 × 8192 cabe; 100000 × 100000 no, y lo dice', () => {
    expect(problemaDeMedidas({ ancho: 8192, alto: 8192 })).toBeUndefined();
    expect(problemaDeMedidas({ ancho: 8192, alto: 8193 })).toBe(
      'La imagen es demasiado grande: 8192 × 8193 píxeles ocupan 257 MB al abrirla (máximo 256 MB).',
    );
    expect(problemaDeMedidas({ ancho: 100_000, alto: 100_000 })).toBe(
      'La imagen es demasiado grande: 100.000 × 100.000 píxeles ocupan 38.147 MB al abrirla (máximo 256 MB).',
    );
  });
});

describe('los tamaños de un DICOM', () => {
  const ct = { filas: 512, columnas: 512, fotogramas: 1, muestras: 1, bitsAsignados: 16 };

  it('abierto: filas × columnas × fotogramas × muestras × bytes por muestra', () => {
    expect(bytesDicomAlAbrir(ct)).toBe(512 * 512 * 2);
    expect(bytesDicomAlAbrir({ ...ct, fotogramas: 512 })).toBe(256 * 1024 * 1024);
    expect(problemaDeTamanoDicom({ ...ct, fotogramas: 512 })).toBeUndefined();
    expect(problemaDeTamanoDicom({ ...ct, fotogramas: 513 })).toBe(
      'La imagen es demasiado grande: 512 × 512 píxeles × 513 fotogramas ocupan 257 MB al abrirla (máximo 256 MB).',
    );
  });

  it('sin comprimir: los bits empaquetados y YBR_FULL_422 con dos muestras por píxel', () => {
    expect(bytesDicomSinComprimir(ct)).toBe(512 * 512 * 2);
    expect(bytesDicomSinComprimir({ ...ct, bitsAsignados: 1 })).toBe((512 * 512) / 8);
    expect(bytesDicomSinComprimir({ ...ct, bitsAsignados: 1, filas: 3, columnas: 3 })).toBe(2);
    const color = { ...ct, filas: 100, columnas: 100, muestras: 3, bitsAsignados: 8 };
    expect(bytesDicomSinComprimir({ ...color, fotometrica: 'RGB' })).toBe(30_000);
    expect(bytesDicomSinComprimir({ ...color, fotometrica: 'YBR_FULL_422 ' })).toBe(20_000);
  });

  it('el mensaje de un DICOM dañado dice qué hacer', () => {
    expect(MENSAJE_DICOM_DANADO).toBe(
      'El archivo DICOM está dañado o incompleto: no se puede leer. Vuelve a exportarlo desde el equipo o el PACS.',
    );
  });
});
