import { type CalendarDate, type DateValue, isSameMonth, isToday } from '@internationalized/date';
import { ChevronLeft, ChevronRight, CircleAlert } from 'lucide-react';
import { useContext, useId, useRef } from 'react';
import { mergeProps, useCalendarCell, useFocusRing, useHover } from 'react-aria';
import {
  Calendar as AriaCalendar,
  type CalendarProps as AriaCalendarProps,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  Heading,
  Text,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { IconButton } from '../IconButton/IconButton';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './Calendar.css';
import { MonthYearPickers, type MonthYearPickersProps } from './MonthYearPickers';

export interface CalendarProps
  extends Omit<AriaCalendarProps<CalendarDate>, 'className' | 'style' | 'children'> {
  /** Days marked with a dot, e.g. days with appointments. Each one gets `markedDescription`. */
  markedDates?: readonly DateValue[];
  /**
   * What a marked day means, read by screen readers with the day (the dot alone says nothing).
   * A function gives a text per day, e.g. '3 citas'.
   * @default 'Con citas'
   */
  markedDescription?: string | ((date: DateValue) => string);
  /** @default 'Mes anterior' */
  previousLabel?: string;
  /** @default 'Mes siguiente' */
  nextLabel?: string;
  /** First column of the grid. @default 'mon' */
  firstDayOfWeek?: AriaCalendarProps<CalendarDate>['firstDayOfWeek'];
  /** Level of the month heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Message shown when `isInvalid` is set. */
  errorMessage?: string;
  /**
   * Selects for the month ('Mes') and the year ('Año') in the header, for dates far from today
   * such as a birth date; `true`, or their texts and year range.
   * @default false
   */
  monthYearPickers?: boolean | MonthYearPickersProps;
  className?: string;
}

/**
 * A month grid in es-ES (weeks start on Monday, Spanish month heading). Arrows move by day,
 * Page Up/Down by month, Enter selects. Today is ringed and announced as 'Hoy'.
 */
export function Calendar({
  markedDates = [],
  markedDescription = 'Con citas',
  previousLabel = 'Mes anterior',
  nextLabel = 'Mes siguiente',
  firstDayOfWeek = 'mon',
  headingLevel = 2,
  errorMessage,
  monthYearPickers = false,
  className,
  ...props
}: CalendarProps) {
  const baseId = useId();
  const markId = (date: DateValue) => `${baseId}-marca-${date.toString().slice(0, 10)}`;
  const isMarked = (date: DateValue) =>
    markedDates.some((marked) => marked.toString().slice(0, 10) === date.toString());
  const describe = (date: DateValue) =>
    typeof markedDescription === 'function' ? markedDescription(date) : markedDescription;

  return (
    <AriaCalendar
      {...props}
      firstDayOfWeek={firstDayOfWeek}
      className={[styles.calendar, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <IconButton
          slot="previous"
          label={previousLabel}
          icon={<ChevronLeft size={18} />}
          size="small"
        />
        {/* With the selects the heading is only read: they show the month and year already. */}
        <Heading
          level={headingLevel}
          className={monthYearPickers ? visuallyHidden : styles.heading}
        />
        {monthYearPickers && (
          <MonthYearPickers {...(monthYearPickers === true ? {} : monthYearPickers)} />
        )}
        <IconButton slot="next" label={nextLabel} icon={<ChevronRight size={18} />} size="small" />
      </div>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => {
            const marked = isMarked(date);
            return <Day date={date} descriptionId={marked ? markId(date) : undefined} />;
          }}
        </CalendarGridBody>
      </CalendarGrid>
      {/* Descriptions of the marked days, referenced by their cells; hidden, still read. */}
      {markedDates.length > 0 && (
        <div hidden>
          {markedDates.map((date) => (
            <span key={date.toString()} id={markId(date)}>
              {describe(date)}
            </span>
          ))}
        </div>
      )}
      {/* There even without an error, empty and hidden: react-aria looks for it once the
          calendar is in the page and, missing, draws the whole month again at once, in the same
          task as the page's first commit. The days name it only when they are invalid. Same
          anatomy as a field's error: an icon, so the error is not told by colour alone. */}
      <Text
        slot="errorMessage"
        className={errorMessage ? fieldStyles.fieldError : undefined}
        hidden={!errorMessage}
      >
        {errorMessage && (
          <>
            <CircleAlert size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <span>{errorMessage}</span>
          </>
        )}
      </Text>
    </AriaCalendar>
  );
}

/**
 * One day of the grid. react-aria-components' CalendarCell does not pass `aria-describedby`
 * to its button, and a marked day needs one, so the cell is built from the same hook
 * (`useCalendarCell`) with the same `data-*` state attributes.
 */
function Day({ date, descriptionId }: { date: CalendarDate; descriptionId?: string }) {
  // biome-ignore lint/style/noNonNullAssertion: a Day only renders inside the Calendar's grid.
  const state = useContext(CalendarStateContext)!;
  const ref = useRef<HTMLDivElement>(null);
  const isOutsideMonth = !isSameMonth(date, state.visibleRange.start);
  const {
    cellProps,
    buttonProps,
    formattedDate,
    isSelected,
    isFocused,
    isPressed,
    isDisabled,
    isUnavailable,
    isInvalid,
  } = useCalendarCell({ date, isOutsideMonth }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || isUnavailable });
  const describedBy =
    [buttonProps['aria-describedby'], descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <td {...cellProps}>
      <div
        {...mergeProps(buttonProps, focusProps, hoverProps)}
        aria-describedby={describedBy}
        ref={ref}
        className={styles.cell}
        data-today={isToday(date, state.timeZone) || undefined}
        data-selected={isSelected || undefined}
        data-focused={isFocused || undefined}
        data-focus-visible={(isFocusVisible && isFocused) || undefined}
        data-hovered={isHovered || undefined}
        data-pressed={isPressed || undefined}
        data-disabled={isDisabled || undefined}
        data-unavailable={isUnavailable || undefined}
        data-invalid={isInvalid || undefined}
        data-outside-month={isOutsideMonth || undefined}
        data-marked={descriptionId ? true : undefined}
      >
        {formattedDate}
        {descriptionId && <span className={styles.mark} aria-hidden="true" />}
      </div>
    </td>
  );
}
