import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** What the button does, for screen readers and as its tooltip. Required: an icon alone says nothing. */
  label: string;
  /** The icon, e.g. a lucide-react icon. It is hidden from assistive technology. */
  icon: ReactNode;
  /** @default 'neutral' */
  tone?: 'neutral' | 'primary' | 'danger';
  /** @default 'medium' */
  size?: 'small' | 'medium';
  /**
   * Why the action cannot be done now. With it the button looks disabled but stays focusable
   * (`aria-disabled`), ignores presses, shows the reason in its tooltip and has it as its
   * accessible description.
   */
  disabledReason?: string;
  className?: string;
}

/** A button that shows only an icon; its `label` is its accessible name and its tooltip. */
export function IconButton({
  label,
  icon,
  tone = 'neutral',
  size = 'medium',
  disabledReason,
  className,
  onPress,
  ...props
}: IconButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  const unavailable = Boolean(disabledReason);
  // react-aria's Button writes its own `aria-disabled`, so ours is set after each render.
  useLayoutEffect(() => {
    if (unavailable) ref.current?.setAttribute('aria-disabled', 'true');
    else if (!props.isDisabled) ref.current?.removeAttribute('aria-disabled');
  });
  const describedBy =
    [props['aria-describedby'], unavailable && reasonId].filter(Boolean).join(' ') || undefined;
  return (
    <AriaButton
      {...props}
      ref={ref}
      aria-label={label}
      aria-describedby={describedBy}
      onPress={unavailable ? undefined : onPress}
      className={[styles.iconButton({ tone, size }), className].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
      <span aria-hidden="true" className={unavailable ? styles.reasonTooltip : styles.tooltip}>
        {label}
        {unavailable && <span className={styles.reason}>{disabledReason}</span>}
      </span>
      {/* Read as the description (aria-describedby reaches hidden elements), never twice. */}
      {unavailable && (
        <span id={reasonId} hidden>
          {disabledReason}
        </span>
      )}
    </AriaButton>
  );
}
