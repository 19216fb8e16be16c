import type { CalendarDate, DateValue } from '@internationalized/date';
import { DateFormatter } from '@internationalized/date';
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  useLocale,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './DateField.css';
import { type NonexistentDateMessage, useNonexistentDate } from './NonexistentDate';

/** Spanish texts for the validation of a date; each one can be replaced. */
export interface DateMessages {
  /** @default 'Introduce una fecha.' */
  valueMissing?: string;
  /** @default (min) => `La fecha debe ser igual o posterior al ${min}.` */
  rangeUnderflow?: (minValue: string) => string;
  /** @default (max) => `La fecha debe ser igual o anterior al ${max}.` */
  rangeOverflow?: (maxValue: string) => string;
  /** @default 'La fecha seleccionada no está disponible.' */
  unavailable?: string;
  /** A typed date that does not exist (31/02). @default 'Esa fecha no existe: febrero no tiene 31 días.' */
  nonexistent?: NonexistentDateMessage;
}

export const defaultDateMessages: Required<Omit<DateMessages, 'nonexistent'>> = {
  valueMissing: 'Introduce una fecha.',
  rangeUnderflow: (min) => `La fecha debe ser igual o posterior al ${min}.`,
  rangeOverflow: (max) => `La fecha debe ser igual o anterior al ${max}.`,
  unavailable: 'La fecha seleccionada no está disponible.',
};

/** An error message given by the caller: a fixed text or one computed from the validation. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/**
 * Turns react-aria's validation of a date into our Spanish message. react-aria's own range
 * messages follow the browser's language, not the kit's locale, so they are replaced here;
 * custom errors (`validate`, a form's `validationErrors`) pass through unchanged.
 */
export function useDateErrorMessage({
  minValue,
  maxValue,
  messages,
  errorMessage,
}: {
  minValue?: DateValue | null;
  maxValue?: DateValue | null;
  messages?: DateMessages;
  errorMessage?: FieldErrorMessage;
}) {
  const { locale } = useLocale();
  const texts = { ...defaultDateMessages, ...messages };
  // Formatted in UTC from a UTC midnight so no time zone can move the day.
  const formatter = new DateFormatter(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const format = (date: DateValue) => formatter.format(date.toDate('UTC'));
  return (validation: ValidationResult): string => {
    if (typeof errorMessage === 'function') return errorMessage(validation);
    if (errorMessage) return errorMessage;
    const { validationDetails: details, validationErrors } = validation;
    if (details.customError && validationErrors.length > 0) return validationErrors.join(' ');
    if (details.valueMissing) return texts.valueMissing;
    if (details.rangeUnderflow && minValue) return texts.rangeUnderflow(format(minValue));
    if (details.rangeOverflow && maxValue) return texts.rangeOverflow(format(maxValue));
    if (details.badInput) return texts.unavailable;
    return validationErrors.join(' ');
  };
}

export interface DateFieldProps
  extends Omit<AriaDateFieldProps<CalendarDate>, 'className' | 'style' | 'children'> {
  /** The visible label. */
  label: string;
  /** Help text under the field, e.g. 'Por ejemplo, 27/03/2007'. */
  description?: string;
  /** Replaces every validation message with this one (or with what the function returns). */
  errorMessage?: FieldErrorMessage;
  /** Replaces some of the default validation messages. */
  messages?: DateMessages;
  /**
   * Pads day and month with a zero, so es-ES reads dd/mm/aaaa (03/12/2026, not 3/12/2026).
   * @default true
   */
  shouldForceLeadingZeros?: boolean;
  /** Shows '(opcional)' beside the label. @default false */
  isOptional?: boolean;
  className?: string;
}

/**
 * A date typed in segments (dd/mm/aaaa in es-ES), each segment editable by digits and arrows.
 * Its value is a `CalendarDate` from `@internationalized/date`, never shifted by time zones.
 */
export function DateField({
  label,
  description,
  errorMessage,
  messages,
  isOptional,
  shouldForceLeadingZeros = true,
  className,
  value,
  onChange,
  isInvalid,
  ...props
}: DateFieldProps) {
  const nonexistent = useNonexistentDate({ value, onChange, message: messages?.nonexistent });
  const message = useDateErrorMessage({
    minValue: props.minValue,
    maxValue: props.maxValue,
    messages,
    errorMessage,
  });
  return (
    <AriaDateField
      {...props}
      value={nonexistent.value}
      onChange={nonexistent.onChange}
      isInvalid={nonexistent.error ? true : isInvalid}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isOptional={isOptional}>{label}</FieldLabel>
      <DateInput className={[fieldStyles.control, styles.input].join(' ')}>
        {nonexistent.segments}
      </DateInput>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{(validation) => nonexistent.error ?? message(validation)}</FieldError>
    </AriaDateField>
  );
}
