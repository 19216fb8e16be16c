import {
  type CalendarDate,
  DateFormatter,
  endOfMonth,
  startOfMonth,
} from '@internationalized/date';
import { ChevronDown } from 'lucide-react';
import { useContext } from 'react';
import {
  Select as AriaSelect,
  Button,
  CalendarStateContext,
  type Key,
  ListBox,
  Popover,
  SelectValue,
  useLocale,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { SelectItem } from '../Select/Select';
import * as selectStyles from '../Select/Select.css';
import * as styles from './MonthYearPickers.css';

export interface MonthYearPickersProps {
  /** @default 'Mes' */
  monthLabel?: string;
  /** @default 'Año' */
  yearLabel?: string;
  /**
   * How many years back the list goes when the calendar has no `minValue`.
   * @default 120
   */
  yearsBack?: number;
  /**
   * How many years ahead the list goes when the calendar has no `maxValue`.
   * @default 10
   */
  yearsAhead?: number;
}

/**
 * Two selects in the calendar's header that jump straight to a month and a year, e.g. to a
 * birth date decades back, where the month buttons would take hundreds of presses. They move
 * the calendar's focused date (react-aria's `setFocusedDate`), so the grid, its heading and
 * its keyboard behaviour stay react-aria's. Months and years outside `minValue`/`maxValue`
 * are not offered.
 */
export function MonthYearPickers({
  monthLabel = 'Mes',
  yearLabel = 'Año',
  yearsBack = 120,
  yearsAhead = 10,
}: MonthYearPickersProps) {
  // biome-ignore lint/style/noNonNullAssertion: rendered only inside the Calendar.
  const state = useContext(CalendarStateContext)!;
  const { locale } = useLocale();
  const focused = state.focusedDate as CalendarDate;
  const { minValue, maxValue } = state;

  const monthName = new DateFormatter(locale, { month: 'long', timeZone: state.timeZone });
  const months = Array.from({ length: focused.calendar.getMonthsInYear(focused) }, (_, i) => {
    const month = focused.set({ month: i + 1 });
    const name = monthName.format(month.toDate(state.timeZone));
    return { id: i + 1, name: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) };
  });
  const outside = (start: CalendarDate, end: CalendarDate) =>
    Boolean((minValue && end.compare(minValue) < 0) || (maxValue && start.compare(maxValue) > 0));
  const disabledMonths = months
    .filter(({ id }) => {
      const month = focused.set({ month: id });
      return outside(startOfMonth(month), endOfMonth(month));
    })
    .map(({ id }) => id);

  const firstYear = Math.min(minValue?.year ?? focused.year - yearsBack, focused.year);
  const lastYear = Math.max(maxValue?.year ?? focused.year + yearsAhead, focused.year);
  // Latest first: a birth date or a past appointment is nearer the top.
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => ({
    id: lastYear - i,
    name: String(lastYear - i),
  }));

  // setFocusedDate keeps the date within minValue/maxValue and the day within the month.
  const go = (change: { month?: number; year?: number }) =>
    state.setFocusedDate(focused.set(change));

  return (
    <div className={styles.pickers}>
      <Picker
        label={monthLabel}
        items={months}
        selectedKey={focused.month}
        disabledKeys={disabledMonths}
        onSelectionChange={(key) => go({ month: Number(key) })}
        isDisabled={state.isDisabled}
        className={styles.month}
      />
      <Picker
        label={yearLabel}
        items={years}
        selectedKey={focused.year}
        onSelectionChange={(key) => go({ year: Number(key) })}
        isDisabled={state.isDisabled}
        className={styles.year}
      />
    </div>
  );
}

interface PickerProps {
  label: string;
  items: { id: number; name: string }[];
  selectedKey: number;
  disabledKeys?: number[];
  onSelectionChange: (key: Key | null) => void;
  isDisabled?: boolean;
  className: string;
}

/** A compact select: its label is its accessible name, the header has no room to show it. */
function Picker({ label, items, className, ...props }: PickerProps) {
  return (
    <AriaSelect {...props} aria-label={label} className={className}>
      <Button className={[fieldStyles.control, selectStyles.trigger, styles.trigger].join(' ')}>
        <SelectValue className={selectStyles.value} />
        <ChevronDown size={16} aria-hidden="true" className={selectStyles.chevron} />
      </Button>
      <Popover className={selectStyles.popover}>
        <ListBox items={items} className={selectStyles.listBox} aria-label={label}>
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
