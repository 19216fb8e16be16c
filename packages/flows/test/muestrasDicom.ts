/**
 * Rehace las muestras de test-fixtures/dicom que no salen de dcmtk (su README dice cómo se hizo
 * cada una):
 *
 *   npx tsx packages/flows/test/muestrasDicom.ts
 *
 * - Las tres HTJ2K: los píxeles de una muestra sin comprimir, comprimidos sin pérdida con el
 *   HTJ2KEncoder de OpenJPH que trae @cornerstonejs/codec-openjph, en un DICOM con la sintaxis
 *   de transferencia HTJ2K y el resto del conjunto de datos del original. Las pruebas comparan
 *   lo que se decodifica con los píxeles del original.
 * - El original sin comprimir del JPEG de 12 bits a medida (varios fotogramas, medidas que no
 *   son múltiplo de 8), que dcmcjpeg comprime después; se escribe en la carpeta temporal.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import dicomParser from 'dicom-parser';
import { dicomSintetico } from './dicom';

const CARPETA = path.resolve(import.meta.dirname, '../test-fixtures/dicom');

interface Htj2k {
  origen: string;
  destino: string;
  sintaxis: '1.2.840.10008.1.2.4.201' | '1.2.840.10008.1.2.4.202' | '1.2.840.10008.1.2.4.203';
  /** 0 LRCP, 2 RPCL (el orden que pide la sintaxis …202, con su marcador TLM). */
  orden: 0 | 2;
}

const HTJ2K: Htj2k[] = [
  {
    origen: 'CT_small.dcm',
    destino: 'CT_small_htj2k.dcm',
    sintaxis: '1.2.840.10008.1.2.4.201',
    orden: 0,
  },
  {
    origen: 'MR_small.dcm',
    destino: 'MR_small_htj2k_rpcl.dcm',
    sintaxis: '1.2.840.10008.1.2.4.202',
    orden: 2,
  },
  {
    origen: 'examples_rgb_color.dcm',
    destino: 'examples_rgb_color_htj2k.dcm',
    sintaxis: '1.2.840.10008.1.2.4.203',
    orden: 0,
  },
];

interface CodificadorHtj2k {
  getDecodedBuffer(info: {
    width: number;
    height: number;
    bitsPerSample: number;
    componentCount: number;
    isSigned: boolean;
    isUsingColorTransform: boolean;
  }): Uint8Array;
  setQuality(sinPerdida: boolean, paso: number): void;
  setProgressionOrder(orden: number): void;
  setTLMMarker(tlm: boolean): void;
  encode(): void;
  getEncodedBuffer(): Uint8Array;
  delete(): void;
}

const crearOpenJph = (await import('@cornerstonejs/codec-openjph/wasmjs')).default;
const openjph = (await crearOpenJph()) as unknown as {
  HTJ2KEncoder: new () => CodificadorHtj2k;
};

const VR_LARGO = new Set([
  'OB',
  'OD',
  'OF',
  'OL',
  'OV',
  'OW',
  'SQ',
  'SV',
  'UC',
  'UN',
  'UR',
  'UT',
  'UV',
]);

/** Un elemento little endian explícito. */
function elemento(etiqueta: number, vr: string, valor: Uint8Array): Uint8Array {
  const largo = VR_LARGO.has(vr);
  const cabecera = new Uint8Array(largo ? 12 : 8);
  const vista = new DataView(cabecera.buffer);
  vista.setUint16(0, etiqueta >>> 16, true);
  vista.setUint16(2, etiqueta & 0xffff, true);
  cabecera[4] = vr.charCodeAt(0);
  cabecera[5] = vr.charCodeAt(1);
  if (largo) vista.setUint32(8, valor.length, true);
  else vista.setUint16(6, valor.length, true);
  return unir([cabecera, valor]);
}

function unir(partes: Uint8Array[]): Uint8Array {
  const total = new Uint8Array(partes.reduce((s, p) => s + p.length, 0));
  let desde = 0;
  for (const parte of partes) {
    total.set(parte, desde);
    desde += parte.length;
  }
  return total;
}

/** Un texto DICOM de longitud par (los UI se rellenan con NUL, el resto con espacio). */
const texto = (s: string, relleno = ' ') =>
  new TextEncoder().encode(s.length % 2 === 0 ? s : s + relleno);

/** Un ítem de los píxeles encapsulados (FFFE,E000). */
function item(contenido: Uint8Array): Uint8Array {
  const par = contenido.length % 2 === 0 ? contenido : unir([contenido, new Uint8Array(1)]);
  const cabecera = new Uint8Array(8);
  const vista = new DataView(cabecera.buffer);
  vista.setUint16(0, 0xfffe, true);
  vista.setUint16(2, 0xe000, true);
  vista.setUint32(4, par.length, true);
  return unir([cabecera, par]);
}

