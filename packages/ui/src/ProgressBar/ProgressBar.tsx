import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps
  extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children'> {
  /** The visible label, e.g. 'Subiendo imágenes'. */
  label: string;
  /** Shows the value text ('45 %' in es-ES, or `valueLabel`). @default true */
  showValueLabel?: boolean;
  className?: string;
}

/**
 * A react-aria progress bar with a visible label and its value formatted for the locale
 * ('45 %'); `isIndeterminate` when the end is not known.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  className,
  ...props
}: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            {showValueLabel && !isIndeterminate && (
              <span className={styles.value}>{valueText}</span>
            )}
          </div>
          <div className={styles.track}>
            <div
              className={[styles.fill, isIndeterminate && styles.indeterminate]
                .filter(Boolean)
                .join(' ')}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
