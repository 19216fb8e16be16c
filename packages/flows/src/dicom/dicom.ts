/**
 * Decodificar un DICOM para verlo: la vista previa del radiólogo, el visor del paciente, las
 * miniaturas y las imágenes del PDF del informe salen todas de `decodificarDicom`.
 * `dicom-parser` (cornerstonejs, MIT) lee el conjunto de datos; los códecs (codecs.ts) y este
 * módulo se cargan con `import()` solo cuando se muestra un DICOM.
 *
 * Sintaxis de transferencia: little endian implícita y explícita, big endian explícita, deflate,
 * RLE, JPEG Baseline, JPEG Extended (8 y 12 bits), JPEG Lossless, JPEG-LS, JPEG 2000 y HTJ2K
 * (JPEG 2000 de alto rendimiento). Fotometría:
 * MONOCHROME1/2 (con la reescala y la ventana del archivo, o la de sus valores mínimo y máximo),
 * RGB, YBR_FULL, YBR_FULL_422, YBR_RCT/ICT y PALETTE COLOR; 1, 8, 16 y 32 bits; multifotograma.
 * Lo que no sabe pintar lo dice con su motivo (`{ motivo }`), nunca con una imagen equivocada.
 */
import { MENSAJE_DICOM_SIN_CABECERA, mensajeDicomSinImagen } from '@clinica/api-client/reglas';
import type { DataSet, Element } from 'dicom-parser';
import {
  type CodecWasm,
  type Decodificador,
  decodificadorJpegExtendido,
  decodificadorJpegSinPerdida,
  decodificadorWasm,
} from './codecs';
import { tieneMarcaDicom } from './marcaDicom';

export { esDicom, tieneMarcaDicom } from './marcaDicom';

/**
 * Vive con la decodificación, no en texts.ts: esta solo se carga al mostrar un DICOM, y su
 * mensaje con ella (la prueba del consumidor lo busca para saber si se cargó antes de tiempo).
 */
export const MENSAJE_DICOM_NO_ADMITIDO =
  'No se puede mostrar la vista previa de este DICOM: el archivo está dañado o incompleto.';

/** Una ventana de grises: centro (nivel) y anchura, en las unidades del archivo (UH en un TC). */
export interface VentanaDicom {
  centro: number;
  anchura: number;
}

/** Un DICOM decodificado: sus dimensiones, su primer fotograma en RGBA y cómo pintar otros. */
export interface ImagenDicom {
  ancho: number;
  alto: number;
  /** Cuántos fotogramas (imágenes) trae: 30 en un multifotograma de 30. */
  fotogramas: number;
  /** El primer fotograma en RGBA (4 bytes por píxel) con la ventana del archivo. */
  rgba: Uint8ClampedArray<ArrayBuffer>;
  /** Si es en escala de grises: solo entonces se ajustan ventana y nivel. */
  monocromo: boolean;
  /** La ventana del archivo (0028,1050/1051) o, si no trae, la de sus valores mínimo y máximo. */
  ventana?: VentanaDicom;
  /** La modalidad (0008,0060): 'CT', 'MR'… Los ajustes de ventana por tejido son de TC. */
  modalidad?: string;
  /** El fotograma `indice` (desde 0) en RGBA, con otra ventana si se da (solo monocromo). */
  pintar(indice: number, ventana?: VentanaDicom): Uint8ClampedArray<ArrayBuffer>;
  /** Los valores del fotograma `indice` tras la reescala (UH en un TC), de un monocromo. */
  valores(indice: number): Float64Array;
}

/** Lo que `decodificarDicom` devuelve cuando no sabe pintar el archivo, y por qué. */
export interface DicomSinVista {
  motivo: string;
}

export type ResultadoDicom = ImagenDicom | DicomSinVista;

