import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { type ButtonVariants, button } from '../Button/Button.css';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  /** @default 'primary' */
  variant?: ButtonVariants['variant'];
  /** @default 'medium' */
  size?: ButtonVariants['size'];
  /** @default false */
  fullWidth?: boolean;
  /** An icon shown before the label. */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A link that looks like a button, for navigation ('Ir a citas', 'Volver al inicio').
 * With a router set in `ClinicaProvider`, its `href` navigates without a page load.
 */
export function LinkButton({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...props
}: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {icon}
      {children}
    </AriaLink>
  );
}