function htj2k({ origen, destino, sintaxis, orden }: Htj2k): void {
  const bytes = new Uint8Array(readFileSync(path.join(CARPETA, origen)));
  const datos = dicomParser.parseDicom(bytes);
  if (datos.string('x00020010') !== '1.2.840.10008.1.2.1')
    throw new Error(`${origen}: se espera little endian explícito`);
  const pixeles = datos.elements.x7fe00010;
  if (!pixeles) throw new Error(`${origen}: sin píxeles`);
  const ancho = datos.uint16('x00280011') ?? 0;
  const alto = datos.uint16('x00280010') ?? 0;
  const muestras = datos.uint16('x00280002') ?? 1;
  const bits = datos.uint16('x00280100') ?? 16;
  if (datos.uint16('x00280006') === 1) throw new Error(`${origen}: color por planos`);

  const codificador = new openjph.HTJ2KEncoder();
  let codigo: Uint8Array;
  try {
    const entrada = codificador.getDecodedBuffer({
      width: ancho,
      height: alto,
      bitsPerSample: bits,
      componentCount: muestras,
      isSigned: datos.uint16('x00280103') === 1,
      // El color, con la transformada reversible (RCT): el DICOM dice YBR_RCT.
      isUsingColorTransform: muestras === 3,
    });
    entrada.set(bytes.subarray(pixeles.dataOffset, pixeles.dataOffset + entrada.length));
    codificador.setQuality(true, 0);
    codificador.setProgressionOrder(orden);
    codificador.setTLMMarker(orden === 2);
    codificador.encode();
    codigo = codificador.getEncodedBuffer().slice();
  } finally {
    codificador.delete();
  }

  // La cabecera de archivo (grupo 0002) con la nueva sintaxis de transferencia.
  const meta = Object.values(datos.elements)
    .filter((e) => e.tag.startsWith('x0002') && e.tag !== 'x00020000')
    .sort((a, b) => a.dataOffset - b.dataOffset)
    .map((e) => {
      const etiqueta = Number.parseInt(e.tag.slice(1), 16);
      const valor =
        e.tag === 'x00020010'
          ? texto(sintaxis, '\0')
          : bytes.subarray(e.dataOffset, e.dataOffset + e.length);
      return elemento(etiqueta, e.vr ?? 'UN', valor);
    });
  const cuerpoMeta = unir(meta);
  const longitudMeta = elemento(
    0x00020000,
    'UL',
    new Uint8Array(new Uint32Array([cuerpoMeta.length]).buffer),
  );

  // El conjunto de datos tal cual, elemento a elemento (cada uno hasta donde empieza el
  // siguiente), salvo la fotometría del color y los píxeles.
  const resto = Object.values(datos.elements)
    .filter((e) => !e.tag.startsWith('x0002'))
    .sort((a, b) => a.dataOffset - b.dataOffset);
  const inicio = (e: dicomParser.Element) => e.dataOffset - (VR_LARGO.has(e.vr ?? '') ? 12 : 8);
  const partes: Uint8Array[] = [];
  for (const [i, e] of resto.entries()) {
    if (e.tag === 'x7fe00010') break;
    const siguiente = resto[i + 1];
    const raw = bytes.subarray(inicio(e), siguiente ? inicio(siguiente) : e.dataOffset + e.length);
    if (e.tag === 'x00280004' && muestras === 3)
      partes.push(elemento(0x00280004, 'CS', texto('YBR_RCT')));
    else partes.push(raw);
  }
  const delimitador = new Uint8Array([0xfe, 0xff, 0xdd, 0xe0, 0, 0, 0, 0]);
  const cabeceraPixeles = new Uint8Array([
    0xe0, 0x7f, 0x10, 0x00, 0x4f, 0x42, 0, 0, 0xff, 0xff, 0xff, 0xff,
  ]);
  const archivo = unir([
    bytes.subarray(0, 132),
    longitudMeta,
    cuerpoMeta,
    ...partes,
    cabeceraPixeles,
    // Sin tabla de desplazamientos (un fotograma), y el código en un fragmento.
    item(new Uint8Array()),
    item(codigo),
    delimitador,
  ]);
  writeFileSync(path.join(CARPETA, destino), archivo);
  console.log(`${destino}: ${archivo.length} bytes (${origen}, ${sintaxis})`);
}

for (const muestra of HTJ2K) htj2k(muestra);

/** 3 fotogramas de 37 × 21, 12 bits almacenados: un degradado con un disco que se mueve. */
const sintetico = dicomSintetico({
  ancho: 37,
  alto: 21,
  fotogramas: 3,
  bits: 16,
  almacenados: 12,
  valor: (x, y, f) =>
    (x - 12 - f * 6) ** 2 + (y - 10) ** 2 < 36 ? 4000 : Math.round((x * 4095) / 36 / 2) + y * 20,
  ventana: { centro: 2048, anchura: 4096 },
});
const temporal = path.join(tmpdir(), 'sintetico_12bits.dcm');
writeFileSync(temporal, sintetico);
console.log(`${temporal}: el original del JPEG de 12 bits a medida (dcmcjpeg +ee)`);
