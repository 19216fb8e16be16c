import type { ReactNode } from 'react';
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
  className?: string;
}

/** A button that shows only an icon; its `label` is its accessible name and its tooltip. */
export function IconButton({
  label,
  icon,
  tone = 'neutral',
  size = 'medium',
  className,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={[styles.iconButton({ tone, size }), className].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
      <span aria-hidden="true" className={styles.tooltip}>
        {label}
      </span>
    </AriaButton>
  );
}
