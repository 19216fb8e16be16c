import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, X } from 'lucide-react';
import {
  type CSSProperties,
  memo,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useDateFormatter, useLocale, useNumberFormatter } from 'react-aria';
import {
  Button as AriaButton,
  Cell,
  Column,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Row,
  SearchField,
  Select,
  SelectValue,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { Button } from '../Button';
import { fieldStyles } from '../Field';
import { IconButton, type IconButtonProps } from '../IconButton';
import * as styles from './DataTable.css';
import {
  CompactPager,
  type DataTableCardLayout,
  DataTableCards,
  SortSelect,
} from './DataTableCards';
import { HiddenFieldTexts } from './HiddenFieldTexts';
import { useNarrow } from './useNarrow';

/** A value a column reads from a row: sorted, searched and, without a `cell`, shown as text. */
export type DataTableValue = string | number | Date | null | undefined;

/** The states a row can be toned with; each has a background in `vars.status`. */
export type DataTableRowTone =
  | 'enCurso'
  | 'cumplida'
  | 'cancelada'
  | 'noPresentada'
  | 'pendiente'
  | 'resuelta';

export interface DataTableColumn<T> {
  /** Unique id of the column; it is also the `column` of a sort descriptor. */
  id: string;
  /** The header text. */
  header: string;
  /** The column's value: a key of the row or a function of it. Without it the column only renders `cell`. */
  accessor?: (keyof T & string) | ((row: T) => DataTableValue);
  /** Renders the cell (a badge, a link…); without it the accessor's value is shown as text. */
  cell?: (row: T) => ReactNode;
  /**
   * Whether the header sorts the table.
   * @default true when the column has an accessor
   */
  allowsSorting?: boolean;
  /**
   * Whether the filter box searches this column.
   * @default true when the column has an accessor
   */
  searchable?: boolean;
  /**
   * The column that names each row for screen readers.
   * @default the first column
   */
  isRowHeader?: boolean;
}

/** An icon button at the end of a row; on a card, a button with its word. */
export interface DataTableRowAction {
  /** Unique within the row. */
  id: string;
  /** Accessible name and tooltip, naming the row, e.g. 'Modificar cita 12345A'. */
  label: string;
  /**
   * The word on the card's button, e.g. 'Modificar'; `label` stays its accessible name, so
   * start `label` with this word ('Modificar cita 12345A').
   * @default label
   */
  text?: string;
  icon: ReactNode;
  onAction: () => void;
  /** @default 'neutral' */
  tone?: IconButtonProps['tone'];
  isDisabled?: boolean;
  /**
   * Why this row's action cannot be done: shown disabled but focusable, with the reason as its
   * description and in its tooltip (see `IconButton`'s `disabledReason`).
   */
  disabledReason?: string;
}

/** Numbers of the info text, already formatted for the locale. */
export interface DataTableInfo {
  from: string;
  to: string;
  total: string;
}

/** Every visible text of the table. The defaults are the DataTables Spanish texts. */
export interface DataTableTexts {
  /** @default 'Buscar:' */
  search: string;
  /** Text before the page size select. @default 'Mostrar' */
  pageSizeBefore: string;
  /** Text after the page size select. @default 'registros' */
  pageSizeAfter: string;
  /** @default ({ from, to, total }) => `Mostrando ${from} a ${to} de ${total} registros` */
  info: (info: DataTableInfo) => string;
  /** Added to the info text while the filter hides rows. @default (max) => `(filtrado de un total de ${max} registros)` */
  infoFiltered: (max: string) => string;
  /** @default 'No hay datos disponibles' */
  empty: string;
  /** Shown when the filter leaves no row. @default 'No se encontraron resultados' */
  noResults: string;
  /** @default 'Anterior' */
  previous: string;
  /** @default 'Siguiente' */
  next: string;
  /** Accessible name of a page button. @default (page) => `Página ${page}` */
  page: (page: string) => string;
  /** Accessible name of the page navigation. @default 'Paginación' */
  pagination: string;
  /** Header of the row actions column. @default 'Acciones' */
  actions: string;
  /** Label of the cards' sort select. @default 'Ordenar por' */
  sortBy: string;
  /**
   * A choice of the cards' sort select.
   * @default (column, direction) => `${column} (${direction === 'ascending' ? 'ascendente' : 'descendente'})`
   */
  sortOption: (column: string, direction: 'ascending' | 'descending') => string;
  /** The cards' sort select while nothing is sorted. @default 'Sin ordenar' */
  unsorted: string;
  /** Between the cards' 'Anterior' and 'Siguiente'. @default (page, count) => `Página ${page} de ${count}` */
  pageOf: (page: string, count: string) => string;
}

export const dataTableTexts: DataTableTexts = {
  search: 'Buscar:',
  pageSizeBefore: 'Mostrar',
  pageSizeAfter: 'registros',
  info: ({ from, to, total }) => `Mostrando ${from} a ${to} de ${total} registros`,
  infoFiltered: (max) => `(filtrado de un total de ${max} registros)`,
  empty: 'No hay datos disponibles',
  noResults: 'No se encontraron resultados',
  previous: 'Anterior',
  next: 'Siguiente',
  page: (page) => `Página ${page}`,
  pagination: 'Paginación',
  actions: 'Acciones',
  sortBy: 'Ordenar por',
  sortOption: (column, direction) =>
    `${column} (${direction === 'ascending' ? 'ascendente' : 'descendente'})`,
  unsorted: 'Sin ordenar',
  pageOf: (page, count) => `Página ${page} de ${count}`,
};

export interface DataTableProps<T> {
  /** The rows. Keep the array stable between renders (state or memo): the search index is built from it. */
  data: readonly T[];
  /** The columns, in order. Keep the array stable between renders (define it outside or memoise it). */
  columns: readonly DataTableColumn<T>[];
  /** A unique, stable id for each row. */
  getRowId: (row: T) => string;
  /** The table's accessible name, e.g. 'Citas'. */
  label: string;
  /** The sort applied first, e.g. `{ column: 'tipo', direction: 'descending' }`. */
  defaultSort?: SortDescriptor;
  /**
   * Rows per page at first.
   * @default 10
   */
  defaultPageSize?: number;
  /**
   * The choices of the page size select.
   * @default [10, 25, 50, 100]
   */
  pageSizeOptions?: readonly number[];
  /**
   * Shows the filter box.
   * @default true
   */
  showFilter?: boolean;
  /**
   * Shows the 'Mostrando…' info text.
   * @default true
   */
  showInfo?: boolean;
  /**
   * Splits the rows into pages, with the page size select and the page buttons. Without it every row is rendered.
   * @default true
   */
  showPaging?: boolean;
  /**
   * Shows the cards' 'Ordenar por' select (the table sorts by its headers).
   * @default true
   */
  showSort?: boolean;
  /**
   * Height of the table's scrolling area, e.g. '410px'; the header stays in view while the rows
   * scroll. The cards never scroll in a box of their own: the page scrolls.
   */
  scrollHeight?: CSSProperties['maxHeight'];
  /**
   * Tones a row by its state. Colour only adds to a visible word: show the state in a column too
   * (e.g. with StatusBadge).
   */
  rowTone?: (row: T) => DataTableRowTone | undefined;
  /** Icon buttons at the end of each row, each labelled with the row it acts on. */
  rowActions?: (row: T) => DataTableRowAction[];
  /**
   * The id (`getRowId`) of a row to bring into view and mark, e.g. the one just changed: the
   * table opens at its page, scrolls it into view and outlines it (`data-current` on the row).
   * The outline is not a word: say in a cell why the row is marked (a badge, 'Recién cambiada').
   */
  currentRowId?: string;
  /**
   * The rows as cards when the table is narrow (see `layout`): each card a list item with the
   * row's title as its heading, a lead line, its state in words, details and the row's actions
   * with their words. Without it the table is always a table.
   */
  card?: DataTableCardLayout<T>;
  /**
   * `auto`: with `card`, cards while the table's own box is narrower than `cardsBelow` (measured
   * on the component, not the window, so it works in any column), the table otherwise. Only one
   * of them is rendered, never both. `cards` or `table` force one (a few rows read better as
   * cards at every width).
   * @default 'auto'
   */
  layout?: 'auto' | 'table' | 'cards';
  /**
   * The width in CSS pixels under which `auto` shows cards.
   * @default 768
   */
  cardsBelow?: number;
  /** Replaces any of the Spanish texts. */
  texts?: Partial<DataTableTexts>;
  className?: string;
}

const ACTIONS_COLUMN = '__acciones';

/** Lower case without accents, so 'garcia' finds 'García' and 'MARÍA' finds 'maría'. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A row of the page being drawn: its id, its item and what each column reads from it. */
export interface DataTableRow<T> {
  id: string;
  original: T;
  values: Record<string, DataTableValue>;
}

function readerOf<T>(column: DataTableColumn<T>): ((row: T) => DataTableValue) | undefined {
  const { accessor } = column;
  if (accessor === undefined) return undefined;
  if (typeof accessor === 'function') return accessor;
  return (row) => row[accessor] as DataTableValue;
}

/** The buttons of a pager with at most seven entries, as DataTables shows them: 1 … 4 5 6 … 20. */
export function pageItems(current: number, count: number): (number | 'start' | 'end')[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i);
  const last = count - 1;
  if (current < 4) return [0, 1, 2, 3, 4, 'end', last];
  if (current > last - 4) return [0, 'start', last - 4, last - 3, last - 2, last - 1, last];
  return [0, 'start', current - 1, current, current + 1, 'end', last];
}

