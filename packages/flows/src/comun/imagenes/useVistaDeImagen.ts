import { useEffect, useState } from 'react';

export type VistaDeImagen =
  | { estado: 'cargando' }
  | { estado: 'lista'; url: string }
  | { estado: 'error'; mensaje: string };

export const MENSAJE_SIN_VISTA_PREVIA = 'No se puede mostrar la vista previa de esta imagen.';

/**
 * La dirección que un `<img>` muestra de una imagen (un archivo elegido o descargado): la del
 * propio archivo si el navegador sabe pintarlo (PNG, JPEG, WebP) o, si es DICOM, la de sus
 * píxeles pasados a PNG (`dicom.ts`, cargado solo entonces). La dirección se libera al dejar de
 * mostrarla. Sirve al informe del radiólogo y a las imágenes que ve el paciente.
 */
export function useVistaDeImagen(archivo: (Blob & { name?: string }) | undefined): VistaDeImagen {
  const [vista, setVista] = useState<VistaDeImagen>({ estado: 'cargando' });
  useEffect(() => {
    if (!archivo) {
      setVista({ estado: 'cargando' });
      return;
    }
    let vigente = true;
    let url: string | undefined;
    setVista({ estado: 'cargando' });
    (async () => {
      const dicom = await import('./dicom');
      const pintable = (await dicom.esDicom(archivo)) ? await dicom.dicomComoPng(archivo) : archivo;
      if (!vigente) return;
      url = URL.createObjectURL(pintable);
      setVista({ estado: 'lista', url });
    })().catch((error: unknown) => {
      if (!vigente) return;
      const mensaje =
        error instanceof Error && error.message.startsWith('No se puede')
          ? error.message
          : MENSAJE_SIN_VISTA_PREVIA;
      setVista({ estado: 'error', mensaje });
    });
    return () => {
      vigente = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [archivo]);
  return vista;
}
