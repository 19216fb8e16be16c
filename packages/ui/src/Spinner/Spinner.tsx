import { visuallyHidden } from '../theme/global.css';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /**
   * What is happening, announced politely by screen readers.
   * @default 'Cargando…'
   */
  label?: string;
  /** Shows the label beside the spinner instead of only to screen readers. @default false */
  showLabel?: boolean;
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** A spinning circle in a `role="status"` region that announces its label ('Cargando…'). */
export function Spinner({
  label = 'Cargando…',
  showLabel = false,
  size = 'medium',
  className,
}: SpinnerProps) {
  return (
    <div role="status" className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.circle({ size })} aria-hidden="true" />
      <span className={showLabel ? styles.label : visuallyHidden}>{label}</span>
    </div>
  );
}
