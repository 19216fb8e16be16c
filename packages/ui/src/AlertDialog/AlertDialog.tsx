import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useContext, useState } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  OverlayTriggerStateContext,
} from 'react-aria-components';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import * as styles from './AlertDialog.css';

export interface AlertDialogProps {
  /** The question, e.g. '¿Estás seguro que deseas cancelar el proceso?'. */
  title: string;
  /** More detail under the title. */
  children?: ReactNode;
  /**
   * Text of the confirming button.
   * @default 'Confirmar'
   */
  confirmLabel?: string;
  /**
   * Text of the button that keeps things as they are.
   * @default 'Cancelar'
   */
  cancelLabel?: string;
  /**
   * `destructive` marks an action that deletes or cancels something: a red confirm button, a
   * warning icon, and focus starts on the cancel button.
   * @default 'default'
   */
  variant?: 'default' | 'destructive';
  /**
   * Runs on confirm. While a returned promise is pending the confirm button shows 'Cargando…'
   * and the dialog cannot be closed; it closes when the promise resolves.
   */
  onConfirm: () => void | Promise<void>;
  /**
   * Called when `onConfirm` rejects; the dialog stays open so the user can try again.
   * Without it the error is thrown on.
   */
  onConfirmError?: (error: unknown) => void;
  /** Called when the user declines: the cancel button or Escape. */
  onCancel?: () => void;
  /** Whether it is open (controlled). Inside a `DialogTrigger` the trigger controls it. */
  isOpen?: boolean;
  /** Whether it is open at first (uncontrolled). */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A modal question with a confirm/cancel pair, announced as an `alertdialog`. Put it in a
 * `DialogTrigger` next to the button that opens it, or control it with `isOpen`.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  variant = 'default',
  onConfirm,
  onConfirmError,
  onCancel,
  isOpen,
  defaultOpen,
  onOpenChange,
}: AlertDialogProps) {
  // The open state is held here rather than by ModalOverlay so that every way of closing
  // (cancel button, Escape) can be told apart from a confirmation and reported as onCancel.
  const trigger = useContext(OverlayTriggerStateContext);
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const byTrigger = isOpen === undefined && defaultOpen === undefined && trigger !== null;
  const open = isOpen ?? (byTrigger ? trigger.isOpen : ownOpen);
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) {
      if (byTrigger) trigger.setOpen(next);
      else setOwnOpen(next);
    }
    onOpenChange?.(next);
  };

  const [isPending, setPending] = useState(false);
  const destructive = variant === 'destructive';

  const failed = (error: unknown) => {
    if (!onConfirmError) throw error;
    onConfirmError(error);
  };

  const confirm = () => {
    let result: void | Promise<void>;
    try {
      result = onConfirm();
    } catch (error) {
      failed(error);
      return;
    }
    // Only real work is shown as pending: a synchronous confirm closes at once.
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    result.then(
      () => {
        // One render closes the dialog and clears the pending state.
        setOpen(false);
        setPending(false);
      },
      (error: unknown) => {
        setPending(false);
        failed(error);
      },
    );
  };

  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
        setOpen(next);
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      className={dialogStyles.overlay}
    >
      <Modal className={dialogStyles.modal({ size: 'small' })}>
        <AriaDialog role="alertdialog" className={dialogStyles.dialog}>
          {({ close }) => (
            <>
              <div className={dialogStyles.header}>
                {destructive && (
                  <TriangleAlert size={24} aria-hidden="true" className={styles.icon} />
                )}
                <Heading slot="title" className={dialogStyles.heading}>
                  {title}
                </Heading>
              </div>
              {children && <div className={dialogStyles.body}>{children}</div>}
              <div className={dialogStyles.footer}>
                <Button
                  variant={destructive ? 'danger' : 'primary'}
                  isPending={isPending}
                  autoFocus={!destructive}
                  onPress={confirm}
                >
                  {confirmLabel}
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={isPending}
                  autoFocus={destructive}
                  onPress={close}
                >
                  {cancelLabel}
                </Button>
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
