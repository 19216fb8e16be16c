import { CircleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './ErrorSummary.css';

export interface ErrorSummaryError {
  /** The `id` of the field's control (or of a group, e.g. a RadioGroup) to focus. */
  fieldId: string;
  /** The same message the field shows, e.g. 'El nombre es obligatorio.' */
  message: string;
}

export interface ErrorSummaryProps {
  /**
   * The errors of the last submit, in the order of the fields on the page. With none, nothing
   * is rendered. Focus moves to the summary each time it is shown with a new array, so keep
   * the array in state (set it on 'Continuar'), not rebuilt on every render.
   */
  errors: readonly ErrorSummaryError[];
  /**
   * The summary's heading.
   * @default 'Hay un problema'
   */
  title?: string;
  /** Level of the heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** An optional sentence under the heading. */
  description?: ReactNode;
  className?: string;
}

const focusableSelector =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses a field by id (the checked or first option inside a group) and brings it into view. */
function focusField(fieldId: string) {
  const target = document.getElementById(fieldId);
  if (!target) return;
  const control = target.matches(focusableSelector)
    ? target
    : (target.querySelector<HTMLElement>('input:checked:not([disabled])') ??
      target.querySelector<HTMLElement>(focusableSelector));
  if (!control) return;
  // Bring the field's label into view too, as GOV.UK does: the question, not only the box.
  const labelId = (target.getAttribute('aria-labelledby') ?? '').split(' ')[0];
  const label =
    (control instanceof HTMLInputElement && control.labels?.[0]) ||
    (labelId ? document.getElementById(labelId) : null);
  (label || control).scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}

/**
 * The GOV.UK error summary: shown at the top of the page when 'Continuar' finds errors, it
 * takes focus (so keyboard and screen reader users land on it), its content is in a
 * `role="alert"` child, and each message is a link that focuses its field and scrolls to it.
 *
 * It changes nothing outside itself: prefixing the page title with 'Error: ' while errors are
 * shown (`document.title = 'Error: ' + title`) is the caller's job, e.g. the flow's screen.
 */
export function ErrorSummary({
  errors,
  title = 'Hay un problema',
  headingLevel = 2,
  description,
  className,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);

  if (errors.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className={[styles.summary, className].filter(Boolean).join(' ')}>
      <div role="alert">
        <Heading className={styles.title}>
          <CircleAlert size={22} aria-hidden="true" className={styles.icon} />
          {title}
        </Heading>
        {description && <p className={styles.description}>{description}</p>}
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={`${error.fieldId}-${error.message}`}>
              <a
                href={`#${error.fieldId}`}
                className={styles.link}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(error.fieldId);
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
