// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MENSAJE_DICOM_SIN_CABECERA } from '@clinica/api-client/reglas';
import { describe, expect, it } from 'vitest';
import { dicomDePrueba, dicomSintetico } from '../../test/dicom';
import { aplicarVentana, decodificarDicom, esDicom, type ImagenDicom } from './dicom';

const CARPETA = path.resolve(import.meta.dirname, '../../test-fixtures/dicom');
const leer = (nombre: string) => new Uint8Array(readFileSync(path.join(CARPETA, nombre)));

interface Referencia {
  ancho: number;
  alto: number;
  paso: number;
  rgb?: number[];
  valores?: number[];
  suma?: number;
  min?: number;
  max?: number;
}
/** Lo que dcmtk y OpenJPEG pintan de cada muestra (test-fixtures/dicom/README.md). */
const REFERENCIAS = JSON.parse(
  readFileSync(path.join(CARPETA, 'referencias.json'), 'utf8'),
) as Record<string, Referencia>;

async function imagen(nombre: string | Uint8Array): Promise<ImagenDicom> {
  const resultado = await decodificarDicom(typeof nombre === 'string' ? leer(nombre) : nombre);
  if ('motivo' in resultado) throw new Error(resultado.motivo);
  return resultado;
}

async function motivoDe(bytes: Uint8Array): Promise<string> {
  const resultado = await decodificarDicom(bytes);
  if (!('motivo' in resultado)) throw new Error('se ha pintado');
  return resultado.motivo;
}

/** La mayor diferencia entre lo pintado y lo que pinta dcmtk, en las muestras de referencia. */
function diferenciaConDcmtk(nombre: string, rgba: Uint8ClampedArray): number {
  const ref = REFERENCIAS[nombre];
  if (!ref?.rgb) throw new Error(`sin referencia para ${nombre}`);
  let mayor = 0;
  for (let k = 0; k * 3 < ref.rgb.length; k++) {
    const p = k * ref.paso;
    for (let c = 0; c < 3; c++)
      mayor = Math.max(mayor, Math.abs((rgba[p * 4 + c] ?? -999) - (ref.rgb[k * 3 + c] ?? 0)));
    if (rgba[p * 4 + 3] !== 255) return 999;
  }
  return mayor;
}

