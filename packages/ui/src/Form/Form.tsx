import { type FormEvent, useMemo } from 'react';
import {
  type FormProps as AriaFormProps,
  FormContext,
  FormValidationContext,
} from 'react-aria-components';
import * as styles from './Form.css';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'render'> {
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
   * Fields that take `isInvalid` and `errorMessage` from the caller need none of this.
   */
  validationErrors?: AriaFormProps['validationErrors'];
  /**
   * The single-page app's submit: called on the submit button or Enter in a field, with the
   * page load already prevented, e.g. `() => send({ type: 'CONTINUAR' })`. The caller (a
   * machine) validates and shows the errors. `onSubmit`, if also given, runs first.
   */
  onContinue?: () => void;
  /**
   * The submit is on its way (the server is answering): further submits are ignored, so a
   * second Enter does not send twice, and the form is `aria-busy`. Show it on the submit
   * button too (`Button`'s `isPending`).
   * @default false
   */
  isPending?: boolean;
  /**
   * Room between the form's children, from the theme's spacing.
   * @default 'xl'
   */
  gap?: 'md' | 'lg' | 'xl';
  className?: string;
}

/** No errors from outside: one object, so the fields do not see a new one on every render. */
const SIN_ERRORES: NonNullable<AriaFormProps['validationErrors']> = {};

/**
 * A form that hands `validationErrors` and the validation behaviour to every react-aria field
 * inside (the two contexts react-aria's own Form provides), and stacks its children.
 * Pair it with `ErrorSummary` at the top of the page.
 *
 * Both contexts keep their value from one render to the next: react-aria's Form gives a new one
 * each time it is drawn, so every field in it was drawn again on each press of 'Continuar', even
 * the fields that had not changed (docs/rendimiento.md, 'Un formulario que no cambia').
 */
export function Form({
  validationBehavior = 'aria',
  validationErrors = SIN_ERRORES,
  onContinue,
  isPending = false,
  gap = 'xl',
  className,
  onSubmit,
  children,
  ...props
}: FormProps) {
  const contexto = useMemo(() => ({ validationBehavior }), [validationBehavior]);
  const submit =
    onContinue || isPending
      ? (event: FormEvent<HTMLFormElement>) => {
          onSubmit?.(event);
          event.preventDefault();
          if (!isPending) onContinue?.();
        }
      : onSubmit;
  return (
    <form
      {...props}
      noValidate={validationBehavior !== 'native'}
      onSubmit={submit}
      aria-busy={isPending || undefined}
      className={[styles.form({ gap }), className].filter(Boolean).join(' ')}
    >
      <FormContext.Provider value={contexto}>
        <FormValidationContext.Provider value={validationErrors}>
          {children}
        </FormValidationContext.Provider>
      </FormContext.Provider>
    </form>
  );
}
