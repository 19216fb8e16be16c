// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { esArchivoAdmitido, estaEntero, tipoPorContenido } from './contenido';

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
    expect(await esArchivoAdmitido(new Blob([JPEG]), ['image/png'])).toBe(false);
    expect(await esArchivoAdmitido(new Blob([JPEG]), ['image/png', 'image/jpeg'])).toBe(true);
  });
});
