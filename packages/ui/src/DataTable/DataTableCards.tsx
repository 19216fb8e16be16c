import { ChevronDown } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../Button';
import type {
  DataTableColumn,
  DataTableProps,
  DataTableRow,
  DataTableTexts,
  DataTableValue,
} from './DataTable';
import * as styles from './DataTable.css';
import { HiddenFieldTexts } from './HiddenFieldTexts';

/**
 * What a part of a card shows: a column's `id` (its `cell`, or its value as text) or a function
 * of the row.
 */
export type DataTableCardSlot<T> = string | ((row: T) => ReactNode);

/** A line of a card's details: a column's `id` (its header and cell), or a label and a value. */
export type DataTableCardDetail<T> =
  | string
  | {
      /** Unique among the card's details. */
      id: string;
      /** The term, e.g. 'Radiólogo'; a function when it depends on the row. */
      label: string | ((row: T) => string);
      value: (row: T) => ReactNode;
    };

/**
 * How a row reads as a card below the table's width threshold. Every part but the title is
 * optional; the row's actions (`rowActions`) end each card as buttons with visible words, and
 * `rowTone` colours its edge (the word is in `status`).
 */
export interface DataTableCardLayout<T> {
  /**
   * The card's heading: who or what the row is, e.g. `'paciente'`. A screen reader lists the
   * cards by it, so it names the row on its own.
   */
  title: DataTableCardSlot<T>;
  /**
   * Heading level of each card's title, to fit the page's outline (an `h2` under the page's
   * `h1`, an `h3` inside a section).
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The line under the title, large: what a person scans the list by, e.g. `'hora'`. */
  lead?: DataTableCardSlot<T>;
  /**
   * The row's state beside the lead, as a word with an icon, never a colour alone: a column
   * whose cell is a `StatusBadge`, e.g. `'estado'`.
   */
  status?: DataTableCardSlot<T>;
  /**
   * The lines under them, each a term and its value, e.g. `['num_cita', 'tipo']`. A line whose
   * value is empty (`null`, `undefined`, `false`, '') is left out.
   */
  details?: readonly DataTableCardDetail<T>[];
}

/** Whether a rendered value shows nothing, so its line is left out. */
const isBlank = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

interface CardsProps<T> {
  label: string;
  rows: DataTableRow<T>[];
  columns: readonly DataTableColumn<T>[];
  layout: DataTableCardLayout<T>;
  display: (value: DataTableValue) => string;
  rowTone: DataTableProps<T>['rowTone'];
  rowActions: DataTableProps<T>['rowActions'];
  currentRowId: string | undefined;
  emptyText: string;
}

/**
 * The rows as a list of cards: the same rows as the table would show (filtered, sorted, the
 * current page), each with its heading, lead, state, details and actions. Memoised like the
 * grid: typing in the filter re-renders the cards only when their rows change.
 */
