/**
 * La vista previa de un archivo DICOM: sus píxeles pintados en un PNG que un `<img>` muestra.
 * `dicom-parser` (cornerstonejs, MIT) lee el archivo; se carga con `import()` solo cuando se
 * muestra un DICOM, así nadie lo descarga si no lo necesita.
 *
 * Se pintan imágenes sin comprimir (sintaxis de transferencia little endian implícita o
 * explícita), en escala de grises (MONOCHROME1/2) o RGB, con la ventana del archivo
 * (0028,1050/1051) o, si no trae, la de sus valores mínimo y máximo.
 */
import type { DataSet } from 'dicom-parser';

export const MENSAJE_DICOM_NO_ADMITIDO =
  'No se puede mostrar la vista previa de este DICOM (está comprimido o no trae imagen).';

const SIN_COMPRIMIR = new Set(['1.2.840.10008.1.2', '1.2.840.10008.1.2.1']);

/** Si un archivo es DICOM: por su tipo, su extensión o la marca 'DICM' del byte 128. */
export async function esDicom(archivo: Blob & { name?: string }): Promise<boolean> {
  if (archivo.type === 'application/dicom') return true;
  if (/\.(dcm|dicom)$/i.test(archivo.name ?? '')) return true;
  if (archivo.type.startsWith('image/')) return false;
  const marca = new Uint8Array(await archivo.slice(128, 132).arrayBuffer());
  return String.fromCharCode(...marca) === 'DICM';
}

interface Pixeles {
  ancho: number;
  alto: number;
  /** RGBA, 4 bytes por píxel. */
  rgba: Uint8ClampedArray<ArrayBuffer>;
}

/** Lee los píxeles de un DICOM sin comprimir y los pasa a RGBA de 8 bits. */
export function pixelesDeDicom(datos: DataSet): Pixeles {
  const sintaxis = datos.string('x00020010') ?? '1.2.840.10008.1.2';
  const elemento = datos.elements.x7fe00010;
  const alto = datos.uint16('x00280010') ?? 0;
  const ancho = datos.uint16('x00280011') ?? 0;
  if (!SIN_COMPRIMIR.has(sintaxis) || !elemento || alto === 0 || ancho === 0)
    throw new Error(MENSAJE_DICOM_NO_ADMITIDO);
  const bits = datos.uint16('x00280100') ?? 16;
  const muestras = datos.uint16('x00280002') ?? 1;
  const conSigno = datos.uint16('x00280103') === 1;
  const fotometria = (datos.string('x00280004') ?? 'MONOCHROME2').trim();
  const pendiente = datos.floatString('x00281053') ?? 1;
  const interseccion = datos.floatString('x00281052') ?? 0;
  const bytes = datos.byteArray;
  const inicio = bytes.byteOffset + elemento.dataOffset;
  const total = ancho * alto;
  const rgba = new Uint8ClampedArray(total * 4);

  if (muestras === 3 && bits === 8) {
    for (let i = 0; i < total; i++) {
      rgba.set(bytes.subarray(elemento.dataOffset + i * 3, elemento.dataOffset + i * 3 + 3), i * 4);
      rgba[i * 4 + 3] = 255;
    }
    return { ancho, alto, rgba };
  }
  if (muestras !== 1 || (bits !== 8 && bits !== 16)) throw new Error(MENSAJE_DICOM_NO_ADMITIDO);

  const vista = new DataView(bytes.buffer, inicio, Math.min(elemento.length, total * (bits / 8)));
  const valor = (i: number) => {
    const crudo =
      bits === 8
        ? conSigno
          ? vista.getInt8(i)
          : vista.getUint8(i)
        : conSigno
          ? vista.getInt16(i * 2, true)
          : vista.getUint16(i * 2, true);
    return crudo * pendiente + interseccion;
  };
  const leidos = Math.min(total, vista.byteLength / (bits / 8));
  let centro = datos.floatString('x00281050');
  let anchura = datos.floatString('x00281051');
  if (centro === undefined || anchura === undefined || anchura <= 0) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < leidos; i++) {
      const v = valor(i);
      if (v < min) min = v;
      if (v > max) max = v;
    }
    centro = (min + max) / 2;
    anchura = Math.max(1, max - min);
  }
  const bajo = centro - anchura / 2;
  const invertir = fotometria === 'MONOCHROME1';
  for (let i = 0; i < leidos; i++) {
    const gris = Math.round(((valor(i) - bajo) / anchura) * 255);
    const pintado = invertir ? 255 - gris : gris;
    rgba[i * 4] = pintado;
    rgba[i * 4 + 1] = pintado;
    rgba[i * 4 + 2] = pintado;
    rgba[i * 4 + 3] = 255;
  }
  return { ancho, alto, rgba };
}

/** El DICOM pintado como PNG, para un `<img>` (su vista previa). */
export async function dicomComoPng(archivo: Blob): Promise<Blob> {
  const modulo = await import('dicom-parser');
  // Empaquetado como UMD: según el empaquetador llega como módulo o como su `default`.
  const parser = (modulo as unknown as { default?: typeof modulo }).default ?? modulo;
  const datos = parser.parseDicom(new Uint8Array(await archivo.arrayBuffer()));
  const { ancho, alto, rgba } = pixelesDeDicom(datos);
  const lienzo = document.createElement('canvas');
  lienzo.width = ancho;
  lienzo.height = alto;
  const contexto = lienzo.getContext('2d');
  if (!contexto) throw new Error(MENSAJE_DICOM_NO_ADMITIDO);
  contexto.putImageData(new ImageData(rgba, ancho, alto), 0, 0);
  return new Promise((resolve, reject) =>
    lienzo.toBlob(
      (png) => (png ? resolve(png) : reject(new Error(MENSAJE_DICOM_NO_ADMITIDO))),
      'image/png',
    ),
  );
}
