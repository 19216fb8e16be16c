/** Los textos del visor de imágenes y de su vista previa. */
import type { VentanaDicom } from './dicom';

export const TEXTOS_VISOR = {
  original: 'Original',
  anterior: 'Imagen anterior',
  siguiente: 'Imagen siguiente',
  imagenDe: (n: number, total: number) => `Imagen ${n} de ${total}`,
  ventana: (v: VentanaDicom) => `Ventana ${Math.round(v.anchura)} · Nivel ${Math.round(v.centro)}`,
  ayuda:
    'Arrastra sobre la imagen para cambiar la ventana (horizontal) y el nivel (vertical), o usa las flechas con la imagen seleccionada.',
  ajustes: 'Ajustes de ventana',
} as const;

export const MENSAJE_SIN_VISTA_PREVIA = 'No se puede mostrar la vista previa de esta imagen.';