describe('decodificarDicom con los archivos de muestra', () => {
  it('lee los valores almacenados de MR_small como dcmdump', async () => {
    const mr = await imagen('MR_small.dcm');
    expect([mr.ancho, mr.alto, mr.fotogramas, mr.monocromo]).toEqual([64, 64, 1, true]);
    // dcmdump: PixelData 0389\03fb\04cb\04eb\02f9\0194\027f\0392…, suma 2125338 (de 127 a 2145).
    const valores = mr.valores(0);
    expect(Array.from(valores.slice(0, 8))).toEqual([905, 1019, 1227, 1259, 761, 404, 639, 914]);
    expect(valores.reduce((s, v) => s + v, 0)).toBe(2125338);
    expect(mr.ventana).toEqual({ centro: 600, anchura: 1600 });
  });

  it.each([
    'MR_small_implicit.dcm',
    'MR_small_RLE.dcm',
    'MR_small_jpegls.dcm',
    'MR_small_jpeg_lossless.dcm',
  ])('%s da los mismos píxeles que MR_small sin comprimir', async (nombre) => {
    const original = await imagen('MR_small.dcm');
    const copia = await imagen(nombre);
    expect(Array.from(copia.valores(0))).toEqual(Array.from(original.valores(0)));
    expect(diferenciaConDcmtk(nombre, copia.rgba)).toBe(0);
  });

  it.each([
    ['MR_small.dcm', 0],
    ['CT_small.dcm', 1],
    ['ExplVR_BigEnd.dcm', 0],
    ['SC_ybr_full_422_uncompressed.dcm', 1],
    ['examples_rgb_color.dcm', 0],
    ['liver_1frame.dcm', 0],
    // libjpeg-turbo (WebAssembly) da los mismos píxeles que el decodificador IJG de dcmtk.
    ['SC_rgb_jpeg_dcmtk.dcm', 0],
  ])('%s se pinta como lo pinta dcmtk (diferencia ≤ %i)', async (nombre, tolerancia) => {
    const dicom = await imagen(nombre);
    const ref = REFERENCIAS[nombre];
    expect([dicom.ancho, dicom.alto]).toEqual([ref?.ancho, ref?.alto]);
    expect(diferenciaConDcmtk(nombre, dicom.rgba)).toBeLessThanOrEqual(tolerancia);
  });

  it('CT_small: la reescala da unidades Hounsfield', async () => {
    const ct = await imagen('CT_small.dcm');
    // dcmdump: el primer valor almacenado es 0x00af (175); intercepto −1024.
    expect(ct.valores(0)[0]).toBe(175 - 1024);
    expect(ct.modalidad).toBe('CT');
  });

  it('JPEG2000.dcm da los valores que da OpenJPEG (opj_decompress)', async () => {
    const j2k = await imagen('JPEG2000.dcm');
    const ref = REFERENCIAS['JPEG2000.dcm'] as Referencia;
    expect([j2k.ancho, j2k.alto]).toEqual([ref.ancho, ref.alto]);
    const valores = j2k.valores(0);
    expect(valores.reduce((s, v) => s + v, 0)).toBe(ref.suma);
    expect(valores.reduce((m, v) => Math.min(m, v))).toBe(ref.min);
    expect(valores.reduce((m, v) => Math.max(m, v))).toBe(ref.max);
    const muestras = (ref.valores ?? []).map((_, k) => valores[k * ref.paso]);
    expect(muestras).toEqual(ref.valores);
    // Sin ventana en el archivo: la de sus valores, el mínimo negro y el máximo blanco.
    const posMax = valores.indexOf(ref.max ?? 0);
    expect(j2k.rgba[posMax * 4]).toBe(255);
    expect(j2k.rgba[valores.indexOf(ref.min ?? 0) * 4]).toBe(0);
  });

  it('el segmento de 1 bit se pinta en blanco y negro', async () => {
    const seg = await imagen('liver_1frame.dcm');
    const valores = seg.valores(0);
    expect(new Set(valores)).toEqual(new Set([0, 1]));
    const blancos = valores.reduce((s, v) => s + v, 0);
    expect(blancos).toBeGreaterThan(0);
  });

  it('dice por qué no pinta un plan de radioterapia o un archivo sin cabecera', async () => {
    expect(await motivoDe(leer('rtplan.dcm'))).toBe(
      'Este DICOM no es una imagen: es un plan de radioterapia. Solo se pueden subir imágenes de la prueba.',
    );
    expect(await motivoDe(leer('no_meta.dcm'))).toBe(MENSAJE_DICOM_SIN_CABECERA);
  });

  it.each([
    ['MR_small_jpeg_extended12.dcm', 1],
    ['CT_small_jpeg_extended12.dcm', 1],
    ['sintetico_jpeg_extended12.dcm', 3],
  ])(
    '%s (JPEG Extended de 12 bits) da los valores que da dcmdjpeg en sus %i fotogramas, ±1',
    async (nombre, fotogramas) => {
      const jpeg = await imagen(nombre);
      const dcmdjpeg = await imagen(nombre.replace('.dcm', '_dcmdjpeg.dcm'));
      expect([jpeg.ancho, jpeg.alto, jpeg.fotogramas]).toEqual([
        dcmdjpeg.ancho,
        dcmdjpeg.alto,
        fotogramas,
      ]);
      for (let f = 0; f < fotogramas; f++) {
        const valores = jpeg.valores(f);
        const referencia = dcmdjpeg.valores(f);
        expect(valores.length).toBe(dcmdjpeg.ancho * dcmdjpeg.alto);
        // La DCT inversa de IJG es de enteros; la nuestra, de coma flotante: a lo sumo 1 de 4096.
        let mayor = 0;
        let distintos = 0;
        for (let i = 0; i < valores.length; i++) {
          const d = Math.abs((valores[i] ?? 0) - (referencia[i] ?? 0));
          mayor = Math.max(mayor, d);
          if (d > 0) distintos++;
        }
        expect(mayor).toBeLessThanOrEqual(1);
        expect(distintos).toBeLessThan(valores.length / 10);
      }
    },
  );

  it('CT_small en JPEG de 12 bits: la reescala de dcmcjpeg da las mismas UH que el original', async () => {
    const original = await imagen('CT_small.dcm');
    const jpeg = await imagen('CT_small_jpeg_extended12.dcm');
    expect(jpeg.modalidad).toBe('CT');
    // Con pérdida (calidad 90): cerca del original, no igual.
    const a = original.valores(0);
    const b = jpeg.valores(0);
    let suma = 0;
    for (let i = 0; i < a.length; i++) suma += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    expect(suma / a.length).toBeLessThan(10);
  });

  it.each([
    ['CT_small_htj2k.dcm', 'CT_small.dcm'],
    ['MR_small_htj2k_rpcl.dcm', 'MR_small.dcm'],
    ['examples_rgb_color_htj2k.dcm', 'examples_rgb_color.dcm'],
  ])('%s (HTJ2K, sin pérdida) da los mismos píxeles que %s', async (nombre, origen) => {
    const htj2k = await imagen(nombre);
    const original = await imagen(origen);
    expect([htj2k.ancho, htj2k.alto, htj2k.monocromo]).toEqual([
      original.ancho,
      original.alto,
      original.monocromo,
    ]);
    expect(Array.from(htj2k.valores(0))).toEqual(Array.from(original.valores(0)));
    expect(Array.from(htj2k.rgba)).toEqual(Array.from(original.rgba));
  });

  it('un JPEG Extended de 12 bits en color dice que no se admite, en español', async () => {
    const bytes = leer('MR_small_jpeg_extended12.dcm');
    // SamplesPerPixel (0028,0002) de 1 a 3: el mismo archivo, que dice ser de color.
    const datos = bytes.slice();
    const vista = new DataView(datos.buffer);
    for (let i = 132; i < datos.length - 10; i++)
      if (vista.getUint32(i, true) === 0x00020028 && vista.getUint16(i + 4) === 0x5553) {
        vista.setUint16(i + 8, 3, true);
        break;
      }
    expect(await motivoDe(datos)).toBe(
      'No se puede mostrar la vista previa de este DICOM: es un JPEG Extended de 12 bits en color, un formato que todavía no se admite.',
    );
  });

  it('un JPEG de 12 bits dañado dice que no se ha podido descomprimir', async () => {
    const datos = leer('MR_small_jpeg_extended12.dcm').slice();
    // El SOF1 (FF C1) pasa a SOF3 (sin pérdida): otro proceso, que el decodificador rechaza.
    const sof = datos.findIndex((b, i) => b === 0xff && datos[i + 1] === 0xc1);
    datos[sof + 1] = 0xc3;
    expect(await motivoDe(datos)).toMatch(/no se ha podido descomprimir su imagen/);
  });
});

