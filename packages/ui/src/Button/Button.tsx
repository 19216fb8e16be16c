import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { visuallyHidden } from '../theme/global.css';
import { type ButtonVariants, button, spinner } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  /**
   * Visual weight: `primary` for the one main action of a page, `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: ButtonVariants['variant'];
  /** @default 'medium' */
  size?: ButtonVariants['size'];
  /** Stretches the button to its container's width. @default false */
  fullWidth?: boolean;
  /** An icon shown before the label. */
  icon?: ReactNode;
  /**
   * Text announced while `isPending` is true.
   * @default 'Cargando…'
   */
  pendingLabel?: string;
  /**
   * Why the action cannot be done now ('Solo se pueden eliminar incidencias con estado
   * PENDIENTE.'). With it the button looks disabled but stays focusable (`aria-disabled`),
   * ignores presses, and has the reason as its accessible description: a person finds the
   * action and learns why it is not available, instead of a page that then refuses.
   */
  disabledReason?: string;
  className?: string;
}

/**
 * A button on react-aria: press, keyboard and focus handled. `aria-disabled` keeps it focusable
 * and pressable but looks disabled: for a 'Continuar' that explains, when pressed, why it cannot
 * go on (the caller decides what a press does). `isPending` keeps it focusable,
 * ignores presses (a submit button does not submit again), marks it `aria-disabled` and
 * `data-pending`, and announces `pendingLabel` in its own status region.
 *
 * Pending is handled here rather than by react-aria's `isPending`: that one announces through a
 * page-wide live region pointing at the button's ids, which outlives the button when the step
 * or page changes and is then read as an unnamed image (axe: role-img-alt).
 */
export function Button({
  variant,
  size,
  fullWidth,
  icon,
  pendingLabel = 'Cargando…',
  className,
  children,
  isPending = false,
  onPress,
  type,
  disabledReason,
  ...props
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  const unavailable = Boolean(disabledReason);
  // react-aria's Button writes its own `aria-disabled` and `data-pending` (empty unless it owns
  // the pending state), so ours are set on the element after each render.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isPending) {
      element.setAttribute('aria-disabled', 'true');
      element.setAttribute('data-pending', 'true');
    } else {
      element.removeAttribute('data-pending');
      const ariaDisabled = unavailable || props['aria-disabled'];
      if (ariaDisabled === undefined || ariaDisabled === false || ariaDisabled === 'false') {
        element.removeAttribute('aria-disabled');
      } else element.setAttribute('aria-disabled', 'true');
    }
  });
  const describedBy =
    [props['aria-describedby'], unavailable && reasonId].filter(Boolean).join(' ') || undefined;
  const boton = (
    <AriaButton
      {...props}
      aria-describedby={describedBy}
      ref={ref}
      onPress={isPending || unavailable ? undefined : onPress}
      type={isPending && type === 'submit' ? 'button' : type}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {composeRenderProps(children, (children) => (
        <>
          {isPending ? <span className={spinner} aria-hidden="true" /> : icon}
          {children}
          {isPending && (
            <span className={visuallyHidden} role="status">
              {pendingLabel}
            </span>
          )}
        </>
      ))}
    </AriaButton>
  );
  if (!unavailable) return boton;
  return (
    <>
      {boton}
      {/* Hidden, yet read as the description: aria-describedby reaches hidden elements. */}
      <span id={reasonId} hidden>
        {disabledReason}
      </span>
    </>
  );
}
