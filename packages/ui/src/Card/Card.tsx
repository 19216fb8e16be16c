import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './Card.css';

type HeadingLevel = 2 | 3 | 4;

export interface CardProps {
  /** An optional heading; when given, it names the card's region. */
  heading?: ReactNode;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  children: ReactNode;
  className?: string;
}

/** A surface that groups related content, e.g. 'Subir pruebas' or 'Diagnóstico'. */
export function Card({ heading, headingLevel = 2, children, className }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading && (
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
      )}
      {children}
    </section>
  );
}

export type InfoBoxTone = 'info' | 'success' | 'warning' | 'danger';

const toneIcons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

const defaultToneLabels: Record<InfoBoxTone, string> = {
  info: 'Información',
  success: 'Correcto',
  warning: 'Aviso',
  danger: 'Error',
};

export interface InfoBoxProps {
  /**
   * The kind of message, told by an icon of its own shape and a hidden word, not by colour alone.
   * @default 'info'
   */
  tone?: InfoBoxTone;
  /** An optional heading, e.g. 'Datos del paciente'. */
  heading?: ReactNode;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * The word read before the content for screen readers.
   * @default 'Información' | 'Correcto' | 'Aviso' | 'Error' by tone
   */
  toneLabel?: string;
  /** Replaces the tone's icon. */
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A tinted box with an icon for notes and the patient info box (Nombre, DNI). Its tone is
 * said by icon shape and a hidden word ('Aviso: …') as well as colour.
 */
export function InfoBox({
  tone = 'info',
  heading,
  headingLevel = 2,
  toneLabel = defaultToneLabels[tone],
  icon,
  children,
  className,
}: InfoBoxProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const Icon = toneIcons[tone];
  const prefix = <span className={visuallyHidden}>{`${toneLabel}: `}</span>;
  return (
    <section
      className={[styles.infoBox({ tone }), className].filter(Boolean).join(' ')}
      aria-labelledby={heading ? headingId : undefined}
      data-tone={tone}
    >
      <span className={styles.icon({ tone })} aria-hidden="true">
        {icon ?? <Icon size={20} />}
      </span>
      <div className={styles.content}>
        {heading ? (
          <Heading id={headingId} className={styles.heading}>
            {prefix}
            {heading}
          </Heading>
        ) : (
          prefix
        )}
        {children}
      </div>
    </section>
  );
}