const SINTAXIS = {
  implicita: '1.2.840.10008.1.2',
  explicita: '1.2.840.10008.1.2.1',
  deflate: '1.2.840.10008.1.2.1.99',
  bigEndian: '1.2.840.10008.1.2.2',
  rle: '1.2.840.10008.1.2.5',
  jpegBaseline: '1.2.840.10008.1.2.4.50',
  jpegExtendido: '1.2.840.10008.1.2.4.51',
  jpegSinPerdida: '1.2.840.10008.1.2.4.57',
  jpegSinPerdidaSv1: '1.2.840.10008.1.2.4.70',
  jpegLsSinPerdida: '1.2.840.10008.1.2.4.80',
  jpegLs: '1.2.840.10008.1.2.4.81',
  j2kSinPerdida: '1.2.840.10008.1.2.4.90',
  j2k: '1.2.840.10008.1.2.4.91',
  htj2kSinPerdida: '1.2.840.10008.1.2.4.201',
  htj2kSinPerdidaRpcl: '1.2.840.10008.1.2.4.202',
  htj2k: '1.2.840.10008.1.2.4.203',
} as const;

const NOMBRE_DE_SINTAXIS: Record<string, string> = {
  '1.2.840.10008.1.2.4.52': 'JPEG Extended (proceso 3 y 5)',
  '1.2.840.10008.1.2.4.53': 'JPEG con selección espectral',
  '1.2.840.10008.1.2.4.55': 'JPEG progresivo',
  '1.2.840.10008.1.2.4.92': 'JPEG 2000 multicomponente',
  '1.2.840.10008.1.2.4.93': 'JPEG 2000 multicomponente',
  '1.2.840.10008.1.2.4.94': 'JPIP',
  '1.2.840.10008.1.2.4.95': 'JPIP',
  '1.2.840.10008.1.2.4.110': 'JPEG XL',
  '1.2.840.10008.1.2.4.111': 'JPEG XL',
  '1.2.840.10008.1.2.4.112': 'JPEG XL',
};

const motivo = (texto: string): DicomSinVista => ({ motivo: texto });
const sinVista = (detalle: string) =>
  motivo(`No se puede mostrar la vista previa de este DICOM: ${detalle}`);

/** Lo que falla al leer un archivo y se dice tal cual a quien lo mira. */
class SinVista extends Error {}

/**
 * Decodifica un archivo DICOM Part 10. Carga solo el códec que su sintaxis necesita; después,
 * `pintar` y `valores` son síncronos (la ventana se mueve sin esperas).
 */
export async function decodificarDicom(bytes: Uint8Array): Promise<ResultadoDicom> {
  if (!tieneMarcaDicom(bytes)) return motivo(MENSAJE_DICOM_SIN_CABECERA);
  try {
    const parser = await cargarParser();
    let datos: DataSet;
    try {
      datos = await leerConjunto(parser, bytes);
    } catch {
      return motivo(MENSAJE_DICOM_NO_ADMITIDO);
    }
    return await decodificarConjunto(parser, datos);
  } catch (error) {
    if (error instanceof SinVista) return sinVista(error.message);
    return motivo(MENSAJE_DICOM_NO_ADMITIDO);
  }
}

type Parser = typeof import('dicom-parser');

async function cargarParser(): Promise<Parser> {
  const modulo = await import('dicom-parser');
  // Empaquetado como UMD: según el empaquetador llega como módulo o como su `default`.
  return (modulo as unknown as { default?: Parser }).default ?? modulo;
}

/** Lee el conjunto de datos; uno con deflate se descomprime antes (DecompressionStream). */
async function leerConjunto(parser: Parser, bytes: Uint8Array): Promise<DataSet> {
  const meta = parser.readPart10Header(bytes);
  if (meta.string('x00020010')?.replace(/\0/g, '').trim() !== SINTAXIS.deflate)
    return parser.parseDicom(bytes);
  const finDeMeta = 132 + 12 + (meta.uint32('x00020000') ?? 0);
  const flujo = new Blob([bytes.slice(finDeMeta)])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  const inflado = new Uint8Array(await new Response(flujo).arrayBuffer());
  const completo = new Uint8Array(finDeMeta + inflado.length);
  completo.set(bytes.subarray(0, finDeMeta));
  completo.set(inflado, finDeMeta);
  return parser.parseDicom(bytes, { inflater: () => completo });
}

/** El primer valor de un atributo: del conjunto, de sus grupos funcionales compartidos o del
 * primer fotograma (los multifotograma 'Enhanced' lo guardan ahí). */
