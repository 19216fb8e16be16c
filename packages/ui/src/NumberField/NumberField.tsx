import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label; it is also the input's accessible name. */
  label: ReactNode;
  /** Help text under the field, e.g. the unit or the allowed range. */
  description?: ReactNode;
  /** The error shown when invalid; defaults to the validation's own messages. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Marks the field as optional with '(opcional)'. @default false */
  isOptional?: boolean;
  /** Text of the optional mark. @default '(opcional)' */
  optionalText?: string;
  /**
   * Accessible name of the button that adds one step.
   * @default 'Aumentar'
   */
  incrementLabel?: string;
  /**
   * Accessible name of the button that subtracts one step.
   * @default 'Disminuir'
   */
  decrementLabel?: string;
  className?: string;
}

/**
 * A number input formatted for the locale (es-ES: '1.234,5'), with − and + steppers;
 * ArrowUp/ArrowDown step the value too. `formatOptions` takes `Intl.NumberFormat` options
 * (units, percent, currency); `minValue`/`maxValue`/`step` constrain it.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  isOptional,
  optionalText,
  incrementLabel = 'Aumentar',
  decrementLabel = 'Disminuir',
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isOptional={isOptional} optionalText={optionalText}>
        {label}
      </FieldLabel>
      <Group className={[fieldStyles.control, styles.group].join(' ')}>
        <Button slot="decrement" aria-label={decrementLabel} className={styles.stepper}>
          <Minus size={16} aria-hidden="true" />
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" aria-label={incrementLabel} className={styles.stepper}>
          <Plus size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
