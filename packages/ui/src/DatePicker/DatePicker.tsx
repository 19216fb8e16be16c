import type { CalendarDate, DateValue } from '@internationalized/date';
import { CalendarDays } from 'lucide-react';
import { Suspense } from 'react';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  DateInput,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import type { CalendarProps } from '../Calendar/Calendar';
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
import { calendarCode, LazyCalendar } from './lazyCalendar';

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
  /**
   * Shown in the popover if the calendar's code cannot be loaded (e.g. offline); the date can
   * still be typed.
   * @default 'No se ha podido cargar el calendario. Escribe la fecha en el campo.'
   */
  calendarUnavailableText?: string;
  className?: string;
}

/**
 * A date typed in segments (dd/mm/aaaa) or chosen in a calendar opened by the button beside
 * them (or Alt+↓). Choosing a day closes the calendar and returns focus to the field.
 * The calendar's code loads apart, when focus enters the field or a pointer reaches it.
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
  calendarUnavailableText = 'No se ha podido cargar el calendario. Escribe la fecha en el campo.',
  className,
  value,
  onChange,
  isInvalid,
  onFocus,
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
      onFocus={(event) => {
        void calendarCode.preload();
        onFocus?.(event);
      }}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isOptional={isOptional}>{label}</FieldLabel>
      {/* A pointer over the field (or a touch on it) comes well before the button's press. */}
      <Group
        className={[fieldStyles.control, styles.group].join(' ')}
        onPointerEnter={calendarCode.preload}
        onPointerDown={calendarCode.preload}
      >
        <DateInput className={[dateFieldStyles.input, styles.input].join(' ')}>
          {nonexistent.segments}
        </DateInput>
        <IconButton label={calendarButtonLabel} icon={<CalendarDays size={18} />} size="small" />
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{(validation) => nonexistent.error ?? message(validation)}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog className={styles.dialog}>
          {/* Only if the popover opens before its code has arrived: an empty box of the
              calendar's size, so nothing moves when the calendar takes its place. */}
          <Suspense fallback={<div className={styles.calendarPlaceholder} />}>
            <LazyCalendar
              markedDates={markedDates}
              markedDescription={markedDescription}
              previousLabel={previousLabel}
              nextLabel={nextLabel}
              monthYearPickers={monthYearPickers}
              unavailableText={calendarUnavailableText}
            />
          </Suspense>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
