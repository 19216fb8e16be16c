import { use } from 'react';
import type { CalendarProps } from '../Calendar/Calendar';
import { loadCalendar } from '../lazyImports';
import { lazyModule } from '../lazyModule';
import * as styles from './DatePicker.css';

/**
 * The calendar the picker opens (its grid, its cells, react-aria's calendar hooks and state),
 * loaded apart so a page with a date field does not pay for it up front. The picker preloads it
 * when focus enters the field or a pointer reaches it, well before the button's press opens it.
 */
export const calendarCode = /* @__PURE__ */ lazyModule(loadCalendar);

export interface LazyCalendarProps extends CalendarProps {
  /** Shown instead of the calendar when its code could not be loaded (e.g. offline). */
  unavailableText: string;
}

/**
 * The picker's calendar: at once once loaded; before that it suspends (the picker's Suspense
 * boundary holds the popover at the calendar's size meanwhile).
 */
export function LazyCalendar({ unavailableText, ...props }: LazyCalendarProps) {
  const loaded = use(calendarCode.current());
  if (!loaded) return <p className={styles.unavailable}>{unavailableText}</p>;
  return <loaded.Calendar {...props} />;
}
