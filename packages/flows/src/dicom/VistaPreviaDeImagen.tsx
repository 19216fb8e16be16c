import { ImagePreview, type ImagePreviewProps, Spinner } from '@clinica/ui';
import { ImageOff } from 'lucide-react';
import * as styles from './Imagenes.css';
import { useVistaDeImagen } from './useVistaDeImagen';
import { VisorDicom } from './VisorDicom';

export interface MiniaturaDeImagenProps {
  /** El archivo elegido o descargado (PNG, JPEG, WebP o DICOM). */
  archivo: Blob & { name?: string };
}

/**
 * Una miniatura de la imagen, decorativa (su nombre va al lado); un DICOM se pinta igual que en
 * la vista previa.
 */
export function MiniaturaDeImagen({ archivo }: MiniaturaDeImagenProps) {
  const vista = useVistaDeImagen(archivo);
  if (vista.estado === 'lista')
    return <img src={vista.url} alt="" className={styles.miniatura} data-miniatura="" />;
  if (vista.estado === 'error')
    return <ImageOff size={20} aria-hidden="true" className={styles.miniatura} />;
  return <span aria-hidden="true" className={styles.miniatura} />;
}

export interface VistaPreviaDeImagenProps extends Omit<ImagePreviewProps, 'src' | 'file' | 'side'> {
  /** La imagen: un archivo elegido o descargado; un DICOM se pinta con sus píxeles. */
  archivo: (Blob & { name?: string }) | undefined;
  /** Lo que va al lado de la imagen (la nota del radiólogo, el texto del informe). */
  lado?: ImagePreviewProps['side'];
  /** @default 'Preparando la vista previa…' */
  cargandoTexto?: string;
}

/**
 * La ventana de una imagen (`ImagePreview` de @clinica/ui) que también sabe mostrar un DICOM, en
 * su visor (ventana, nivel e imágenes de un multifotograma): mientras lo prepara lo dice, y si no
 * puede, dice por qué en lugar de dejar un hueco vacío.
 */
export function VistaPreviaDeImagen({
  archivo,
  lado,
  cargandoTexto = 'Preparando la vista previa…',
  ...props
}: VistaPreviaDeImagenProps) {
  const vista = useVistaDeImagen(props.isOpen === false ? undefined : archivo);
  const aviso =
    vista.estado === 'cargando' ? (
      <p className={styles.aviso}>
        <Spinner size="small" label={cargandoTexto} showLabel />
      </p>
    ) : vista.estado === 'error' ? (
      <p role="alert" className={styles.aviso}>
        {vista.mensaje}
      </p>
    ) : null;
  return (
    <ImagePreview
      {...props}
      src={vista.estado === 'lista' ? vista.url : undefined}
      media={
        vista.estado === 'lista' && vista.dicom ? (
          <VisorDicom imagen={vista.dicom} alt={props.alt ?? `Imagen ${props.name}`} />
        ) : undefined
      }
      side={
        aviso || lado ? (
          <>
            {aviso}
            {lado}
          </>
        ) : undefined
      }
    />
  );
}
