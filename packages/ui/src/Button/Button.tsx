import type { ReactNode } from 'react';
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
  className?: string;
}

/**
 * A button on react-aria: press, keyboard and focus handled. `isPending` keeps it focusable,
 * ignores presses (a submit button does not submit again) and announces `pendingLabel`.
 *
 * Pending is handled here rather than by react-aria's own `isPending`: that one announces
 * through a global live region pointing at the button's ids, which outlives the button when
 * a step or page changes and then fails accessibility checks (an unnamed `role="img"`).
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
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      onPress={isPending ? undefined : onPress}
      type={isPending && type === 'submit' ? 'button' : type}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
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
}
