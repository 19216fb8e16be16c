import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { LinkButton } from '../LinkButton/LinkButton';
import * as styles from './Confirmation.css';

export interface ConfirmationProps {
  /**
   * What was done, e.g. 'Cita creada correctamente'.
   * @default 'Operación realizada correctamente'
   */
  title?: string;
  /** @default 1 */
  headingLevel?: 1 | 2;
  /** The reference of what was made, shown large, e.g. '12345A'. */
  reference?: string;
  /**
   * The words before the reference.
   * @default 'Número de cita'
   */
  referenceLabel?: string;
  /** What happens next. */
  children?: ReactNode;
  /**
   * Heading of the 'what happens next' text, shown when there are `children`.
   * @default 'Qué ocurre ahora'
   */
  nextStepsTitle?: string;
  /** The action's text, e.g. 'Ir a citas'. @default 'Volver al inicio' */
  actionLabel?: string;
  /** Where the action goes (a link). */
  actionHref?: string;
  /** What the action does (a button), when it is not a link. */
  onAction?: () => void;
  /**
   * Moves focus to the heading when shown, so a screen reader reads the outcome first
   * (the step before is gone and focus would otherwise be lost).
   * @default false
   */
  autoFocusHeading?: boolean;
  className?: string;
}

/**
 * The end of a flow (GOV.UK confirmation page): what was done, its reference, what happens
 * next, and where to go now.
 */
export function Confirmation({
  title = 'Operación realizada correctamente',
  headingLevel = 1,
  reference,
  referenceLabel = 'Número de cita',
  children,
  nextStepsTitle = 'Qué ocurre ahora',
  actionLabel = 'Volver al inicio',
  actionHref,
  onAction,
  autoFocusHeading = false,
  className,
}: ConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocusHeading) headingRef.current?.focus();
  }, [autoFocusHeading]);
  const Heading = `h${headingLevel}` as const;
  const NextHeading = `h${headingLevel + 1}` as 'h2' | 'h3';
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.panel}>
        <CircleCheck size={48} aria-hidden="true" className={styles.icon} />
        <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>
          {title}
        </Heading>
        {reference && (
          <p className={styles.reference}>
            {referenceLabel}: <strong className={styles.referenceValue}>{reference}</strong>
          </p>
        )}
      </div>
      {children && (
        <div className={styles.next}>
          <NextHeading className={styles.nextHeading}>{nextStepsTitle}</NextHeading>
          {children}
        </div>
      )}
      {actionHref !== undefined ? (
        <div>
          <LinkButton href={actionHref}>{actionLabel}</LinkButton>
        </div>
      ) : (
        onAction && (
          <div>
            <Button onPress={onAction}>{actionLabel}</Button>
          </div>
        )
      )}
    </div>
  );
}
