import {
  type Calendar,
  CalendarDate,
  DateFormatter,
  type DateValue,
  endOfMonth,
} from '@internationalized/date';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  DateFieldStateContext,
  type DateInputProps,
  DateSegment,
  useLocale,
} from 'react-aria-components';
import * as styles from './DateField.css';

type Segment = Parameters<DateInputProps['children']>[0];

/** A typed day that its month does not have: 31/02, 31/04, or 29/02 of a common year. */
export interface NonexistentDateDetail {
  day: number;
  /** 1–12. */
  month: number;
  /** The month's name in the field's locale: 'febrero'. */
  monthName: string;
  /** Only when the date fails for that year alone (29/02/2026). */
  year?: number;
  /** How many days the month has (in that year, when `year` is given). */
  daysInMonth: number;
}

/** @default 'Esa fecha no existe: febrero no tiene 31 días.' or '…: febrero de 2026 tiene 28 días.' */
export type NonexistentDateMessage = (detail: NonexistentDateDetail) => string;

export const defaultNonexistentDateMessage: NonexistentDateMessage = ({
  day,
  monthName,
  year,
  daysInMonth,
}) =>
  year === undefined
    ? `Esa fecha no existe: ${monthName} no tiene ${day} días.`
    : `Esa fecha no existe: ${monthName} de ${year} tiene ${daysInMonth} días.`;

/**
 * The day, month and year shown in the segments, when together they name no date. A day a
 * month never has (31/02) counts at once; 29/02 only once the year has its four digits, so no
 * message flashes while the year is being typed.
 */
export function findNonexistentDate(
  segments: readonly Segment[],
  calendar: Calendar,
): Omit<NonexistentDateDetail, 'monthName'> | null {
  const typed = (type: Segment['type']) => {
    const segment = segments.find((s) => s.type === type);
    return segment && !segment.isPlaceholder ? (segment.value ?? undefined) : undefined;
  };
  const day = typed('day');
  const month = typed('month');
  const year = typed('year');
  if (day === undefined || month === undefined || month < 1 || month > 12) return null;
  // The longest this month ever is: February in a leap year.
  const longest = endOfMonth(new CalendarDate(calendar, 2024, month, 1)).day;
  if (day > longest) return { day, month, daysInMonth: longest };
  if (year !== undefined && year >= 1000) {
    const daysInMonth = endOfMonth(new CalendarDate(calendar, year, month, 1)).day;
    if (day > daysInMonth) return { day, month, year, daysInMonth };
  }
  return null;
}

/**
 * react-aria keeps a typed date that does not exist (31/02) on screen while the field has focus,
 * and when focus leaves it moves the day to the month's last one (28/02) without a word
 * (react-stately's `confirmPlaceholder`). For a birth date that is a wrong record nobody
 * notices. With this hook the typed segments stay as they are, the field says why they are
 * wrong, and the value handed out is empty (`onChange(null)`) until the date exists, so a form
 * cannot go on with a date the user did not type.
 */
export function useNonexistentDate<T extends DateValue>({
  value,
  onChange,
  message = defaultNonexistentDateMessage,
}: {
  value?: T | null;
  onChange?: (value: T | null) => void;
  message?: NonexistentDateMessage;
}) {
  const { locale } = useLocale();
  const [error, setError] = useState<string | null>(null);
  // What react-aria held when the caller was told "no date": while a controlled caller passes
  // that null back, react-aria keeps getting the old value, or it would clear the segments.
  const held = useRef<{ value: T | null } | null>(null);
  const ariaValue = held.current && value === null ? held.current.value : value;

  const monthName = (month: number) =>
    new DateFormatter(locale, { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, month - 1, 1)),
    );

  const report = (found: Omit<NonexistentDateDetail, 'monthName'> | null, shown: T | null) => {
    setError(found ? message({ ...found, monthName: monthName(found.month) }) : null);
    if (found && !held.current) {
      held.current = { value: ariaValue ?? null };
      onChange?.(null);
    } else if (!found && held.current && shown && held.current.value?.compare(shown) === 0) {
      // Corrected back to the date react-aria already held: it sees no change and says nothing.
      held.current = null;
      onChange?.(shown);
    }
  };

  return {
    /** The message while the shown date does not exist. */
    error,
    /** For react-aria's field or picker, in place of the caller's `value` and `onChange`. */
    value: ariaValue,
    onChange: (next: T | null) => {
      held.current = null;
      onChange?.(next);
    },
    /** Renders the segments of `DateInput` and watches them. */
    segments: (segment: Segment) =>
      segment.type === 'day' ? (
        <>
          <DateSegment segment={segment} className={styles.segment} />
          <NonexistentDateWatch onReport={report} />
        </>
      ) : (
        <DateSegment segment={segment} className={styles.segment} />
      ),
  };
}

/** Reads the field's segments (the state `DateInput` provides) and reports a nonexistent date. */
function NonexistentDateWatch<T extends DateValue>({
  onReport,
}: {
  onReport: (found: Omit<NonexistentDateDetail, 'monthName'> | null, shown: T | null) => void;
}) {
  // biome-ignore lint/style/noNonNullAssertion: rendered among the segments, inside DateInput.
  const state = useContext(DateFieldStateContext)!;
  const found = findNonexistentDate(state.segments, state.calendar);
  const complete = state.segments.every((s) => !s.isEditable || !s.isPlaceholder);
  const shown = complete && !found ? (state.value as T | null) : null;
  // The one change to react-aria: leaving the field does not move 31/02 to 28/02.
  useLayoutEffect(() => {
    if (found) state.confirmPlaceholder = () => {};
  });
  const key = `${found ? `${found.day}/${found.month}/${found.year ?? ''}` : ''}|${shown ?? ''}|${complete}`;
  const reportRef = useRef(onReport);
  reportRef.current = onReport;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports once per change of what is shown.
  useEffect(() => reportRef.current(found, shown), [key]);
  return null;
}
