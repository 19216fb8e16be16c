/**
 * Files received by the mock operations that upload: read from the form, within the limits the
 * contract declares for the operation, typed by their content.
 */
import {
  leerDeMemoria,
  limitesDe,
  MENSAJE_TIPO_NO_ADMITIDO,
  medidasDeImagen,
  mensajeArchivoDemasiadoGrande,
  mensajeDemasiadosArchivos,
  type OperacionConSubida,
  problemaDeMedidas,
  tipoPorContenido as tipoDeReglas,
} from '../../reglas';
import type { TipoImagen } from '../../types';

/** The image type by content (magic bytes), never by name or declared type: the shared rule. */
export function tipoPorContenido(bytes: Uint8Array): TipoImagen | undefined {
  return tipoDeReglas(bytes);
}

export type Archivo = { nombre: string; tipo: TipoImagen; bytes: Uint8Array };
export type Subida = { archivos: Archivo[] } | { status: 400 | 413 | 415; message: string };

/** The files of a form field, at least `minimo`, refused as the server refuses them. */
export async function leerArchivos(
  operacion: OperacionConSubida,
  form: FormData,
  campo: string,
  minimo: number,
): Promise<Subida> {
  const limites = limitesDe(operacion);
  const partes = form.getAll(campo).filter((p): p is File => typeof p !== 'string');
  if (partes.length < minimo) {
    return { status: 400, message: 'Añade al menos una imagen.' };
  }
  if (partes.length > limites.maxFiles) {
    return { status: 413, message: mensajeDemasiadosArchivos(limites.maxFiles) };
  }
  const archivos: Archivo[] = [];
  for (const parte of partes) {
    if (parte.size > limites.maxFileBytes) {
      return { status: 413, message: mensajeArchivoDemasiadoGrande(limites.maxFileBytes) };
    }
    const bytes = new Uint8Array(await parte.arrayBuffer());
    const tipo = tipoPorContenido(bytes);
    if (!tipo || !limites.mediaTypes.includes(tipo)) {
      return { status: 415, message: MENSAJE_TIPO_NO_ADMITIDO };
    }
    // The size a PNG, JPEG or WebP declares, as the server checks it before anyone decodes it.
    if (tipo !== 'application/dicom') {
      const medidas = await medidasDeImagen(tipo, leerDeMemoria(bytes));
      if (!medidas) return { status: 415, message: MENSAJE_TIPO_NO_ADMITIDO };
      const demasiado = problemaDeMedidas(medidas);
      if (demasiado) return { status: 413, message: demasiado };
    }
    archivos.push({ nombre: (parte.name || 'imagen').slice(0, 255), tipo, bytes });
  }
  return { archivos };
}
