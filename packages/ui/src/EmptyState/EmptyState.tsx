import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /**
   * What is empty, as a heading.
   * @default 'No hay datos disponibles'
   */
  title?: string;
  /** @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** A sentence that explains or suggests what to do. */
  text?: ReactNode;
  /** The icon, decorative. @default an inbox */
  icon?: ReactNode;
  /** An optional action, e.g. a Button or LinkButton 'Crear incidencia'. */
  action?: ReactNode;
  className?: string;
}

/** What a list or a day looks like with nothing in it, and what to do next. */
export function EmptyState({
  title = 'No hay datos disponibles',
  headingLevel = 2,
  text,
  icon,
  action,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <Inbox size={32} />}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
