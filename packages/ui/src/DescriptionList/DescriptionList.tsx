import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './DescriptionList.css';

export interface DescriptionListAction {
  /** Where 'Cambiar' goes (a link); with a router in ClinicaProvider it navigates in-app. */
  href?: string;
  /** What 'Cambiar' does (a button), when it is not a link. */
  onPress?: () => void;
  /** The visible text. @default the list's `changeLabel` ('Cambiar') */
  label?: string;
  /**
   * Hidden text after the visible one, so the accessible name says what changes
   * ('Cambiar nombre'). @default the term, with a lower-case first letter unless an acronym
   */
  hiddenLabel?: string;
}

export interface DescriptionListItem {
  /** The name of the datum, e.g. 'Nombre'. */
  term: string;
  /** Its value. */
  value: ReactNode;
  /** An optional 'Cambiar' link or button for this row. */
  action?: DescriptionListAction;
}

export interface DescriptionListProps {
  /** The rows. */
  items: readonly DescriptionListItem[];
  /** An optional heading above the list, e.g. 'Datos de la cita'. */
  heading?: ReactNode;
  /** @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Visible text of every row's action.
   * @default 'Cambiar'
   */
  changeLabel?: string;
  /**
   * Shown for a value that is empty.
   * @default 'No indicado'
   */
  emptyValue?: string;
  className?: string;
}

/** 'Nombre' → 'nombre', 'DNI' → 'DNI': how the term is read after 'Cambiar'. */
function lowerFirst(term: string) {
  const [first = '', second = ''] = term;
  return second && second === second.toLocaleUpperCase('es-ES')
    ? term
    : first.toLocaleLowerCase('es-ES') + term.slice(1);
}

/**
 * The summary of a wizard ('Resumen', 'Confirmar datos'): term and value per row, and a
 * 'Cambiar' action per row whose accessible name names the term ('Cambiar nombre').
 */
export function DescriptionList({
  items,
  heading,
  headingLevel = 2,
  changeLabel = 'Cambiar',
  emptyValue = 'No indicado',
  className,
}: DescriptionListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {heading && <Heading className={styles.heading}>{heading}</Heading>}
      <dl className={styles.list}>
        {items.map(({ term, value, action }) => {
          const empty = value === null || value === undefined || value === '';
          const text = (
            <>
              {action?.label ?? changeLabel}
              <span className={visuallyHidden}> {action?.hiddenLabel ?? lowerFirst(term)}</span>
            </>
          );
          return (
            <div key={term} className={styles.row}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{empty ? emptyValue : value}</dd>
              {action && (
                <dd className={styles.actions}>
                  {action.href !== undefined ? (
                    <AriaLink href={action.href} className={styles.action}>
                      {text}
                    </AriaLink>
                  ) : (
                    <AriaButton onPress={action.onPress} className={styles.action}>
                      {text}
                    </AriaButton>
                  )}
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </div>
  );
}
