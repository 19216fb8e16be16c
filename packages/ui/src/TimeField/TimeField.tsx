import type { Time } from '@internationalized/date';
import {
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  DateInput,
  DateSegment,
  type TimeValue,
  type ValidationResult,
} from 'react-aria-components';
import type { FieldErrorMessage } from '../DateField/DateField';
import * as dateFieldStyles from '../DateField/DateField.css';
import { FieldDescription, FieldError, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

/** Spanish texts for the validation of a time; each one can be replaced. */
export interface TimeMessages {
  /** @default 'Introduce una hora.' */
  valueMissing?: string;
  /** @default (min) => `La hora debe ser igual o posterior a las ${min}.` */
  rangeUnderflow?: (minValue: string) => string;
  /** @default (max) => `La hora debe ser igual o anterior a las ${max}.` */
  rangeOverflow?: (maxValue: string) => string;
}

const defaultTimeMessages: Required<TimeMessages> = {
  valueMissing: 'Introduce una hora.',
  rangeUnderflow: (min) => `La hora debe ser igual o posterior a las ${min}.`,
  rangeOverflow: (max) => `La hora debe ser igual o anterior a las ${max}.`,
};

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (time: TimeValue) => `${pad(time.hour)}:${pad(time.minute)}`;

export interface TimeFieldProps
  extends Omit<AriaTimeFieldProps<Time>, 'className' | 'style' | 'children' | 'hourCycle'> {
  /** The visible label. */
  label: string;
  /** Help text under the field, e.g. 'Formato de 24 horas; por ejemplo, 09:30'. */
  description?: string;
  /** Replaces every validation message with this one (or with what the function returns). */
  errorMessage?: FieldErrorMessage;
  /** Replaces some of the default validation messages. */
  messages?: TimeMessages;
  /** Pads the hour with a zero: HH:MM. @default true */
  shouldForceLeadingZeros?: boolean;
  /** Shows '(opcional)' beside the label. @default false */
  isOptional?: boolean;
  className?: string;
}

/**
 * A time typed as HH:MM, always on the 24-hour clock (no AM/PM segment), whatever the locale.
 * Its value is a `Time` from `@internationalized/date`.
 */
export function TimeField({
  label,
  description,
  errorMessage,
  messages,
  shouldForceLeadingZeros = true,
  isOptional,
  className,
  ...props
}: TimeFieldProps) {
  const texts = { ...defaultTimeMessages, ...messages };
  const message = (validation: ValidationResult): string => {
    if (typeof errorMessage === 'function') return errorMessage(validation);
    if (errorMessage) return errorMessage;
    const { validationDetails: details, validationErrors } = validation;
    if (details.customError && validationErrors.length > 0) return validationErrors.join(' ');
    if (details.valueMissing) return texts.valueMissing;
    if (details.rangeUnderflow && props.minValue) return texts.rangeUnderflow(hhmm(props.minValue));
    if (details.rangeOverflow && props.maxValue) return texts.rangeOverflow(hhmm(props.maxValue));
    return validationErrors.join(' ');
  };
  return (
    <AriaTimeField
      granularity="minute"
      {...props}
      hourCycle={24}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isOptional={isOptional}>{label}</FieldLabel>
      <DateInput className={[fieldStyles.control, dateFieldStyles.input].join(' ')}>
        {(segment) => <DateSegment segment={segment} className={dateFieldStyles.segment} />}
      </DateInput>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{message}</FieldError>
    </AriaTimeField>
  );
}
