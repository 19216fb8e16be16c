import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './Form.css';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style'> {
  /**
   * `aria` shows each field's errors as ARIA states and messages and never blocks submission,
   * so the caller validates on 'Continuar' and passes the result as `validationErrors`
   * (GOV.UK's pattern: keep what was typed, summarise the errors at the top). `native` lets
   * the browser block submission on constraint errors instead.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /**
   * Errors by field `name`, e.g. from a machine's guard or the server:
   * `{ nombre: 'El nombre es obligatorio.' }`. Each field shows its own and is marked invalid;
   * a field's error clears once its value is changed and committed (on blur). Keep the object
   * in state, set on submit: a new object on every render would show a fixed field's error again.
   */
  validationErrors?: AriaFormProps['validationErrors'];
  className?: string;
}

/**
 * A form on react-aria's Form: it hands `validationErrors` and the validation behaviour to every
 * field inside. Pair it with `ErrorSummary` at the top of the page.
 */
export function Form({ validationBehavior = 'aria', className, ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      validationBehavior={validationBehavior}
      className={[styles.form, className].filter(Boolean).join(' ')}
    />
  );
}
