import type { ReactNode } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'> {
  /** The visible label; it is also the text area's accessible name. */
  label: ReactNode;
  /** Help text under the text area. */
  description?: ReactNode;
  /** The error shown when invalid; defaults to the validation's own messages. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Marks the field as optional with '(opcional)'. @default false */
  isOptional?: boolean;
  /** Text of the optional mark. @default '(opcional)' */
  optionalText?: string;
  /** Example text shown while empty. */
  placeholder?: string;
  /**
   * Visible lines of text (the report uses 25).
   * @default 4
   */
  rows?: number;
  /** Visible width in characters (the report uses 50). Without it the area fills its container. */
  cols?: number;
  className?: string;
}

/** A multi-line text input (report, diagnosis, incident description) with label and error. */
export function TextArea({
  label,
  description,
  errorMessage,
  isOptional,
  optionalText,
  placeholder,
  rows = 4,
  cols,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel isOptional={isOptional} optionalText={optionalText}>
        {label}
      </FieldLabel>
      <AriaTextArea
        rows={rows}
        cols={cols}
        placeholder={placeholder}
        className={[fieldStyles.control, styles.textArea, cols ? styles.sizedByCols : '']
          .filter(Boolean)
          .join(' ')}
      />
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
