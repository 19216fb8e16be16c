import { ChevronDown } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  ListBox,
  Popover,
  useLocale,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { loadVirtualList } from '../lazyImports';
import { lazyModule } from '../lazyModule';
import { SelectItem } from '../Select/Select';
import * as selectStyles from '../Select/Select.css';
import * as styles from './ComboBox.css';

/**
 * The virtual list's code, loaded apart: a page with a ComboBox does not pay for it up front.
 * The ComboBox preloads it when focus enters the field or a pointer reaches it.
 */
const virtualListCode = /* @__PURE__ */ lazyModule(loadVirtualList);

/**
 * A "contains" filter that matches as the locale's collator does at base sensitivity (in es-ES
 * 'avila' finds 'Ávila', case ignored, while 'ñ' stays its own letter), but fast enough for
 * thousands of options on every keystroke. react-aria's `useFilter` compares every slice of
 * every option with the collator: with 8,000 names it cost 15–55 ms a keystroke in Node and
 * made typing in the browser visibly lag (about 3× slower per key than this filter). Instead
 * each distinct character is folded once, by the collator itself, to the first character it
 * deems equal; texts are folded once and cached; matching is then a plain `includes`.
 */
export function createCollationFilter(locale: string) {
  const collator = new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' });
  const representatives: string[] = [];
  const folded = new Map<string, string>();
  const foldChar = (char: string) => {
    let result = folded.get(char);
    if (result === undefined) {
      // Characters the collator ignores (soft hyphen, zero-width joiners) fold to nothing.
      result =
        collator.compare(char, '') === 0
          ? ''
          : (representatives.find((r) => collator.compare(char, r) === 0) ?? char);
      if (result === char) representatives.push(char);
      folded.set(char, result);
    }
    return result;
  };
  const foldedTexts = new Map<string, string>();
  const fold = (text: string) => {
    let result = foldedTexts.get(text);
    if (result === undefined) {
      result = Array.from(text.normalize('NFC'), foldChar).join('');
      foldedTexts.set(text, result);
    }
    return result;
  };
  return (textValue: string, inputValue: string) => fold(textValue).includes(fold(inputValue));
}

export interface ComboBoxProps<T extends object = object>
  extends Omit<
    AriaComboBoxProps<T, 'single'>,
    'className' | 'style' | 'children' | 'selectionMode' | 'defaultFilter'
  > {
  /** The visible label; it is also the input's accessible name. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** The error shown when invalid; defaults to the validation's own messages. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Marks the field as optional with '(opcional)'. @default false */
  isOptional?: boolean;
  /** Text of the optional mark. @default '(opcional)' */
  optionalText?: string;
  /** Example text shown while empty. */
  placeholder?: string;
  /**
   * `ComboBoxItem` elements, or a function of each option given as data: in `defaultItems`
   * (filtered here as the user types) or in `items` (already filtered by the caller, e.g. from
   * a server, with `inputValue`/`onInputChange`).
   */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * Shown in the open list when no option matches what was typed.
   * @default 'No hay resultados'
   */
  emptyText?: string;
  /**
   * Accessible name of the button that opens the full list.
   * @default 'Mostrar opciones'
   */
  openLabel?: string;
  /**
   * The filter applied while typing. By default a "contains" match with the locale's
   * collation at base sensitivity: in es-ES 'avila' finds 'Ávila' (accents and case ignored,
   * while 'ñ' stays a letter of its own).
   */
  defaultFilter?: (textValue: string, inputValue: string) => boolean;
  className?: string;
}

/**
 * A text input that filters a list of options as the user types. The list is virtualized, so
 * only the visible rows are in the DOM and thousands of options (every municipality) stay
 * fast; the virtualiser's code loads apart, when focus enters the field or a pointer reaches it. Keyboard: type to filter, ArrowDown/ArrowUp move, Enter selects, Escape closes
 * (a second Escape clears).
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  isOptional,
  optionalText,
  placeholder,
  children,
  emptyText = 'No hay resultados',
  openLabel = 'Mostrar opciones',
  defaultFilter,
  className,
  onFocus,
  ...props
}: ComboBoxProps<T>) {
  // The locale comes from ClinicaProvider's I18nProvider (es-ES by default).
  const { locale } = useLocale();
  const contains = useMemo(() => createCollationFilter(locale), [locale]);
  return (
    <AriaComboBox
      allowsEmptyCollection
      {...props}
      defaultFilter={defaultFilter ?? contains}
      onFocus={(event) => {
        void virtualListCode.preload();
        onFocus?.(event);
      }}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isOptional={isOptional} optionalText={optionalText}>
        {label}
      </FieldLabel>
      {/* A pointer over the field (or a touch on it) comes well before the list opens. */}
      <Group
        role="presentation"
        className={[fieldStyles.control, styles.group].join(' ')}
        onPointerEnter={virtualListCode.preload}
        onPointerDown={virtualListCode.preload}
      >
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.button} aria-label={openLabel}>
          <ChevronDown size={18} aria-hidden="true" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={selectStyles.popover}>
        <OptionList emptyText={emptyText}>{children}</OptionList>
      </Popover>
    </AriaComboBox>
  );
}

/**
 * The open list: virtualised once the virtual list's code has loaded (it is preloaded on the
 * first sign of intent, so in practice always). Should the list open before that, it is a plain
 * list box for that opening, every option in the DOM, with the same padding and row height: the
 * same picture. The choice is made once per mount, as switching would remount the list box
 * under the user (its options are also rendered, hidden, for the ComboBox to collect them).
 */
function OptionList<T extends object>({
  emptyText,
  children,
}: {
  emptyText: string;
  children: ReactNode | ((item: T) => ReactNode);
}) {
  const [loaded] = useState(virtualListCode.loaded);
  const listBox = (
    <ListBox
      className={loaded ? styles.listBox : selectStyles.listBox}
      renderEmptyState={() => <div className={selectStyles.empty}>{emptyText}</div>}
    >
      {children}
    </ListBox>
  );
  return loaded ? <loaded.VirtualList>{listBox}</loaded.VirtualList> : listBox;
}

/** One option of a `ComboBox` (the same option as a `Select`'s, with its check mark). */
export const ComboBoxItem = SelectItem;
