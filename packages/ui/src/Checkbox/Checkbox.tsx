import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children'> {
  /** The label beside the box; clicking it toggles the box. */
  children: ReactNode;
  /** Help text under the checkbox, linked as its description. */
  description?: ReactNode;
  /** The error shown when invalid; defaults to the validation's own messages. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  className?: string;
}

/**
 * A checkbox with its label, help text and error (e.g. a consent that `isRequired`).
 * Space toggles it; `isIndeterminate` shows a dash for a partly selected set.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField {...props} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <Minus size={16} strokeWidth={3} />
              ) : (
                isSelected && <Check size={16} strokeWidth={3} />
              )}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
