import { CircleAlert, CircleCheck, Info, type LucideIcon, X } from 'lucide-react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './Toast.css';

export type ToastTone = 'success' | 'error' | 'info';

/** What a queued toast holds. */
export interface ToastContent {
  tone: ToastTone;
  message: string;
}

export interface ToastOptions {
  /** Milliseconds before it closes by itself; `0` keeps it until the user closes it. */
  timeout?: number;
  /** Called when it closes, by the user or by its timeout. */
  onClose?: () => void;
}

/** Shows notifications: `toaster.success('Cita cancelada satisfactoriamente')`. */
export interface Toaster {
  success: (message: string, options?: ToastOptions) => string;
  error: (message: string, options?: ToastOptions) => string;
  info: (message: string, options?: ToastOptions) => string;
  /** Closes the toast with the key that `success`, `error` or `info` returned. */
  close: (key: string) => void;
  /** The react-aria queue behind it, read by `ToastRegion`. */
  queue: AriaToastQueue<ToastContent>;
}

export interface ToasterOptions {
  /**
   * How many toasts show at once; the rest wait their turn.
   * @default 3
   */
  maxVisibleToasts?: number;
  /**
   * Default timeout per tone in milliseconds; `0` keeps the toast until it is closed. Errors stay
   * by default: a failure must be read, not caught in passing.
   * @default { success: 5000, info: 5000, error: 0 }
   */
  timeouts?: Partial<Record<ToastTone, number>>;
}

/** Makes a toaster; one per app, shared through `ToastProvider` or imported as a module. */
export function createToaster({ maxVisibleToasts = 3, timeouts }: ToasterOptions = {}): Toaster {
  const queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts });
  const defaults: Record<ToastTone, number> = { success: 5000, info: 5000, error: 0, ...timeouts };
  const add =
    (tone: ToastTone) =>
    (message: string, { timeout = defaults[tone], onClose }: ToastOptions = {}) =>
      queue.add({ tone, message }, { timeout: timeout > 0 ? timeout : undefined, onClose });
  return {
    success: add('success'),
    error: add('error'),
    info: add('info'),
    close: (key) => queue.close(key),
    queue,
  };
}

const icons: Record<ToastTone, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
};

export interface ToastRegionProps {
  toaster: Toaster;
  /**
   * Accessible name and tooltip of each toast's close button.
   * @default 'Cerrar notificación'
   */
  closeLabel?: string;
  /**
   * The word read before each message, so the tone is not told by colour and icon alone.
   * @default { success: 'Correcto', error: 'Error', info: 'Información' }
   */
  toneLabels?: Partial<Record<ToastTone, string>>;
  /** Accessible name of the region. @default react-aria's count of notifications, e.g. '1 notificación.' */
  label?: string;
}

/**
 * Where toasts appear: a landmark (F6 reaches it) at the bottom corner, in the overlay
 * container. Each toast is announced, has an icon and a word for its tone, closes with
 * 'Cerrar notificación', and its timer pauses while the pointer or focus is on the region.
 */
export function ToastRegion({
  toaster,
  closeLabel = 'Cerrar notificación',
  toneLabels,
  label,
}: ToastRegionProps) {
  const words = { success: 'Correcto', error: 'Error', info: 'Información', ...toneLabels };
  return (
    <AriaToastRegion queue={toaster.queue} className={styles.region} aria-label={label}>
      {({ toast }) => {
        const { tone, message } = toast.content;
        const Icon = icons[tone];
        return (
          <AriaToast toast={toast} className={styles.toast({ tone })}>
            <Icon size={20} aria-hidden="true" className={styles.icon({ tone })} />
            <AriaToastContent className={styles.content}>
              <Text slot="title">
                <span className={visuallyHidden}>{`${words[tone]}: `}</span>
                {message}
              </Text>
            </AriaToastContent>
            <IconButton slot="close" label={closeLabel} icon={<X size={16} />} size="small" />
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}

const ToastContext = createContext<Toaster | null>(null);

export interface ToastProviderProps extends Omit<ToastRegionProps, 'toaster'> {
  children: ReactNode;
  /** A toaster made with `createToaster`, e.g. to show toasts from outside React. @default a new one */
  toaster?: Toaster;
}

/** Gives its tree a toaster (read with `useToast`) and renders the region its toasts appear in. */
export function ToastProvider({ children, toaster, ...regionProps }: ToastProviderProps) {
  const [own] = useState(() => toaster ?? createToaster());
  const value = toaster ?? own;
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastRegion toaster={value} {...regionProps} />
    </ToastContext.Provider>
  );
}

/** The toaster of the nearest `ToastProvider`: `useToast().success('Cita cancelada satisfactoriamente')`. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a <ToastProvider> above it.');
  return toaster;
}
