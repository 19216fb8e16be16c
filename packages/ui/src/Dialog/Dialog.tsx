import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

type Content = ReactNode | ((actions: { close: () => void }) => ReactNode);

export interface DialogProps
  extends Omit<ModalOverlayProps, 'children' | 'className' | 'style' | 'isDismissable'> {
  /** The heading that names the dialog. */
  title: ReactNode;
  /** The content; a function receives `close`. */
  children: Content;
  /** Buttons under the content, e.g. 'Guardar y Salir'; a function receives `close`. */
  footer?: Content;
  /**
   * Accessible name and tooltip of the close button.
   * @default 'Cerrar'
   */
  closeLabel?: string;
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /**
   * Closes the dialog on a click outside it. Escape and the close button always close it.
   * @default true
   */
  isDismissable?: boolean;
}

/**
 * A modal dialog with a heading and a close button. Put it in a `DialogTrigger` next to the
 * button that opens it, or control it with `isOpen`/`onOpenChange`. Focus moves into it, Tab
 * stays inside, Escape closes it, and focus returns to what opened it.
 */
export function Dialog({
  title,
  children,
  footer,
  closeLabel = 'Cerrar',
  size = 'medium',
  isDismissable = true,
  ...props
}: DialogProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.modal({ size })}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.heading}>
                  {title}
                </Heading>
                <IconButton label={closeLabel} icon={<X size={20} />} onPress={close} />
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer && (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
