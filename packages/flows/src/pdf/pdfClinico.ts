/**
 * El PDF de un diagnóstico o de un informe (docs/decisiones.md (13)), hecho en el navegador con la
 * maqueta de `@clinica/api-client/pdf` (la misma que usa el servidor al exportar los datos de un
 * paciente). Aquí solo lo que pide un navegador: las imágenes llegan como archivos y se dan a la
 * maqueta en PNG o JPEG, un DICOM pintado con la decodificación de su vista previa y lo demás
 * (WebP) con el lienzo del navegador. pdf-lib se carga con `import()` solo cuando se pide un PDF.
 */

import {
  CLINICA_POR_DEFECTO,
  crearPdf,
  type DatosPdf,
  type FilaPdf,
  formatoDibujable,
  type ImagenEnPdf,
  imagenNoDibujada,
  MARGEN_PDF,
  nombreDeArchivoPdf,
} from '@clinica/api-client/pdf';
import { guardarArchivo } from '../descargas/guardarArchivo';
import { ZONA_HORARIA_CLINICA } from '../validacion/fecha';

export { CLINICA_POR_DEFECTO, type FilaPdf, imagenNoDibujada, MARGEN_PDF, nombreDeArchivoPdf };

/** Una imagen de la prueba, dibujada en el PDF del informe (docs/decisiones.md (13)). */
export interface ImagenPdf {
  /** El nombre del archivo, sobre la imagen. */
  nombre: string;
  /** El archivo: PNG o JPEG se dibujan tal cual; un DICOM, con la decodificación de su vista previa. */
  archivo: Blob;
  /** La nota del radiólogo, bajo el nombre. */
  nota?: string | null;
}

/** Los datos del PDF, con las imágenes como archivos del navegador. */
export type DatosPdfClinico = DatosPdf<ImagenPdf>;

export interface OpcionesPdf {
  /**
   * Pinta un DICOM en un PNG. @default `dicomComoPng` de dicom/ (la de la vista previa),
   * cargada solo si hay un DICOM.
   */
  dicomAPng?: (archivo: Blob) => Promise<Blob>;
  /**
   * Pinta en PNG una imagen que el PDF no admite tal cual (WebP). @default con el lienzo del
   * navegador; sin él, la imagen se nombra en una línea.
   */
  aPng?: (archivo: Blob) => Promise<Blob>;
}

/** Con el lienzo del navegador: cualquier imagen que el navegador lea, en PNG. */
async function aPngConLienzo(archivo: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') {
    throw new Error('Sin lienzo para pintar la imagen.');
  }
  const mapa = await createImageBitmap(archivo);
  const lienzo = document.createElement('canvas');
  lienzo.width = mapa.width;
  lienzo.height = mapa.height;
  lienzo.getContext('2d')?.drawImage(mapa, 0, 0);
  return new Promise((resolve, reject) =>
    lienzo.toBlob((png) => (png ? resolve(png) : reject(new Error('Sin PNG.'))), 'image/png'),
  );
}

async function dicomAPngPorDefecto(archivo: Blob): Promise<Blob> {
  const { dicomComoPng } = await import('../dicom/dicom');
  return dicomComoPng(archivo);
}

/**
 * Los bytes que la maqueta puede dibujar (PNG o JPEG), o ninguno: la imagen se nombra en su
 * lugar. Ni PNG ni JPEG: un DICOM por la decodificación de la vista previa (que rechaza cualquier
 * otra cosa) y, si no, la lectura del propio navegador (WebP).
 */
async function bytesDibujables(
  archivo: Blob,
  opciones: OpcionesPdf,
): Promise<Uint8Array | undefined> {
  try {
    const bytes = new Uint8Array(await archivo.arrayBuffer());
    if (formatoDibujable(bytes)) return bytes;
    const png = await (opciones.dicomAPng ?? dicomAPngPorDefecto)(archivo).catch(() =>
      (opciones.aPng ?? aPngConLienzo)(archivo),
    );
    return new Uint8Array(await png.arrayBuffer());
  } catch {
    return undefined;
  }
}

/** Crea el PDF y da sus bytes. */
export async function crearPdfClinico(
  datos: DatosPdfClinico,
  opciones: OpcionesPdf = {},
): Promise<Uint8Array> {
  const imagenes = datos.imagenes
    ? await Promise.all(
        datos.imagenes.map(
          async (imagen): Promise<ImagenEnPdf> => ({
            nombre: imagen.nombre,
            nota: imagen.nota,
            bytes: await bytesDibujables(imagen.archivo, opciones),
          }),
        ),
      )
    : undefined;
  return crearPdf(
    { ...datos, ...(imagenes ? { imagenes } : {}) },
    { zonaHoraria: ZONA_HORARIA_CLINICA },
  );
}

/** Hace que el navegador descargue los bytes como un archivo PDF. */
export function descargarPdf(bytes: Uint8Array, nombreArchivo: string): void {
  guardarArchivo(
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    nombreArchivo,
  );
}
