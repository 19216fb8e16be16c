import type { ReactNode } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  composeRenderProps,
  RadioButton,
  type RadioButtonProps,
  RadioField,
  type RadioFieldProps,
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

export interface RadioProps
  extends Omit<RadioFieldProps, 'className' | 'style' | 'children' | 'render'>,
    Pick<RadioButtonProps, 'children' | 'onHoverStart' | 'onHoverEnd' | 'onHoverChange'> {
  className?: string;
}

/**
 * One option of a `RadioGroup`; its children are its label. Built as react-aria's field and
 * button with the description the radio links to, empty and hidden: without it react-aria finds
 * the description missing once the radio is in the page and draws the radio again at once, in
 * the same task as the page's first commit (see `FieldDescription`). The field's box is
 * `display: contents`, so the option lays out as the label alone.
 */
export function Radio({
  className,
  children,
  onHoverStart,
  onHoverEnd,
  onHoverChange,
  ...props
}: RadioProps) {
  return (
    <RadioField {...props} className={styles.field}>
      <RadioButton
        className={[styles.radio, className].filter(Boolean).join(' ')}
        onHoverStart={onHoverStart}
        onHoverEnd={onHoverEnd}
        onHoverChange={onHoverChange}
      >
        {composeRenderProps(children, (children) => (
          <>
            <span className={styles.indicator} aria-hidden="true" />
            {children}
          </>
        ))}
      </RadioButton>
      <FieldDescription />
    </RadioField>
  );
}
