import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  composeRenderProps,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  SelectValue,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Select.css';

export interface SelectProps<T extends object = object>
  extends Omit<
    AriaSelectProps<T, 'single'>,
    'className' | 'style' | 'children' | 'placeholder' | 'selectionMode'
  > {
  /** The visible label; it is also the trigger's accessible name. */
  label: ReactNode;
  /** Help text under the trigger. */
  description?: ReactNode;
  /** The error shown when invalid; defaults to the validation's own messages. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Marks the field as optional with '(opcional)'. @default false */
  isOptional?: boolean;
  /** Text of the optional mark. @default '(opcional)' */
  optionalText?: string;
  /**
   * Text shown while nothing is selected.
   * @default 'Selecciona una opción'
   */
  placeholder?: string;
  /** The options as data; then `children` is a function that renders one `SelectItem`. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function of each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
}

/**
 * A select: a button that opens a list box in a popover. Keyboard: Enter, Space or
 * ArrowDown opens it, arrows move, type-ahead jumps, Enter selects, Escape closes.
 * Its value is submitted with forms through a hidden native select when `name` is set.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  isOptional,
  optionalText,
  placeholder = 'Selecciona una opción',
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isOptional={isOptional} optionalText={optionalText}>
        {label}
      </FieldLabel>
      <Button className={[fieldStyles.control, styles.trigger].join(' ')}>
        <SelectValue className={styles.value} />
        <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox items={items} className={styles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export interface SelectItemProps<T extends object = object>
  extends Omit<ListBoxItemProps<T>, 'className' | 'style'> {
  className?: string;
}

/**
 * One option of a `Select` or `ComboBox`. A check mark shows the selected one. When its
 * children are not a plain string, give a `textValue` for type-ahead and filtering.
 */
export function SelectItem<T extends object>({ className, ...props }: SelectItemProps<T>) {
  const textValue =
    props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={[styles.item, className].filter(Boolean).join(' ')}
    >
      {composeRenderProps(props.children, (children, { isSelected }) => (
        <>
          <span className={styles.itemLabel}>{children}</span>
          {isSelected && <Check size={16} aria-hidden="true" className={styles.check} />}
        </>
      ))}
    </ListBoxItem>
  );
}
