import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
  Input,
  ToggleButton,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'> {
  /** The visible label; it is also the input's accessible name. */
  label: ReactNode;
  /** Help text under the input, e.g. the password rules. */
  description?: ReactNode;
  /** The error shown when invalid; defaults to the validation's own messages. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Marks the field as optional with '(opcional)'. @default false */
  isOptional?: boolean;
  /** Text of the optional mark. @default '(opcional)' */
  optionalText?: string;
  /**
   * `current-password` to sign in, `new-password` when creating one (so managers offer one).
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /**
   * Accessible name of the toggle. It stays the same in both states, as a toggle button's
   * name must; `aria-pressed` tells whether the password is shown.
   * @default 'Mostrar contraseña'
   */
  showLabel?: string;
  /**
   * Announced (politely) when the password becomes visible.
   * @default 'Contraseña visible'
   */
  visibleAnnouncement?: string;
  /**
   * Announced (politely) when the password is hidden again.
   * @default 'Contraseña oculta'
   */
  hiddenAnnouncement?: string;
  className?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a toggle button (`aria-pressed`), and
 * each change is announced through a visually hidden live region, since the input's type change
 * itself is silent for screen readers.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  isOptional,
  optionalText,
  autoComplete = 'current-password',
  showLabel = 'Mostrar contraseña',
  visibleAnnouncement = 'Contraseña visible',
  hiddenAnnouncement = 'Contraseña oculta',
  className,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  // Empty until the first toggle, so nothing is announced when the page loads.
  const [announcement, setAnnouncement] = useState('');

  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isOptional={isOptional} optionalText={optionalText}>
        {label}
      </FieldLabel>
      <Group role="presentation" className={[fieldStyles.control, styles.group].join(' ')}>
        {/* Browsers must not correct or capitalise a password shown as text. */}
        <Input className={styles.input} autoCapitalize="off" autoCorrect="off" spellCheck={false} />
        <ToggleButton
          className={styles.toggle}
          aria-label={showLabel}
          isSelected={isVisible}
          isDisabled={props.isDisabled}
          onChange={(visible) => {
            setVisible(visible);
            setAnnouncement(visible ? visibleAnnouncement : hiddenAnnouncement);
          }}
        >
          {isVisible ? (
            <EyeOff size={18} aria-hidden="true" />
          ) : (
            <Eye size={18} aria-hidden="true" />
          )}
          <span aria-hidden="true" className={styles.tooltip}>
            {showLabel}
          </span>
        </ToggleButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <span className={visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </AriaTextField>
  );
}
