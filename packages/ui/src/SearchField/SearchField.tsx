import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Group,
  Input,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './SearchField.css';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label, e.g. 'Buscar:'. */
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
   * Accessible name of the clear button (Escape clears too).
   * @default 'Borrar búsqueda'
   */
  clearLabel?: string;
  className?: string;
}

/**
 * A search input: Enter submits (`onSubmit`), Escape or the clear button empties it
 * (`onClear`). The clear button is hidden while the field is empty.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  isOptional,
  optionalText,
  placeholder,
  clearLabel = 'Borrar búsqueda',
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField
      {...props}
      className={[fieldStyles.field, styles.root, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isOptional={isOptional} optionalText={optionalText}>
        {label}
      </FieldLabel>
      <Group role="presentation" className={[fieldStyles.control, styles.group].join(' ')}>
        <Search size={18} aria-hidden="true" className={styles.icon} />
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.clear} aria-label={clearLabel}>
          <X size={18} aria-hidden="true" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaSearchField>
  );
}
