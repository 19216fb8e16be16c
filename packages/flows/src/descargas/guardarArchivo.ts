/** Has the browser save a blob as a file (a blob: URL, nothing leaves the clinic's origin). */
export function guardarArchivo(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.rel = 'noopener';
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  // The download has started; the URL is no longer needed once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The file's name the server gave in `Content-Disposition` (its ASCII `filename`, which it always
 * writes), or `porDefecto` when there is none.
 */
export function nombreDelAdjunto(respuesta: Response | undefined, porDefecto: string): string {
  const cabecera = respuesta?.headers.get('content-disposition') ?? '';
  const nombre = /filename="([^"]+)"/.exec(cabecera)?.[1];
  return nombre && !/[\\/]/.test(nombre) ? nombre : porDefecto;
}
