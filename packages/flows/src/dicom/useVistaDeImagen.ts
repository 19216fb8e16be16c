import { useEffect, useState } from 'react';
import type { ImagenDicom } from './dicom';
import { esDicom } from './marcaDicom';
import { MENSAJE_SIN_VISTA_PREVIA } from './texts';

export type VistaDeImagen =
  | { estado: 'cargando' }
  | {
      estado: 'lista';
      /** Lo que un `<img>` pinta: el archivo o, de un DICOM, su primera imagen en PNG. */
      url: string;
      /** Un DICOM decodificado, para el visor (ventana, nivel e imágenes). */
      dicom?: ImagenDicom;
    }
  | { estado: 'error'; mensaje: string };

/**
 * Lo que se muestra de una imagen (un archivo elegido o descargado): la dirección del propio
 * archivo si el navegador sabe pintarlo (PNG, JPEG, WebP) o, si es DICOM, el DICOM decodificado
 * (`decodificarDicom` de dicom.ts, cargado solo entonces) y su primera imagen en PNG para las
 * miniaturas. Un DICOM que no se puede pintar da su motivo. La dirección se libera al dejar de
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
      if (!(await esDicom(archivo))) {
        if (!vigente) return;
        url = URL.createObjectURL(archivo);
        setVista({ estado: 'lista', url });
        return;
      }
      const { decodificarDicom, rgbaComoPng } = await import('./dicom');
      const dicom = await decodificarDicom(new Uint8Array(await archivo.arrayBuffer()));
      if (!vigente) return;
      if ('motivo' in dicom) {
        setVista({ estado: 'error', mensaje: dicom.motivo });
        return;
      }
      const png = await rgbaComoPng(dicom.rgba, dicom.ancho, dicom.alto);
      if (!vigente) return;
      url = URL.createObjectURL(png);
      setVista({ estado: 'lista', url, dicom });
    })().catch(() => {
      if (vigente) setVista({ estado: 'error', mensaje: MENSAJE_SIN_VISTA_PREVIA });
    });
    return () => {
      vigente = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [archivo]);
  return vista;
}

export { MENSAJE_SIN_VISTA_PREVIA };
