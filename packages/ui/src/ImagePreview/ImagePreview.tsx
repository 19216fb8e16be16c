import { X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { overlay } from '../Dialog/Dialog.css';
import { IconButton } from '../IconButton';
import * as styles from './ImagePreview.css';

export interface ImagePreviewProps {
  /** The image's name, shown as the dialog's title, e.g. 'radiografia.png'. */
  name: string;
  /** Address of the image (a URL, data URL or object URL). */
  src?: string;
  /** The chosen file itself: an object URL is made while the dialog shows it and released after. */
  file?: Blob;
  /**
   * Text alternative of the image.
   * @default `Imagen ${name}`
   */
  alt?: string;
  /** Content beside the image, e.g. a note editor for this image. */
  side?: ReactNode;
  /**
   * What the figure shows instead of an `<img>` of `src`/`file`: e.g. a viewer that draws the
   * image on a canvas with its own controls. It carries its own text alternative.
   */
  media?: ReactNode;
  /**
   * Actions under the image, e.g. 'Guardar y Salir'. A function receives `close`.
   */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Whether it is open (controlled). Inside a `DialogTrigger` leave it out. */
  isOpen?: boolean;
  /** Called when it opens or closes (close button, Escape, a click outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Whether a click outside closes it.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Accessible name of the close button.
   * @default 'Cerrar'
   */
  closeLabel?: string;
  className?: string;
}

/** An object URL for a file, made while it is shown and revoked afterwards. */
function useObjectUrl(file: Blob | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * A modal dialog showing one image under its name, with a close button, an optional side
 * panel (a per-image note) and footer actions. Focus stays inside while it is open and goes
 * back to the button that opened it.
 */
export function ImagePreview({
  name,
  src,
  file,
  alt,
  side,
  media,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  closeLabel = 'Cerrar',
  className,
}: ImagePreviewProps) {
  const objectUrl = useObjectUrl(file);
  const shown = src ?? objectUrl;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={overlay}
    >
      <Modal className={[styles.modal, className].filter(Boolean).join(' ')}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {name}
                </Heading>
                <IconButton slot="close" label={closeLabel} icon={<X size={20} />} />
              </div>
              <div className={styles.body} data-has-side={side ? '' : undefined}>
                <figure className={styles.figure}>
                  {media ??
                    (shown && (
                      <img src={shown} alt={alt ?? `Imagen ${name}`} className={styles.image} />
                    ))}
                </figure>
                {side && <div className={styles.side}>{side}</div>}
              </div>
              {footer && (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer(close) : footer}
                </div>
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