/**
 * A table of records with sorting, a filter that ignores case and accents, pages and the
 * DataTables Spanish texts. Keyboard and ARIA grid by react-aria's Table; the rows are searched,
 * sorted and cut into pages here, and only the current page's rows are made and rendered, so
 * thousands of rows stay smooth.
 * With `card`, a narrow table becomes a list of cards over the same rows, search, sort and pages.
 */
/** The page sizes offered by default; one array, so the size select is not drawn again for it. */
const TAMANOS_DE_PAGINA: readonly number[] = [10, 25, 50, 100];

export function DataTable<T>({
  data,
  columns,
  getRowId,
  label,
  defaultSort,
  defaultPageSize = 10,
  pageSizeOptions = TAMANOS_DE_PAGINA,
  showFilter = true,
  showInfo = true,
  showPaging = true,
  showSort = true,
  scrollHeight,
  rowTone,
  rowActions,
  currentRowId,
  card,
  layout = 'auto',
  cardsBelow = 768,
  texts,
  className,
}: DataTableProps<T>) {
  // The same texts object while `texts` is the same: the toolbar's selects and the pager are
  // memoised, and a keystroke in the filter draws none of them again (on a phone
  // they were most of a keystroke's work).
  const t = useMemo(() => ({ ...dataTableTexts, ...texts }), [texts]);
  const { locale } = useLocale();
  const numbers = useNumberFormatter();
  const dates = useDateFormatter({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const display = useCallback(
    (value: DataTableValue) =>
      value == null ? '' : value instanceof Date ? dates.format(value) : String(value),
    [dates],
  );

  // Each column's reader: the one home of what a cell reads, for the search, the order and the
  // page's rows.
  const readers = useMemo(
    () => new Map(columns.map((column) => [column.id, readerOf(column)])),
    [columns],
  );

  // One normalised text per searchable cell, built once per data change, so a keystroke over
  // 10,000 rows is a lookup and an `includes`, not tens of thousands of normalisations. Built at
  // the first search, not when the table is first drawn: a list that nobody searches (most
  // visits) does not pay for it while the page loads.
  const searchIndex = useMemo(() => {
    let index: Map<T, Record<string, string>> | undefined;
    return () => {
      if (index) return index;
      const searched = columns.flatMap((column) => {
        const read = readers.get(column.id);
        return read && column.searchable !== false ? [[column.id, read] as const] : [];
      });
      index = new Map();
      for (const row of data) {
        const entry: Record<string, string> = {};
        for (const [id, read] of searched) entry[id] = normalise(display(read(row)));
        index.set(row, entry);
      }
      return index;
    };
  }, [data, columns, readers, display]);

  // The order of two values: numbers and dates by value, text by the locale's collation, numbers
  // within it read as numbers ('2' before '10'), no value as ''.
  const compare = useMemo(() => {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    return (a: DataTableValue, b: DataTableValue) => {
      const x = a ?? '';
      const y = b ?? '';
      if (x instanceof Date && y instanceof Date) return x.getTime() - y.getTime();
      if (typeof x === 'number' && typeof y === 'number') return x - y;
      return collator.compare(String(x), String(y));
    };
  }, [locale]);

  const [query, setQuery] = useState('');
  // Typing stays responsive: React may render the filtered table after the keystroke.
  const globalFilter = useDeferredValue(query.trim());
  const [sorting, setSorting] = useState<{ id: string; desc: boolean } | undefined>(() =>
    defaultSort
      ? { id: String(defaultSort.column), desc: defaultSort.direction === 'descending' }
      : undefined,
  );
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: defaultPageSize });

  // The rows the search finds: any searchable column's text holds the query, case and accents
  // aside.
  const filtered = useMemo(() => {
    if (globalFilter === '') return data;
    const wanted = normalise(globalFilter);
    const index = searchIndex();
    return data.filter((row) => {
      const texts = index.get(row);
      return texts !== undefined && Object.values(texts).some((text) => text.includes(wanted));
    });
  }, [data, globalFilter, searchIndex]);

  // Those rows in the chosen order (a column that reads nothing, or does not sort, leaves it as
  // it is): each value read once; equal values keep the data's order in both directions, and a
  // row without a value goes last going up, first going down.
  const sorted = useMemo(() => {
    const column = sorting && columns.find((candidate) => candidate.id === sorting.id);
    const read = column && (column.allowsSorting ?? true) ? readers.get(column.id) : undefined;
    if (!sorting || !read) return filtered;
    const keyed = filtered.map((row, index) => ({ row, index, value: read(row) }));
    keyed.sort((a, b) => {
      const order =
        a.value === undefined || b.value === undefined
          ? a.value === b.value
            ? 0
            : a.value === undefined
              ? 1
              : -1
          : compare(a.value, b.value);
      if (order !== 0) return sorting.desc ? -order : order;
      return a.index - b.index;
    });
    return keyed.map(({ row }) => row);
  }, [filtered, sorting, columns, readers, compare]);

  // The callers' getRowId is often a new function at each render; the page's rows (and the
  // memoised grid and cards) are made again only when the rows or the page change.
  const rowIdOf = useRef(getRowId);
  rowIdOf.current = getRowId;
  const { pageIndex, pageSize } = pagination;
  const pageCount = Math.ceil(sorted.length / pageSize);
  const rows = useMemo(
    () =>
      (showPaging ? sorted.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) : sorted).map(
        (row): DataTableRow<T> => ({
          id: rowIdOf.current(row),
          original: row,
          values: Object.fromEntries([...readers].map(([id, read]) => [id, read?.(row)])),
        }),
      ),
    [sorted, showPaging, pageIndex, pageSize, readers],
  );

  // Other rows, another search or another order start at the first page.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when these change.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setPagination((current) => (current.pageIndex === 0 ? current : { ...current, pageIndex: 0 }));
  }, [data, globalFilter, sorting]);

  // The current row's page opens first, once per row and data (not again after paging away).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the row or the rows change.
  useEffect(() => {
    if (currentRowId === undefined || !showPaging) return;
    const index = sorted.findIndex((row) => rowIdOf.current(row) === currentRowId);
    if (index >= 0)
      setPagination((current) => ({ ...current, pageIndex: Math.floor(index / current.pageSize) }));
  }, [currentRowId, data]);

  const root = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(root, cardsBelow, card !== undefined && layout === 'auto');
  // Before the first measure, the shape the window's width makes certain (useNarrow); without
  // a window, neither layout is rendered.
  const shape: 'table' | 'cards' | undefined = !card
    ? 'table'
    : layout !== 'auto'
      ? layout
      : narrow === undefined
        ? undefined
        : narrow
          ? 'cards'
          : 'table';
  const scroller = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts at its top.
  useEffect(() => {
    scroller.current?.scrollTo?.({ top: 0 });
  }, [pagination.pageIndex, pagination.pageSize]);
  // After the line above: the current row scrolls into view once it is rendered.
  const shownRow = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (currentRowId === undefined || shownRow.current === currentRowId) return;
    const row = root.current?.querySelector('[data-current]');
    if (!row) return;
    shownRow.current = currentRowId;
    row.scrollIntoView?.({ block: 'center' });
  });

  const total = sorted.length;
  const isFiltered = globalFilter !== '';
  const from = total === 0 ? 0 : showPaging ? pageIndex * pageSize + 1 : 1;
  const to = showPaging ? Math.min((pageIndex + 1) * pageSize, total) : total;
  const info = [
    t.info({ from: numbers.format(from), to: numbers.format(to), total: numbers.format(total) }),
    isFiltered ? t.infoFiltered(numbers.format(data.length)) : '',
  ]
    .filter(Boolean)
    .join(' ');

  const sortId = sorting?.id;
  const sortDesc = sorting?.desc;
  const sortDescriptor = useMemo<SortDescriptor | undefined>(
    () =>
      sortId === undefined
        ? undefined
        : { column: sortId, direction: sortDesc ? 'descending' : 'ascending' },
    [sortId, sortDesc],
  );
  const onSortChange = useCallback(
    (next: SortDescriptor) =>
      setSorting({ id: String(next.column), desc: next.direction === 'descending' }),
    [],
  );

  const emptyText = isFiltered ? t.noResults : t.empty;
  const format = useCallback((page: number) => numbers.format(page + 1), [numbers]);
  const onPageChange = useCallback(
    (page: number) => setPagination((current) => ({ ...current, pageIndex: Math.max(0, page) })),
    [],
  );
  // A new size keeps the first row shown on the page that now holds it.
  const onPageSizeChange = useCallback(
    (size: number) =>
      setPagination(({ pageIndex: page, pageSize: before }) => {
        const after = Math.max(1, size);
        return { pageIndex: Math.floor((before * page) / after), pageSize: after };
      }),
    [],
  );

  return (
    <div
      ref={root}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-layout={shape}
    >
      {shape && (showPaging || showFilter || (shape === 'cards' && showSort)) && (
        <div className={styles.toolbar}>
          {showPaging ? (
            <PageSizeSelect
              value={pageSize}
              options={pageSizeOptions}
              onChange={onPageSizeChange}
              texts={t}
            />
          ) : (
            shape === 'table' && <span />
          )}
          {showFilter && (
            <SearchField className={styles.inlineField} value={query} onChange={setQuery}>
              <Label className={styles.inlineLabel}>{t.search}</Label>
              <Input className={[fieldStyles.control, styles.searchInput].join(' ')} />
              <AriaButton className={styles.searchClear}>
                <X size={16} aria-hidden="true" />
              </AriaButton>
              <HiddenFieldTexts />
            </SearchField>
          )}
          {shape === 'cards' && showSort && (
            // The table sorts by its headers; the cards have none, so a select does it.
            <SortSelect
              columns={columns}
              sortDescriptor={sortDescriptor}
              onSortChange={onSortChange}
              texts={t}
            />
          )}
        </div>
      )}
      {shape === 'table' && (
        <div ref={scroller} className={styles.scroller} style={{ maxHeight: scrollHeight }}>
          <Grid
            label={label}
            rows={rows}
            columns={columns}
            display={display}
            sortDescriptor={sortDescriptor}
            onSortChange={onSortChange}
            rowTone={rowTone}
            rowActions={rowActions}
            currentRowId={currentRowId}
            actionsHeader={t.actions}
            emptyText={emptyText}
          />
        </div>
      )}
      {shape === 'cards' && card && (
        <DataTableCards
          label={label}
          rows={rows}
          columns={columns}
          layout={card}
          display={display}
          rowTone={rowTone}
          rowActions={rowActions}
          currentRowId={currentRowId}
          emptyText={emptyText}
        />
      )}
      {shape && (showInfo || showPaging) && (
        <div className={styles.footer}>
          {showInfo ? (
            <p className={styles.info} role="status">
              {info}
            </p>
          ) : (
            <span />
          )}
          {showPaging &&
            (shape === 'cards' ? (
              <CompactPager
                current={pageIndex}
                count={pageCount}
                onChange={onPageChange}
                texts={t}
                format={format}
              />
            ) : (
              <Pager
                current={pageIndex}
                count={pageCount}
                onChange={onPageChange}
                texts={t}
                format={format}
              />
            ))}
        </div>
      )}
    </div>
  );
}

