import type { CalendarDate, DateValue } from '@internationalized/date';
import { CalendarDays } from 'lucide-react';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  DateInput,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import { Calendar, type CalendarProps } from '../Calendar/Calendar';
import {
  type DateMessages,
  type FieldErrorMessage,
  useDateErrorMessage,
} from '../DateField/DateField';
import * as dateFieldStyles from '../DateField/DateField.css';
import { useNonexistentDate } from '../DateField/NonexistentDate';
import { FieldDescription, FieldError, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './DatePicker.css';

export interface DatePickerProps
  extends Omit<AriaDatePickerProps<CalendarDate>, 'className' | 'style' | 'children'> {
  /** The visible label. */
  label: string;
  /** Help text under the field. */
  description?: string;
  /** Replaces every validation message with this one (or with what the function returns). */
  errorMessage?: FieldErrorMessage;
  /** Replaces some of the default validation messages. */
  messages?: DateMessages;
  /**
   * Accessible name of the button that opens the calendar.
   * @default 'Abrir calendario'
   */
  calendarButtonLabel?: string;
  /** Days marked with a dot in the calendar, e.g. days with appointments. */
  markedDates?: readonly DateValue[];
  /** What a marked day means. @default 'Con citas' */
  markedDescription?: string | ((date: DateValue) => string);
  /** @default 'Mes anterior' */
  previousLabel?: string;
  /** @default 'Mes siguiente' */
  nextLabel?: string;
  /** First column of the calendar. @default 'mon' */
  firstDayOfWeek?: AriaDatePickerProps<CalendarDate>['firstDayOfWeek'];
  /** Pads day and month with a zero (dd/mm/aaaa). @default true */
  shouldForceLeadingZeros?: boolean;
  /** Shows '(opcional)' beside the label. @default false */
  isOptional?: boolean;
  /** Month and year selects in the calendar's header, e.g. for a birth date. @default false */
  monthYearPickers?: CalendarProps['monthYearPickers'];
  className?: string;
}

/**
 * A date typed in segments (dd/mm/aaaa) or chosen in a calendar opened by the button beside
 * them (or Alt+↓). Choosing a day closes the calendar and returns focus to the field.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  messages,
  calendarButtonLabel = 'Abrir calendario',
  markedDates,
  markedDescription,
  previousLabel,
  nextLabel,
  firstDayOfWeek = 'mon',
  shouldForceLeadingZeros = true,
  isOptional,
  monthYearPickers,
  className,
  value,
  onChange,
  isInvalid,
  ...props
}: DatePickerProps) {
  const nonexistent = useNonexistentDate({ value, onChange, message: messages?.nonexistent });
  const message = useDateErrorMessage({
    minValue: props.minValue,
    maxValue: props.maxValue,
    messages,
    errorMessage,
  });
  return (
    <AriaDatePicker
      {...props}
      value={nonexistent.value}
      onChange={nonexistent.onChange}
      isInvalid={nonexistent.error ? true : isInvalid}
      firstDayOfWeek={firstDayOfWeek}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isOptional={isOptional}>{label}</FieldLabel>
      <Group className={[fieldStyles.control, styles.group].join(' ')}>
        <DateInput className={[dateFieldStyles.input, styles.input].join(' ')}>
          {nonexistent.segments}
        </DateInput>
        <IconButton label={calendarButtonLabel} icon={<CalendarDays size={18} />} size="small" />
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{(validation) => nonexistent.error ?? message(validation)}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog className={styles.dialog}>
          <Calendar
            markedDates={markedDates}
            markedDescription={markedDescription}
            previousLabel={previousLabel}
            nextLabel={nextLabel}
            monthYearPickers={monthYearPickers}
          />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
