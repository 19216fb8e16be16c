import { CircleAlert } from 'lucide-react';
import { type ReactNode, useContext } from 'react';
import {
  type FieldErrorProps as AriaFieldErrorProps,
  Label as AriaLabel,
  FieldErrorContext,
  Text,
} from 'react-aria-components';
import * as styles from './Field.css';

export interface FieldLabelProps {
  children: ReactNode;
  /** Marks the field as optional with '(opcional)', as GOV.UK does, instead of starring required ones. */
  isOptional?: boolean;
  /**
   * Text of the optional mark.
   * @default '(opcional)'
   */
  optionalText?: string;
  /** Shows a required mark '*' (hidden from screen readers, which already hear "obligatorio"). */
  isRequiredMark?: boolean;
}

/** A field's label; react-aria links it to the control of the surrounding field. */
export function FieldLabel({
  children,
  isOptional,
  optionalText = '(opcional)',
  isRequiredMark,
}: FieldLabelProps) {
  return (
    <AriaLabel className={styles.label}>
      {children}
      {/* The space keeps the accessible name 'Segundo apellido (opcional)', not '…apellido(opcional)'. */}
      {isOptional && <span className={styles.labelMark}> {optionalText}</span>}
      {isRequiredMark && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </AriaLabel>
  );
}

/** Nothing to show: no text, or a message that says nothing. */
const vacio = (contenido: ReactNode) =>
  contenido === undefined || contenido === null || contenido === '' || contenido === false;

/**
 * Help text under a field, linked as its description; without text it is hidden.
 *
 * A field's description and error are always in the page, hidden while they have nothing to
 * say: react-aria links them to the control (`aria-describedby`) only once it finds their
 * elements, and looks again whenever the field turns valid or invalid, drawing the field again,
 * and everything under it, for each id it finds or loses (two more renders of every field a
 * 'Continuar' marks, before the press is painted). Elements that are always there keep their
 * ids, so the field is drawn once. Empty, they add nothing to the description.
 */
export function FieldDescription({ children }: { children?: ReactNode }) {
  return (
    <Text slot="description" className={styles.description} hidden={vacio(children) || undefined}>
      {children}
    </Text>
  );
}

export interface FieldErrorProps extends Omit<AriaFieldErrorProps, 'className' | 'style'> {}

/**
 * The field's error message, shown when the field is invalid (its own validation or the
 * form's `validationErrors`), with an icon so the error is not told by colour alone. Hidden
 * while the field is valid.
 */
export function FieldError({ children, ...props }: FieldErrorProps) {
  const validacion = useContext(FieldErrorContext);
  const propios = validacion?.validationErrors.join(' ') || undefined;
  const mensaje = validacion?.isInvalid
    ? typeof children === 'function'
      ? children({ ...validacion, defaultChildren: propios })
      : (children ?? propios)
    : undefined;
  // An invalid field with no message to give shows nothing: an error icon alone tells a person
  // that something is wrong but not what.
  const oculto = vacio(mensaje);
  return (
    <Text {...props} slot="errorMessage" className={styles.fieldError} hidden={oculto || undefined}>
      {oculto ? null : (
        <>
          <CircleAlert size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <span>{mensaje}</span>
        </>
      )}
    </Text>
  );
}
