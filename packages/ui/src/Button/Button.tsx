import { type ReactNode, useEffect, useRef } from 'react';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
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
 * A button on react-aria: press, keyboard and focus handled; `isPending` keeps it focusable,
 * ignores presses (a submit button does not submit again) and announces `pendingLabel`.
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
  ...props
}: ButtonProps) {
  // react-aria announces a focused button's pending state in a page-wide live region that points
  // at the button's ids. If the button goes away (the step or page changes) that region would
  // point at nothing, which assistive technology reads as an unnamed image: clear it then.
  const wasPending = useRef(false);
  if (isPending) wasPending.current = true;
  useEffect(
    () => () => {
      if (wasPending.current) clearAnnouncer('assertive');
    },
    [],
  );
  return (
    <AriaButton
      {...props}
      isPending={isPending}
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