function buscar<T>(
  datos: DataSet,
  secuencia: string,
  leer: (conjunto: DataSet) => T | undefined,
): T | undefined {
  const directo = leer(datos);
  if (directo !== undefined) return directo;
  for (const grupos of ['x52009229', 'x52009230']) {
    const item = datos.elements[grupos]?.items?.[0]?.dataSet;
    const dentro = item?.elements[secuencia]?.items?.[0]?.dataSet;
    const valor = dentro ? leer(dentro) : undefined;
    if (valor !== undefined) return valor;
  }
  return undefined;
}

interface Geometria {
  ancho: number;
  alto: number;
  muestras: number;
  bitsAsignados: number;
  bitsAlmacenados: number;
  conSigno: boolean;
  fotometria: string;
  planar: boolean;
  fotogramas: number;
  flotante: 0 | 32 | 64;
}

async function decodificarConjunto(parser: Parser, datos: DataSet): Promise<ResultadoDicom> {
  const sintaxis = (datos.string('x00020010') ?? SINTAXIS.implicita).replace(/\0/g, '').trim();
  const elemento: Element | undefined =
    datos.elements.x7fe00010 ?? datos.elements.x7fe00008 ?? datos.elements.x7fe00009;
  if (!elemento)
    return motivo(
      mensajeDicomSinImagen(
        datos.string('x00080016') ?? datos.string('x00020002'),
        datos.string('x00080060'),
      ),
    );
  const flotante =
    elemento.tag === 'x7fe00008' ? 32 : elemento.tag === 'x7fe00009' ? 64 : (0 as const);
  const g: Geometria = {
    alto: datos.uint16('x00280010') ?? 0,
    ancho: datos.uint16('x00280011') ?? 0,
    muestras: datos.uint16('x00280002') ?? 1,
    bitsAsignados: flotante || (datos.uint16('x00280100') ?? 16),
    bitsAlmacenados: flotante || (datos.uint16('x00280101') ?? datos.uint16('x00280100') ?? 16),
    conSigno: datos.uint16('x00280103') === 1,
    fotometria: (datos.string('x00280004') ?? 'MONOCHROME2').trim().toUpperCase(),
    planar: datos.uint16('x00280006') === 1,
    fotogramas: Math.max(1, datos.intString('x00280008') ?? 1),
    flotante,
  };
  if (g.ancho === 0 || g.alto === 0) return motivo(MENSAJE_DICOM_NO_ADMITIDO);
  // libjpeg-turbo, OpenJPEG y OpenJPH devuelven ya RGB cuando el archivo guarda YBR
  // (YBR_FULL_422, YBR_ICT, YBR_RCT): no se convierte otra vez.
  const codecConvierte: string[] = [
    SINTAXIS.jpegBaseline,
    SINTAXIS.jpegExtendido,
    SINTAXIS.j2kSinPerdida,
    SINTAXIS.j2k,
    SINTAXIS.htj2kSinPerdida,
    SINTAXIS.htj2kSinPerdidaRpcl,
    SINTAXIS.htj2k,
  ];
  if (g.muestras === 3 && codecConvierte.includes(sintaxis)) g.fotometria = 'RGB';
  if (![1, 8, 16, 32, 64].includes(g.bitsAsignados))
    throw new SinVista(`sus píxeles son de ${g.bitsAsignados} bits, un tamaño que no se admite.`);
  if (g.muestras !== 1 && g.muestras !== 3)
    throw new SinVista(`trae ${g.muestras} muestras por píxel.`);

  const leerFotograma = await lectorDeFotogramas(parser, datos, elemento, sintaxis, g);
  const monocromo = g.fotometria.startsWith('MONOCHROME');
  const paleta = g.fotometria === 'PALETTE COLOR' ? leerPaleta(datos) : undefined;
  if (
    !monocromo &&
    !paleta &&
    ![
      'RGB',
      'YBR_FULL',
      'YBR_FULL_422',
      'YBR_RCT',
      'YBR_ICT',
      'YBR_PARTIAL_422',
      'YBR_PARTIAL_420',
    ].includes(g.fotometria)
  )
    throw new SinVista(`su fotometría (${g.fotometria}) no se admite.`);

  const pendiente = buscar(datos, 'x00289145', (d) => d.floatString('x00281053')) ?? 1;
  const interseccion = buscar(datos, 'x00289145', (d) => d.floatString('x00281052')) ?? 0;

  const cache = new Map<number, Float64Array>();
  const valores = (indice: number): Float64Array => {
    const i = Math.min(Math.max(0, Math.trunc(indice)), g.fotogramas - 1);
    let v = cache.get(i);
    if (!v) {
      v = leerFotograma(i);
      if (monocromo)
        for (let k = 0; k < v.length; k++) v[k] = (v[k] ?? 0) * pendiente + interseccion;
      if (cache.size > 4) cache.delete(cache.keys().next().value as number);
      cache.set(i, v);
    }
    return v;
  };

  let ventana: VentanaDicom | undefined;
  if (monocromo) {
    const centro = buscar(datos, 'x00289132', (d) => d.floatString('x00281050'));
    const anchura = buscar(datos, 'x00289132', (d) => d.floatString('x00281051'));
    ventana =
      centro !== undefined && anchura !== undefined && anchura >= 1
        ? { centro, anchura }
        : ventanaDeValores(valores(0));
  }

  const pintar = (indice: number, otra?: VentanaDicom): Uint8ClampedArray<ArrayBuffer> => {
    const v = valores(indice);
    if (monocromo)
      return pintarGris(v, otra ?? ventana ?? ventanaDeValores(v), g.fotometria === 'MONOCHROME1');
    if (paleta) return pintarPaleta(v, paleta);
    return pintarColor(v, g);
  };

  return {
    ancho: g.ancho,
    alto: g.alto,
    fotogramas: g.fotogramas,
    monocromo,
    ventana,
    modalidad: datos.string('x00080060')?.trim() || undefined,
    rgba: pintar(0),
    pintar,
    valores,
  };
}