describe('decodificarDicom con archivos a medida', () => {
  it('un multifotograma: cada fotograma con sus valores', async () => {
    const bytes = dicomSintetico({
      ancho: 4,
      alto: 3,
      fotogramas: 30,
      bits: 16,
      valor: (x, y, f) => f * 100 + y * 4 + x,
      ventana: { centro: 1500, anchura: 3000 },
    });
    const cine = await imagen(bytes);
    expect(cine.fotogramas).toBe(30);
    expect(Array.from(cine.valores(2))).toEqual(Array.from({ length: 12 }, (_, i) => 200 + i));
    expect(cine.valores(29)[11]).toBe(2911);
    // Con la ventana del archivo el fotograma 30 es más claro que el 1.
    expect(cine.pintar(29)[0]).toBeGreaterThan(cine.pintar(0)[0] ?? 255);
  });

  it('PALETTE COLOR: cada índice con su color de la paleta', async () => {
    const rojo = Array.from({ length: 256 }, (_, i) => i * 256);
    const verde = Array.from({ length: 256 }, (_, i) => (255 - i) * 256);
    const azul = Array.from({ length: 256 }, () => 0x8000);
    const bytes = dicomSintetico({
      ancho: 2,
      alto: 2,
      bits: 8,
      fotometria: 'PALETTE COLOR',
      valor: (x, y) => [0, 10, 200, 255][y * 2 + x] ?? 0,
      paleta: { rojo, verde, azul },
    });
    const dicom = await imagen(bytes);
    expect(dicom.monocromo).toBe(false);
    expect(Array.from(dicom.rgba)).toEqual([
      0, 255, 128, 255, 10, 245, 128, 255, 200, 55, 128, 255, 255, 0, 128, 255,
    ]);
  });

  it('32 bits (una matriz de dosis) y 1 bit, con sus valores exactos', async () => {
    const dosis = await imagen(
      dicomSintetico({ ancho: 3, alto: 1, bits: 32, valor: (x) => [0, 70000, 140000][x] ?? 0 }),
    );
    expect(Array.from(dosis.valores(0))).toEqual([0, 70000, 140000]);
    expect([dosis.rgba[0], dosis.rgba[4], dosis.rgba[8]]).toEqual([0, 127, 255]);
    const mascara = await imagen(
      dicomSintetico({
        ancho: 5,
        alto: 2,
        fotogramas: 3,
        bits: 1,
        valor: (x, _y, f) => (x + f) % 2,
      }),
    );
    expect(Array.from(mascara.valores(1))).toEqual([1, 0, 1, 0, 1, 1, 0, 1, 0, 1]);
  });

  it('MONOCHROME1 se pinta invertido', async () => {
    const valor = (x: number) => x * 100;
    const m1 = await imagen(
      dicomSintetico({ ancho: 2, alto: 1, bits: 16, fotometria: 'MONOCHROME1', valor }),
    );
    expect([m1.rgba[0], m1.rgba[4]]).toEqual([255, 0]);
  });

  it('un electrocardiograma o un informe estructurado dicen lo que son', async () => {
    const ecg = dicomSintetico({
      ancho: 1,
      alto: 1,
      bits: 8,
      valor: () => 0,
      sinImagen: true,
      claseSop: '1.2.840.10008.5.1.4.1.1.9.1.1',
      modalidad: 'ECG',
    });
    expect(await motivoDe(ecg)).toMatch(/es un electrocardiograma\./);
    const sr = dicomSintetico({
      ancho: 1,
      alto: 1,
      bits: 8,
      valor: () => 0,
      sinImagen: true,
      modalidad: 'SR',
    });
    expect(await motivoDe(sr)).toMatch(/es un informe estructurado\./);
  });

  it('un DICOM cortado o dañado lo dice', async () => {
    expect(await motivoDe(new Uint8Array(200))).toBe(MENSAJE_DICOM_SIN_CABECERA);
    const entero = dicomDePrueba(16, 16);
    expect(await motivoDe(entero.slice(0, entero.length - 100))).toMatch(/No se puede mostrar/);
  });
});

describe('ventana y nivel', () => {
  it('la función lineal de DICOM: pulmón (W1500/L−600) en un TC', () => {
    const pulmon = { centro: -600, anchura: 1500 };
    expect(aplicarVentana(-1400, pulmon)).toBe(0);
    // ((−600 − (−600 − 0,5)) / 1499 + 0,5) × 255 = 127,58: truncado, como dcmtk.
    expect(aplicarVentana(-600, pulmon)).toBe(127);
    expect(aplicarVentana(200, pulmon)).toBe(255);
  });
});

describe('esDicom', () => {
  it('reconoce un DICOM por su marca aunque no traiga tipo ni extensión', async () => {
    const bytes = leer('MR_small.dcm');
    expect(await esDicom(new File([bytes], 'MR_small', { type: '' }))).toBe(true);
    expect(await esDicom(new File([bytes], 'IM0001', { type: 'application/octet-stream' }))).toBe(
      true,
    );
    expect(await esDicom(new File([new Uint8Array(200)], 'foto.png', { type: 'image/png' }))).toBe(
      false,
    );
    expect(await esDicom(new File([new Uint8Array(200)], 'notas', { type: '' }))).toBe(false);
  });
});
