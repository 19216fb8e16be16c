import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  Label as AriaLabel,
  Text,
} from 'react-aria-components';
import * as styles from './Field.css';

export interface FieldLabelProps {
  children: ReactNode;
  /** Marks the field as optional with '(opcional)', as GOV.UK does, instead of starring required ones. */
  isOptional?: boolean;
  /**
   * Text of the optional mark.
   * @default '(opcional)'
   */
  optionalText?: string;
  /** Shows a required mark '*' (hidden from screen readers, which already hear "obligatorio"). */
  isRequiredMark?: boolean;
}

/** A field's label; react-aria links it to the control of the surrounding field. */
export function FieldLabel({
  children,
  isOptional,
  optionalText = '(opcional)',
  isRequiredMark,
}: FieldLabelProps) {
  return (
    <AriaLabel className={styles.label}>
      {children}
      {/* The space keeps the accessible name 'Segundo apellido (opcional)', not '…apellido(opcional)'. */}
      {isOptional && <span className={styles.labelMark}> {optionalText}</span>}
      {isRequiredMark && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </AriaLabel>
  );
}

/** Help text under a field, linked as its description. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export interface FieldErrorProps extends Omit<AriaFieldErrorProps, 'className' | 'style'> {}

/**
 * The field's error message, shown when the field is invalid (its own validation or the
 * form's `validationErrors`), with an icon so the error is not told by colour alone.
 */
export function FieldError({ children, ...props }: FieldErrorProps) {
  return (
    <AriaFieldError {...props} className={styles.fieldError}>
      {(renderProps) => {
        const mensaje =
          typeof children === 'function'
            ? children(renderProps)
            : (children ?? renderProps.validationErrors.join(' '));
        // An invalid field with no message to give shows nothing: an error icon alone tells
        // a person that something is wrong but not what.
        if (mensaje === undefined || mensaje === null || mensaje === '' || mensaje === false) {
          return null;
        }
        return (
          <>
            <CircleAlert size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <span>{mensaje}</span>
          </>
        );
      }}
    </AriaFieldError>
  );
}
