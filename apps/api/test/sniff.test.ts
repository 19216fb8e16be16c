import { tipoPorContenido } from '@clinica/api-client/reglas';
import { describe, expect, it } from 'vitest';
import { demoRadiograph } from '../src/seed/png';
import { sniffType } from '../src/uploads/sniff';

const texto = (t: string) => new TextEncoder().encode(t);

/**
 * The screens refuse a fake image with the shared rule (`tipoPorContenido`) before sending it;
 * the server sniffs with file-type. They must agree, or a file passes the field and fails after
 * 'Confirmar' (or the other way round).
 */
describe('the field and the server recognise the same files', () => {
  const muestras: Record<string, Uint8Array> = {
    png: Uint8Array.from(demoRadiograph(1)),
    jpeg: Uint8Array.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...texto('JFIF\0'),
      ...new Array(200).fill(0),
    ]),
    webp: Uint8Array.from([
      ...texto('RIFF'),
      30,
      0,
      0,
      0,
      ...texto('WEBPVP8 '),
      ...new Array(18).fill(0),
    ]),
    dicom: Uint8Array.from([...new Array(128).fill(0), ...texto('DICM'), 2, 0, 0, 0]),
    texto: texto('no soy una imagen'),
    pdf: texto('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'),
    gif: texto('GIF89a\u0001\u0000\u0001\u0000'),
    vacio: new Uint8Array(),
  };
  for (const [nombre, bytes] of Object.entries(muestras)) {
    it(nombre, async () => {
      expect(tipoPorContenido(bytes)).toBe(await sniffType(bytes));
    });
  }
});
