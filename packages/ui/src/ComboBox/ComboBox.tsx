import { ChevronDown } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  ListBox,
  ListLayout,
  Popover,
  useLocale,
  type ValidationResult,
  Virtualizer,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { SelectItem } from '../Select/Select';
import * as selectStyles from '../Select/Select.css';
import * as styles from './ComboBox.css';

/** Height of one option in px; the virtual layout places rows by it. */
const ROW_HEIGHT = 36;

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
 * fast. Keyboard: type to filter, ArrowDown/ArrowUp move, Enter selects, Escape closes
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
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isOptional={isOptional} optionalText={optionalText}>
        {label}
      </FieldLabel>
      <Group role="presentation" className={[fieldStyles.control, styles.group].join(' ')}>
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.button} aria-label={openLabel}>
          <ChevronDown size={18} aria-hidden="true" />
        </Button>
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={selectStyles.popover}>
        <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: ROW_HEIGHT, padding: 4 }}>
          <ListBox
            className={styles.listBox}
            renderEmptyState={() => <div className={selectStyles.empty}>{emptyText}</div>}
          >
            {children}
          </ListBox>
        </Virtualizer>
      </Popover>
    </AriaComboBox>
  );
}

/** One option of a `ComboBox` (the same option as a `Select`'s, with its check mark). */
export const ComboBoxItem = SelectItem;
