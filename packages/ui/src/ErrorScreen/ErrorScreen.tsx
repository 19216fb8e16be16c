import { CircleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { LinkButton } from '../LinkButton/LinkButton';
import * as styles from './ErrorScreen.css';

export interface ErrorScreenProps {
  /** @default 'Se ha producido un error' */
  title?: string;
  /** @default 1 */
  headingLevel?: 1 | 2;
  /**
   * What went wrong and what to do.
   * @default 'No se ha podido completar la operación. Inténtalo de nuevo más tarde.'
   */
  message?: ReactNode;
  /**
   * The route the button goes to; with a router in ClinicaProvider it navigates in-app.
   * @default '/'
   */
  href?: string;
  /** @default 'Volver al inicio' */
  actionLabel?: string;
  /** Moves focus to the heading when shown, so the error is read first. @default false */
  autoFocusHeading?: boolean;
  className?: string;
}

/** A whole-page error: a message and a button to a given route. */
export function ErrorScreen({
  title = 'Se ha producido un error',
  headingLevel = 1,
  message = 'No se ha podido completar la operación. Inténtalo de nuevo más tarde.',
  href = '/',
  actionLabel = 'Volver al inicio',
  autoFocusHeading = false,
  className,
}: ErrorScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocusHeading) headingRef.current?.focus();
  }, [autoFocusHeading]);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <CircleAlert size={40} aria-hidden="true" className={styles.icon} />
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </Heading>
      <p className={styles.message}>{message}</p>
      <LinkButton href={href}>{actionLabel}</LinkButton>
    </div>
  );
}
