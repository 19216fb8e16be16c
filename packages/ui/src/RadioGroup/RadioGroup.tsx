import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  composeRenderProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> {
  /** The group's visible label (its accessible name), e.g. 'Sexo'. */
  label: ReactNode;
  /** Help text under the options. */
  description?: ReactNode;
  /** The error shown when invalid; defaults to the validation's own messages. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Marks the group as optional with '(opcional)'. @default false */
  isOptional?: boolean;
  /** Text of the optional mark. @default '(opcional)' */
  optionalText?: string;
  /**
   * `horizontal` for two or three short options (Hombre / Mujer), `vertical` otherwise.
   * Arrow keys move through the options in both.
   * @default 'vertical'
   */
  orientation?: 'horizontal' | 'vertical';
  /** The `Radio` options. */
  children: ReactNode;
  className?: string;
}

/**
 * A group of radio buttons: one Tab stop, arrow keys move and select, the label names the
 * group. Submitted with forms under `name`.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isOptional,
  optionalText,
  orientation = 'vertical',
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isOptional={isOptional} optionalText={optionalText}>
        {label}
      </FieldLabel>
      <div className={styles.options({ orientation })}>{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style'> {
  className?: string;
}

/** One option of a `RadioGroup`; its children are its label. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={[styles.radio, className].filter(Boolean).join(' ')}>
      {composeRenderProps(children, (children) => (
        <>
          <span className={styles.indicator} aria-hidden="true" />
          {children}
        </>
      ))}
    </AriaRadio>
  );
}