export const DataTableCards = memo(function DataTableCards<T>({
  label,
  rows,
  columns,
  layout,
  display,
  rowTone,
  rowActions,
  currentRowId,
  emptyText,
}: CardsProps<T>) {
  if (rows.length === 0) return <p className={styles.cardsEmpty}>{emptyText}</p>;

  const byId = new Map(columns.map((column) => [column.id, column]));
  const render = (slot: DataTableCardSlot<T>, row: DataTableRow<T>): ReactNode => {
    if (typeof slot === 'function') return slot(row.original);
    const column = byId.get(slot);
    if (column?.cell) return column.cell(row.original);
    return column?.accessor === undefined ? null : display(row.values[slot]);
  };
  const Heading = `h${layout.headingLevel ?? 3}` as const;

  return (
    <ul className={styles.cards} aria-label={label}>
      {rows.map((row) => {
        const current = row.id === currentRowId;
        const lead = layout.lead && render(layout.lead, row);
        const status = layout.status && render(layout.status, row);
        const details = (layout.details ?? []).flatMap((detail) => {
          const value =
            typeof detail === 'string' ? render(detail, row) : detail.value(row.original);
          if (isBlank(value)) return [];
          const term =
            typeof detail === 'string'
              ? (byId.get(detail)?.header ?? detail)
              : typeof detail.label === 'function'
                ? detail.label(row.original)
                : detail.label;
          return [{ id: typeof detail === 'string' ? detail : detail.id, term, value }];
        });
        const actions = rowActions?.(row.original) ?? [];
        return (
          <li
            key={row.id}
            className={styles.card({ tone: rowTone?.(row.original) ?? 'none' })}
            data-current={current || undefined}
            aria-current={current || undefined}
          >
            <Heading className={styles.cardTitle}>{render(layout.title, row)}</Heading>
            {(!isBlank(lead) || !isBlank(status)) && (
              <div className={styles.cardLeadRow}>
                {!isBlank(lead) && <span className={styles.cardLead}>{lead}</span>}
                {status}
              </div>
            )}
            {details.length > 0 && (
              <dl className={styles.cardDetails}>
                {details.map(({ id, term, value }) => (
                  <div key={id} className={styles.cardDetail}>
                    <dt className={styles.cardTerm}>{term}</dt>
                    <dd className={styles.cardValue}>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {actions.length > 0 && (
              <div className={styles.cardActions}>
                {actions.map((action) => {
                  const text = action.text ?? action.label;
                  return (
                    <Button
                      key={action.id}
                      size="small"
                      variant="secondary"
                      icon={action.icon}
                      // The word on the button, and the row it acts on for a screen reader:
                      // 'Cancelar' reads 'Cancelar cita 12345A' (the name starts with the word).
                      aria-label={text === action.label ? undefined : action.label}
                      isDisabled={action.isDisabled}
                      disabledReason={action.disabledReason}
                      onPress={action.onAction}
                      className={action.tone === 'danger' ? styles.cardDanger : undefined}
                    >
                      {text}
                    </Button>
                  );
                })}
              </div>
            )}
            {actions.map(
              (action) =>
                action.disabledReason && (
                  // In view on the card; a screen reader hears it as the button's description.
                  <p key={action.id} aria-hidden="true" className={styles.cardReason}>
                    {action.disabledReason}
                  </p>
                ),
            )}
          </li>
        );
      })}
    </ul>
  );
}) as <T>(props: CardsProps<T>) => ReactNode;

interface SortSelectProps<T> {
  columns: readonly DataTableColumn<T>[];
  sortDescriptor: SortDescriptor | undefined;
  onSortChange: (descriptor: SortDescriptor) => void;
  texts: DataTableTexts;
}

/** The sort choices of the cards: each sortable column, ascending and descending. Memoised. */
export const SortSelect = memo(function SortSelect<T>({
  columns,
  sortDescriptor,
  onSortChange,
  texts,
}: SortSelectProps<T>) {
  const sortable = columns.filter(
    (column) => column.allowsSorting ?? column.accessor !== undefined,
  );
  if (sortable.length === 0) return null;
  const key = (column: string, direction: SortDescriptor['direction']) => `${column}|${direction}`;
  const options = sortable.flatMap((column) =>
    (['ascending', 'descending'] as const).map((direction) => ({
      id: key(column.id, direction),
      text: texts.sortOption(column.header, direction),
    })),
  );
  return (
    <Select
      className={styles.inlineField}
      placeholder={texts.unsorted}
      value={sortDescriptor ? key(String(sortDescriptor.column), sortDescriptor.direction) : null}
      onChange={(value) => {
        const [column, direction] = String(value).split('|');
        if (column && (direction === 'ascending' || direction === 'descending'))
          onSortChange({ column, direction });
      }}
    >
      <Label className={styles.inlineLabel}>{texts.sortBy}</Label>
      <AriaButton className={[styles.selectTrigger, styles.sortTrigger].join(' ')}>
        <SelectValue className={styles.sortValue} />
        <ChevronDown size={16} aria-hidden="true" />
      </AriaButton>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option}>
              {option.text}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
      <HiddenFieldTexts />
    </Select>
  );
}) as <T>(props: SortSelectProps<T>) => ReactNode;

/**
 * The pages of the cards, narrow enough for a phone: 'Anterior', 'Página 2 de 6', 'Siguiente'.
 * The info text above it ('Mostrando 11 a 20…', a status) announces each new page.
 */
export const CompactPager = memo(function CompactPager({
  current,
  count,
  onChange,
  texts,
  format,
}: {
  current: number;
  count: number;
  onChange: (page: number) => void;
  texts: DataTableTexts;
  format: (page: number) => string;
}) {
  return (
    <nav aria-label={texts.pagination} className={styles.compactPager}>
      <Button
        variant="secondary"
        size="small"
        isDisabled={current <= 0}
        onPress={() => onChange(current - 1)}
      >
        {texts.previous}
      </Button>
      <span className={styles.pageOf}>
        {texts.pageOf(
          format(Math.min(current, Math.max(count - 1, 0))),
          format(Math.max(count - 1, 0)),
        )}
      </span>
      <Button
        variant="secondary"
        size="small"
        isDisabled={current >= count - 1}
        onPress={() => onChange(current + 1)}
      >
        {texts.next}
      </Button>
    </nav>
  );
});
