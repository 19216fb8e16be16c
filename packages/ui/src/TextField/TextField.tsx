import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label; it is also the input's accessible name. */
  label: ReactNode;
  /** Help text under the input, linked as its description (e.g. a format hint). */
  description?: ReactNode;
  /**
   * The error shown when the field is invalid. Without it, the messages of the field's own
   * validation or of the form's `validationErrors` are shown.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Marks the field as optional with '(opcional)' after the label. @default false */
  isOptional?: boolean;
  /** Text of the optional mark. @default '(opcional)' */
  optionalText?: string;
  /** Example text shown while empty. Never a substitute for the label. */
  placeholder?: string;
  /**
   * The input's type: `email`, `tel`, `url`… (use PasswordField for passwords).
   * @default 'text'
   */
  type?: AriaTextFieldProps['type'];
  /** Lets the browser fill the field (`given-name`, `tel`, `email`…). */
  autoComplete?: string;
  className?: string;
}

/** A single-line text input with its label, help text and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  isOptional,
  optionalText,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel isOptional={isOptional} optionalText={optionalText}>
        {label}
      </FieldLabel>
      <Input className={fieldStyles.control} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
