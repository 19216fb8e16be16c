// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodificarJpegExtendido } from './jpegExtendido';

const CARPETA = path.resolve(import.meta.dirname, '../../test-fixtures/dicom');
const leer = (nombre: string) => new Uint8Array(readFileSync(path.join(CARPETA, nombre)));

/** Los grises de un PGM binario (P5) de 8 bits, como lo escribe djpeg. */
function pgm(bytes: Uint8Array): { ancho: number; alto: number; grises: Uint8Array } {
  const cabecera = new TextDecoder('latin1').decode(bytes.subarray(0, 32));
  const [, ancho, alto, maximo] = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(cabecera) ?? [];
  if (maximo !== '255') throw new Error('se espera un PGM de 8 bits');
  const grises = bytes.subarray(bytes.length - Number(ancho) * Number(alto));
  return { ancho: Number(ancho), alto: Number(alto), grises };
}

describe('decodificarJpegExtendido', () => {
  it('un JPEG con marcadores de reinicio cada 5 bloques da los grises de djpeg, ±1', () => {
    const jpeg = leer('CT_small_restart.jpg');
    const referencia = pgm(leer('CT_small_restart_djpeg.pgm'));
    const fotograma = decodificarJpegExtendido(jpeg);
    expect(fotograma).toMatchObject({
      ancho: referencia.ancho,
      alto: referencia.alto,
      bitsPorMuestra: 8,
      componentes: 1,
    });
    let mayor = 0;
    for (let i = 0; i < referencia.grises.length; i++)
      mayor = Math.max(mayor, Math.abs((fotograma.bytes[i] ?? 0) - (referencia.grises[i] ?? 0)));
    expect(mayor).toBeLessThanOrEqual(1);
  });

  it('falla si falta un marcador de reinicio, en lugar de dar una imagen corrida', () => {
    const jpeg = leer('CT_small_restart.jpg').slice();
    const rst = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xd3);
    // El RST3 pasa a ser un marcador APP0 sin longitud: ya no es un RSTn.
    jpeg[rst + 1] = 0xe0;
    expect(() => decodificarJpegExtendido(jpeg)).toThrow(/RST/);
  });

  it('un JPEG cortado dice que está dañado en lugar de dar media imagen', () => {
    const jpeg = leer('CT_small_restart.jpg');
    expect(() => decodificarJpegExtendido(jpeg.subarray(0, jpeg.length / 2))).toThrow(/JPEG/);
    // Sin el EOI y los últimos bytes del último intervalo, también.
    expect(() => decodificarJpegExtendido(jpeg.subarray(0, jpeg.length - 6))).toThrow(
      /se acaban antes que la imagen/,
    );
  });

  it('rechaza lo que no es un JPEG secuencial de un componente', () => {
    expect(() => decodificarJpegExtendido(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toThrow(/SOI/);
    const color = leer('CT_small_restart.jpg').slice();
    const sof = color.findIndex((b, i) => b === 0xff && color[i + 1] === 0xc0);
    // Nf (el número de componentes del SOF0) de 1 a 3.
    color[sof + 9] = 3;
    expect(() => decodificarJpegExtendido(color)).toThrow(/un componente/);
  });
});