/**
 * La ventana que abarca los valores del fotograma: el mínimo sale negro y el máximo blanco
 * (con la fórmula lineal de DICOM, PS3.3 C.11.2.1.2).
 */
export function ventanaDeValores(valores: ArrayLike<number>): VentanaDicom {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < valores.length; i++) {
    const v = valores[i] ?? 0;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (!Number.isFinite(min)) return { centro: 0.5, anchura: 1 };
  return { centro: (min + max) / 2, anchura: Math.max(1, max - min) };
}

/** La función lineal de la ventana de DICOM (PS3.3 C.11.2.1.2.1), de 0 a 255. */
export function aplicarVentana(valor: number, { centro, anchura }: VentanaDicom): number {
  if (anchura <= 1) return valor <= centro - 0.5 ? 0 : 255;
  const bajo = centro - 0.5 - (anchura - 1) / 2;
  const alto = centro - 0.5 + (anchura - 1) / 2;
  if (valor <= bajo) return 0;
  if (valor > alto) return 255;
  // Truncado, como dcmtk: el mismo gris que el visor de referencia.
  return Math.floor(((valor - (centro - 0.5)) / (anchura - 1) + 0.5) * 255);
}

function pintarGris(
  valores: Float64Array,
  ventana: VentanaDicom,
  invertir: boolean,
): Uint8ClampedArray<ArrayBuffer> {
  const rgba = new Uint8ClampedArray(valores.length * 4);
  for (let i = 0; i < valores.length; i++) {
    const gris = aplicarVentana(valores[i] ?? 0, ventana);
    const pintado = invertir ? 255 - gris : gris;
    rgba[i * 4] = pintado;
    rgba[i * 4 + 1] = pintado;
    rgba[i * 4 + 2] = pintado;
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/** Valores RGB (o YBR, que aquí se convierte) de 3 muestras por píxel a RGBA de 8 bits. */
function pintarColor(valores: Float64Array, g: Geometria): Uint8ClampedArray<ArrayBuffer> {
  const pixeles = valores.length / 3;
  const rgba = new Uint8ClampedArray(pixeles * 4);
  const desplazar = g.bitsAlmacenados > 8 ? 2 ** (g.bitsAlmacenados - 8) : 1;
  // La conversión de YBR ya la hace el códec de JPEG y el de JPEG 2000 (yaRgb en la lectura).
  const ybr = g.fotometria === 'YBR_FULL' || g.fotometria === 'YBR_FULL_422';
  const parcial = g.fotometria.startsWith('YBR_PARTIAL');
  for (let i = 0; i < pixeles; i++) {
    const a = (valores[i * 3] ?? 0) / desplazar;
    const b = (valores[i * 3 + 1] ?? 0) / desplazar;
    const c = (valores[i * 3 + 2] ?? 0) / desplazar;
    if (ybr) {
      rgba[i * 4] = Math.round(a + 1.402 * (c - 128));
      rgba[i * 4 + 1] = Math.round(a - 0.344136 * (b - 128) - 0.714136 * (c - 128));
      rgba[i * 4 + 2] = Math.round(a + 1.772 * (b - 128));
    } else if (parcial) {
      const y = 1.164383 * (a - 16);
      rgba[i * 4] = Math.round(y + 1.596027 * (c - 128));
      rgba[i * 4 + 1] = Math.round(y - 0.391762 * (b - 128) - 0.812968 * (c - 128));
      rgba[i * 4 + 2] = Math.round(y + 2.017232 * (b - 128));
    } else {
      rgba[i * 4] = a;
      rgba[i * 4 + 1] = b;
      rgba[i * 4 + 2] = c;
    }
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

interface Paleta {
  primero: number;
  rojo: Uint8Array;
  verde: Uint8Array;
  azul: Uint8Array;
}

/** Las tablas de PALETTE COLOR (0028,1101–1103 y 1201–1203). */
function leerPaleta(datos: DataSet): Paleta {
  const tabla = (descriptor: string, valores: string): [number, Uint8Array] => {
    const entradas = datos.uint16(descriptor, 0) || 65536;
    const primero =
      datos.elements[descriptor]?.vr === 'SS'
        ? (datos.int16(descriptor, 1) ?? 0)
        : (datos.uint16(descriptor, 1) ?? 0);
    const bits = datos.uint16(descriptor, 2) ?? 16;
    const elemento = datos.elements[valores];
    if (!elemento) throw new SinVista('es de color por paleta pero no trae la paleta.');
    const salida = new Uint8Array(entradas);
    const empaquetada = bits === 8 && elemento.length === entradas;
    for (let i = 0; i < entradas; i++) {
      if (empaquetada) salida[i] = datos.byteArray[elemento.dataOffset + i] ?? 0;
      else {
        const palabra = datos.uint16(valores, i) ?? 0;
        salida[i] = bits === 16 ? palabra >> 8 : palabra & 0xff;
      }
    }
    return [primero, salida];
  };
  const [primero, rojo] = tabla('x00281101', 'x00281201');
  const [, verde] = tabla('x00281102', 'x00281202');
  const [, azul] = tabla('x00281103', 'x00281203');
  return { primero, rojo, verde, azul };
}

function pintarPaleta(indices: Float64Array, p: Paleta): Uint8ClampedArray<ArrayBuffer> {
  const rgba = new Uint8ClampedArray(indices.length * 4);
  const ultimo = p.rojo.length - 1;
  for (let i = 0; i < indices.length; i++) {
    const k = Math.min(Math.max(0, (indices[i] ?? 0) - p.primero), ultimo);
    rgba[i * 4] = p.rojo[k] ?? 0;
    rgba[i * 4 + 1] = p.verde[k] ?? 0;
    rgba[i * 4 + 2] = p.azul[k] ?? 0;
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/**
 * Cómo leer cada fotograma: sus valores almacenados, ya con el signo y los bits del archivo,
 * entrelazados por píxel si es en color (y ya en RGB si el códec convirtió el YBR).
 */
async function lectorDeFotogramas(
  parser: Parser,
  datos: DataSet,
  elemento: Element,
  sintaxis: string,
  g: Geometria,
): Promise<(indice: number) => Float64Array> {
  const pixeles = g.ancho * g.alto;
  const nativo =
    sintaxis === SINTAXIS.implicita ||
    sintaxis === SINTAXIS.explicita ||
    sintaxis === SINTAXIS.deflate ||
    sintaxis === SINTAXIS.bigEndian;
  if (nativo) {
    if (elemento.encapsulatedPixelData) throw new SinVista('sus píxeles están mal empaquetados.');
    const granEndian = sintaxis === SINTAXIS.bigEndian;
    const submuestreado = g.fotometria === 'YBR_FULL_422' || g.fotometria === 'YBR_PARTIAL_422';
    const bitsPorFotograma = submuestreado
      ? pixeles * 2 * g.bitsAsignados
      : pixeles * g.muestras * g.bitsAsignados;
    const disponibles = elemento.length * 8;
    if (bitsPorFotograma * g.fotogramas > disponibles + 8 * (g.bitsAsignados === 1 ? 1 : 0))
      throw new SinVista('le faltan píxeles: el archivo está cortado.');
    return (indice) => {
      const inicioEnBits = indice * bitsPorFotograma;
      if (g.bitsAsignados === 1)
        return unBit(datos.byteArray, elemento.dataOffset, inicioEnBits, pixeles);
      const desde = datos.byteArray.byteOffset + elemento.dataOffset + inicioEnBits / 8;
      const vista = new DataView(datos.byteArray.buffer, desde, bitsPorFotograma / 8);
      if (submuestreado) return de422(vista, pixeles);
      const crudos = leerMuestras(vista, pixeles * g.muestras, g, !granEndian);
      return g.planar && g.muestras === 3 ? desplanar(crudos, pixeles) : crudos;
    };
  }

  const comprimido = (indice: number): Uint8Array => {
    if (!elemento.encapsulatedPixelData)
      throw new SinVista('sus píxeles no están comprimidos como dice.');
    if (g.fotogramas === 1)
      return parser.readEncapsulatedPixelDataFromFragments(
        datos,
        elemento,
        0,
        elemento.fragments?.length,
      );
    if (elemento.basicOffsetTable?.length)
      return parser.readEncapsulatedImageFrame(datos, elemento, indice);
    if (g.fotogramas === elemento.fragments?.length)
      return parser.readEncapsulatedPixelDataFromFragments(datos, elemento, indice, 1);
    const tabla = parser.createJPEGBasicOffsetTable(datos, elemento);
    return parser.readEncapsulatedImageFrame(datos, elemento, indice, tabla);
  };

  if (sintaxis === SINTAXIS.rle) {
    return (indice) => {
      const bytes = deRle(comprimido(indice), pixeles, g.muestras, g.bitsAsignados / 8);
      return leerMuestras(new DataView(bytes.buffer), pixeles * g.muestras, g, true);
    };
  }

  if (sintaxis === SINTAXIS.jpegSinPerdida || sintaxis === SINTAXIS.jpegSinPerdidaSv1) {
    const decodificar = await decodificadorJpegSinPerdida(g.bitsAsignados);
    return (indice) => {
      let bytes: Uint8Array;
      try {
        bytes = decodificar(comprimido(indice));
      } catch {
        throw new SinVista('no se ha podido descomprimir su imagen; puede que esté dañada.');
      }
      return leerMuestras(new DataView(bytes.buffer), pixeles * g.muestras, g, true);
    };
  }

  let codec: CodecWasm | 'jpeg12' | undefined;
  if (sintaxis === SINTAXIS.jpegBaseline || sintaxis === SINTAXIS.jpegExtendido) {
    // El códec de libjpeg-turbo es de 8 bits: los de 12 (proceso 4), con el nuestro, que es
    // de escala de grises (no hay JPEG de 12 bits en color en la radiología).
    if (g.bitsAlmacenados > 8 && g.muestras !== 1)
      throw new SinVista(
        `es un JPEG Extended de ${g.bitsAlmacenados} bits en color, un formato que todavía no se admite.`,
      );
    codec = g.bitsAlmacenados > 8 ? 'jpeg12' : 'jpeg';
  } else if (sintaxis === SINTAXIS.jpegLsSinPerdida || sintaxis === SINTAXIS.jpegLs)
    codec = 'jpegls';
  else if (sintaxis === SINTAXIS.j2kSinPerdida || sintaxis === SINTAXIS.j2k) codec = 'j2k';
  else if (
    sintaxis === SINTAXIS.htj2kSinPerdida ||
    sintaxis === SINTAXIS.htj2kSinPerdidaRpcl ||
    sintaxis === SINTAXIS.htj2k
  )
    codec = 'htj2k';
  if (!codec) {
    const nombre = NOMBRE_DE_SINTAXIS[sintaxis];
    if (/^1\.2\.840\.10008\.1\.2\.4\.10[0-9]|^1\.2\.840\.10008\.1\.2\.4\.10/.test(sintaxis))
      throw new SinVista('es un vídeo, no una imagen fija.');
    throw new SinVista(
      nombre
        ? `está comprimido en ${nombre}, un formato que todavía no se admite.`
        : `está comprimido en un formato que no se conoce (${sintaxis}).`,
    );
  }
  let decodificar: Decodificador;
  try {
    decodificar =
      codec === 'jpeg12' ? await decodificadorJpegExtendido() : await decodificadorWasm(codec);
  } catch {
    throw new SinVista('no se ha podido cargar su descompresor. Vuelve a intentarlo.');
  }
  return (indice) => {
    let fotograma: ReturnType<Decodificador>;
    try {
      fotograma = decodificar(comprimido(indice));
    } catch {
      throw new SinVista('no se ha podido descomprimir su imagen; puede que esté dañada.');
    }
    if (
      fotograma.ancho !== g.ancho ||
      fotograma.alto !== g.alto ||
      fotograma.componentes !== g.muestras
    )
      throw new SinVista('su imagen comprimida no coincide con lo que dice su cabecera.');
    const bytes = fotograma.bytes;
    const porMuestra = fotograma.bitsPorMuestra > 8 ? 16 : 8;
    return leerMuestras(
      new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      pixeles * g.muestras,
      { ...g, bitsAsignados: porMuestra },
      true,
    );
  };
}

/** Muestras enteras (o flotantes) de una vista, con los bits almacenados y el signo del archivo. */
function leerMuestras(
  vista: DataView,
  cuantas: number,
  g: Pick<Geometria, 'bitsAsignados' | 'bitsAlmacenados' | 'conSigno' | 'flotante'>,
  littleEndian: boolean,
): Float64Array {
  const salida = new Float64Array(cuantas);
  const bytes = g.bitsAsignados / 8;
  const n = Math.min(cuantas, Math.floor(vista.byteLength / bytes));
  const almacenados = Math.min(g.bitsAlmacenados, g.bitsAsignados);
  const mascara = almacenados >= 32 ? 0 : 2 ** almacenados;
  const signo = mascara / 2;
  for (let i = 0; i < n; i++) {
    if (g.flotante === 32) {
      salida[i] = vista.getFloat32(i * 4, littleEndian);
      continue;
    }
    if (g.flotante === 64) {
      salida[i] = vista.getFloat64(i * 8, littleEndian);
      continue;
    }
    let v =
      bytes === 1
        ? vista.getUint8(i)
        : bytes === 2
          ? vista.getUint16(i * 2, littleEndian)
          : vista.getUint32(i * 4, littleEndian);
    if (mascara === 0) v = g.conSigno ? v | 0 : v;
    else {
      v %= mascara;
      if (g.conSigno && v >= signo) v -= mascara;
    }
    salida[i] = v;
  }
  return salida;
}

/** 1 bit por píxel, el primero en el bit menos significativo (PS3.5 8.1.1). */
function unBit(bytes: Uint8Array, inicio: number, desdeBit: number, pixeles: number): Float64Array {
  const salida = new Float64Array(pixeles);
  for (let i = 0; i < pixeles; i++) {
    const bit = desdeBit + i;
    salida[i] = ((bytes[inicio + (bit >> 3)] ?? 0) >> (bit & 7)) & 1;
  }
  return salida;
}

/** YBR_FULL_422 sin comprimir: Y1 Y2 Cb Cr por cada dos píxeles, a Y Cb Cr por píxel. */
function de422(vista: DataView, pixeles: number): Float64Array {
  const salida = new Float64Array(pixeles * 3);
  for (let par = 0; par < pixeles / 2; par++) {
    const cb = vista.getUint8(par * 4 + 2);
    const cr = vista.getUint8(par * 4 + 3);
    for (let k = 0; k < 2; k++) {
      const i = par * 2 + k;
      salida[i * 3] = vista.getUint8(par * 4 + k);
      salida[i * 3 + 1] = cb;
      salida[i * 3 + 2] = cr;
    }
  }
  return salida;
}

/** De color por planos (RRR…GGG…BBB…) a entrelazado. */
function desplanar(planos: Float64Array, pixeles: number): Float64Array {
  const salida = new Float64Array(planos.length);
  for (let c = 0; c < 3; c++)
    for (let i = 0; i < pixeles; i++) salida[i * 3 + c] = planos[c * pixeles + i] ?? 0;
  return salida;
}

/**
 * RLE de DICOM (PS3.5 anexo G): una cabecera de 16 enteros (segmentos y sus posiciones) y un
 * segmento PackBits por cada byte de cada muestra, el más significativo primero. Devuelve las
 * muestras entrelazadas en little endian.
 */
export function deRle(
  fotograma: Uint8Array,
  pixeles: number,
  muestras: number,
  bytesPorMuestra: number,
): Uint8Array<ArrayBuffer> {
  const cabecera = new DataView(fotograma.buffer, fotograma.byteOffset, 64);
  const segmentos = cabecera.getUint32(0, true);
  if (segmentos !== muestras * bytesPorMuestra)
    throw new SinVista('su compresión RLE no coincide con lo que dice su cabecera.');
  const salida = new Uint8Array(pixeles * muestras * bytesPorMuestra);
  for (let s = 0; s < segmentos; s++) {
    const desde = cabecera.getUint32(4 + s * 4, true);
    const hasta = s + 1 < segmentos ? cabecera.getUint32(8 + s * 4, true) : fotograma.length;
    const muestra = Math.floor(s / bytesPorMuestra);
    // El segmento 0 de cada muestra lleva su byte más significativo.
    const byte = bytesPorMuestra - 1 - (s % bytesPorMuestra);
    const paso = muestras * bytesPorMuestra;
    let destino = muestra * bytesPorMuestra + byte;
    let i = desde;
    let escritos = 0;
    while (i < hasta && escritos < pixeles) {
      const n = ((fotograma[i++] ?? 0) << 24) >> 24;
      if (n >= 0) {
        for (let k = 0; k <= n && escritos < pixeles; k++) {
          salida[destino] = fotograma[i++] ?? 0;
          destino += paso;
          escritos++;
        }
      } else if (n !== -128) {
        const valor = fotograma[i++] ?? 0;
        for (let k = 0; k < 1 - n && escritos < pixeles; k++) {
          salida[destino] = valor;
          destino += paso;
          escritos++;
        }
      }
    }
  }
  return salida;
}

/** El DICOM pintado como PNG (su primer fotograma, con la ventana del archivo), o su motivo. */
export async function dicomComoPng(archivo: Blob): Promise<Blob> {
  const resultado = await decodificarDicom(new Uint8Array(await archivo.arrayBuffer()));
  if ('motivo' in resultado) throw new Error(resultado.motivo);
  return rgbaComoPng(resultado.rgba, resultado.ancho, resultado.alto);
}

/** Unos píxeles RGBA en PNG, con un lienzo del navegador. */
export function rgbaComoPng(
  rgba: Uint8ClampedArray<ArrayBuffer>,
  ancho: number,
  alto: number,
): Promise<Blob> {
  const lienzo = document.createElement('canvas');
  lienzo.width = ancho;
  lienzo.height = alto;
  const contexto = lienzo.getContext('2d');
  if (!contexto) return Promise.reject(new Error(MENSAJE_DICOM_NO_ADMITIDO));
  contexto.putImageData(new ImageData(rgba, ancho, alto), 0, 0);
  return new Promise((resolve, reject) =>
    lienzo.toBlob(
      (png) => (png ? resolve(png) : reject(new Error(MENSAJE_DICOM_NO_ADMITIDO))),
      'image/png',
    ),
  );
}