interface GridProps<T> {
  label: string;
  rows: DataTableRow<T>[];
  columns: readonly DataTableColumn<T>[];
  display: (value: DataTableValue) => string;
  sortDescriptor: SortDescriptor | undefined;
  onSortChange: (descriptor: SortDescriptor) => void;
  rowTone: DataTableProps<T>['rowTone'];
  rowActions: DataTableProps<T>['rowActions'];
  currentRowId: string | undefined;
  actionsHeader: string;
  emptyText: string;
}

/**
 * The grid itself, memoised: typing in the filter re-renders the toolbar at once and the
 * grid only when its rows really change.
 */
const Grid = memo(function Grid<T>({
  label,
  rows,
  columns,
  display,
  sortDescriptor,
  onSortChange,
  rowTone,
  rowActions,
  currentRowId,
  actionsHeader,
  emptyText,
}: GridProps<T>) {
  const rowHeader = columns.find((column) => column.isRowHeader)?.id ?? columns[0]?.id;
  return (
    <Table
      aria-label={label}
      className={styles.table}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
    >
      <TableHeader>
        {columns.map((column) => (
          <Column
            key={column.id}
            id={column.id}
            isRowHeader={column.id === rowHeader}
            allowsSorting={column.allowsSorting ?? column.accessor !== undefined}
            className={styles.column}
          >
            {({ allowsSorting, sortDirection }) => (
              <span className={styles.columnContent}>
                {column.header}
                {allowsSorting && <SortIcon direction={sortDirection} />}
              </span>
            )}
          </Column>
        ))}
        {rowActions && (
          <Column id={ACTIONS_COLUMN} className={styles.column}>
            {actionsHeader}
          </Column>
        )}
      </TableHeader>
      <TableBody renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}>
        {rows.map((row) => (
          <Row
            key={row.id}
            id={row.id}
            data-current={row.id === currentRowId || undefined}
            className={styles.row({ tone: rowTone?.(row.original) ?? 'none' })}
          >
            {columns.map((column) => {
              const text = display(row.values[column.id]);
              return (
                <Cell key={column.id} className={styles.cell} textValue={text}>
                  {column.cell ? column.cell(row.original) : text}
                </Cell>
              );
            })}
            {rowActions && (
              <Cell className={styles.cell}>
                <div className={styles.actions}>
                  {rowActions(row.original).map((action) => (
                    <IconButton
                      key={action.id}
                      label={action.label}
                      icon={action.icon}
                      tone={action.tone}
                      size="small"
                      isDisabled={action.isDisabled}
                      disabledReason={action.disabledReason}
                      onPress={action.onAction}
                    />
                  ))}
                </div>
              </Cell>
            )}
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}) as <T>(props: GridProps<T>) => ReactNode;

function SortIcon({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon size={14} aria-hidden="true" className={styles.sortIcon} />;
}

interface PagerProps {
  current: number;
  count: number;
  onChange: (page: number) => void;
  texts: DataTableTexts;
  format: (page: number) => string;
}

const Pager = memo(function Pager({ current, count, onChange, texts, format }: PagerProps) {
  return (
    <nav aria-label={texts.pagination}>
      <ul className={styles.pages}>
        <li>
          <Button
            variant="ghost"
            size="small"
            isDisabled={current <= 0}
            onPress={() => onChange(current - 1)}
          >
            {texts.previous}
          </Button>
        </li>
        {pageItems(current, count).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === current ? 'primary' : 'ghost'}
                size="small"
                aria-label={texts.page(format(item))}
                aria-current={item === current ? 'page' : undefined}
                onPress={() => onChange(item)}
              >
                {format(item)}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={styles.ellipsis}>
              …
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="small"
            isDisabled={current >= count - 1}
            onPress={() => onChange(current + 1)}
          >
            {texts.next}
          </Button>
        </li>
      </ul>
    </nav>
  );
});

/** 'Mostrar [10] registros': memoised, so typing in the filter does not draw it again. */
const PageSizeSelect = memo(function PageSizeSelect({
  value,
  options,
  onChange,
  texts,
}: {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
  texts: DataTableTexts;
}) {
  return (
    <Select className={styles.inlineField} value={value} onChange={(key) => onChange(Number(key))}>
      <Label className={styles.inlineLabel}>{texts.pageSizeBefore}</Label>
      <AriaButton className={styles.selectTrigger}>
        <SelectValue />
        <ChevronDown size={16} aria-hidden="true" />
      </AriaButton>
      <span className={styles.inlineLabel}>{texts.pageSizeAfter}</span>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {options.map((size) => (
            <ListBoxItem key={size} id={size} className={styles.option}>
              {String(size)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
      <HiddenFieldTexts />
    </Select>
  );
});
