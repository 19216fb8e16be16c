import { ArrowLeft } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { LinkButton } from '../LinkButton';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's `h1`. */
  title: ReactNode;
  /** A line under the title, e.g. 'Pacientes de hoy'. */
  subtitle?: ReactNode;
  /** Where the back link goes; without it there is no back link. */
  backHref?: string;
  /**
   * Text of the back link.
   * @default 'Volver al inicio'
   */
  backLabel?: string;
  /** Buttons on the right of the title, e.g. 'Crear cita', '+ Crear incidencia', 'Cancelar'. */
  actions?: ReactNode;
  /**
   * Ref to the `h1`. It has `tabIndex={-1}`, so a flow can move focus to it when its step
   * changes and a screen reader starts reading from the new title.
   */
  ref?: Ref<HTMLHeadingElement>;
  className?: string;
}

/** The top of a page: a back link, the title and the page's actions. */
export function PageHeader({
  title,
  subtitle,
  backHref,
  backLabel = 'Volver al inicio',
  actions,
  ref,
  className,
}: PageHeaderProps) {
  return (
    <div className={[styles.pageHeader, className].filter(Boolean).join(' ')}>
      {backHref !== undefined && (
        <LinkButton
          href={backHref}
          variant="ghost"
          size="small"
          icon={<ArrowLeft size={16} aria-hidden="true" />}
        >
          {backLabel}
        </LinkButton>
      )}
      <div className={styles.row}>
        <div className={styles.titles}>
          <h1 ref={ref} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
