import { CircleAlert } from 'lucide-react';
import { type ReactNode, type Ref, useCallback, useEffect, useRef } from 'react';
import { afterNextPaint } from '../afterNextPaint';
import { focusField } from '../Form/focusField';
import * as styles from './ErrorSummary.css';

export interface ErrorSummaryError {
  /**
   * The `id` of the field to focus: of its control, or of a group (a RadioGroup, a DatePicker's
   * segments, a Select) whose first control takes focus (see `focusField`).
   */
  fieldId: string;
  /** The same message the field shows, e.g. 'El nombre es obligatorio.' */
  message: string;
}

export interface ErrorSummaryProps {
  /**
   * The errors of the last submit, in the order of the fields on the page. With none and no
   * `message`, nothing is rendered. Without `focusKey`, focus moves to the summary each time it
   * is shown with a new array, so keep the array in state (set it on 'Continuar'), not rebuilt
   * on every render.
   */
  errors: readonly ErrorSummaryError[];
  /**
   * An error that belongs to no field, e.g. the server's 'No se ha podido guardar. Inténtalo de
   * nuevo.' Shown under the heading, before the links; with it the summary is shown even
   * without field errors.
   */
  message?: string;
  /**
   * The summary's heading.
   * @default 'Hay un problema'
   */
  title?: string;
  /** Level of the heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** An optional sentence under the heading. */
  description?: ReactNode;
  /**
   * When focus moves to the summary. Without it, each time `errors` is a new array (or
   * `message` changes) while something is shown. With it, each time this value changes while
   * something is shown, and only then: pass a count of submits (`intento`), so a second
   * 'Continuar' with the same errors brings focus back, while errors that follow what is
   * typed (rebuilt on every render, shown and hidden as fields are fixed) never take focus from
   * the field being typed in. Render the summary always (it renders nothing without errors),
   * not only when there are errors, or it would focus again each time it appears.
   * @default undefined
   */
  focusKey?: string | number;
  /**
   * The page's title. With it the summary owns `document.title`: `errorTitlePrefix` + this while
   * errors are shown, this alone otherwise (also once the summary is removed). Without it the
   * document's title is left alone, the caller's job.
   */
  documentTitle?: string;
  /**
   * Put before `documentTitle` while errors are shown, as GOV.UK does.
   * @default 'Error: '
   */
  errorTitlePrefix?: string;
  /** The summary's id, e.g. for a disabled 'Continuar' whose `aria-describedby` names it. */
  id?: string;
  /**
   * The focusable box: to bring it into view and focus it from elsewhere (a 'Continuar' that
   * waits until the errors are fixed).
   */
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * The GOV.UK error summary: shown at the top of the page when 'Continuar' finds errors, it
 * takes focus (so keyboard and screen reader users land on it), its content is in a
 * `role="alert"` child, and each message is a link that focuses its field and scrolls to it.
 *
 * It changes nothing outside itself unless asked: with `documentTitle` it also prefixes the
 * page title with 'Error: ' while errors are shown.
 */
export function ErrorSummary({
  errors,
  message,
  title = 'Hay un problema',
  headingLevel = 2,
  description,
  focusKey,
  documentTitle,
  errorTitlePrefix = 'Error: ',
  id,
  ref,
  className,
}: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const Heading = `h${headingLevel}` as const;
  const shown = errors.length > 0 || Boolean(message);
  const keyed = focusKey !== undefined;

  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      box.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // The title is written once the new content is painted, before the focus moves (so a page that
  // has the focus has its title): writing it sends it out of the page to the browser's tab (0.9 ms
  // of a press at full CPU speed, profiled), and nothing in the press's frame shows it.
  useEffect(() => {
    if (documentTitle === undefined) return;
    const titulo = shown ? `${errorTitlePrefix}${documentTitle}` : documentTitle;
    return afterNextPaint(() => {
      document.title = titulo;
    });
  }, [documentTitle, errorTitlePrefix, shown]);
  // Focus moves once the new content is painted: a screen reader then reads what is seen, no
  // focus handler runs inside React's commit, and the press that showed the summary is answered
  // without waiting for the focus styles. `errors` and `message` say when only without a key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the trigger, not what is read.
  useEffect(() => {
    if (!shown) return;
    return afterNextPaint(() => box.current?.focus());
  }, [keyed ? focusKey : errors, keyed ? undefined : message, keyed]);

  // Removed with errors on show (the step is done, the page changes): no 'Error: ' is left over.
  const lastTitle = useRef(documentTitle);
  lastTitle.current = documentTitle;
  useEffect(
    () => () => {
      if (lastTitle.current !== undefined) document.title = lastTitle.current;
    },
    [],
  );

  if (!shown) return null;
  return (
    <div
      ref={setRef}
      id={id}
      tabIndex={-1}
      className={[styles.summary, className].filter(Boolean).join(' ')}
    >
      {/* role="alert" on a child, as GOV.UK: the content is announced even where a screen
          reader says nothing of a plain box that takes focus. */}
      <div role="alert">
        <Heading className={styles.title}>
          <CircleAlert size={22} aria-hidden="true" className={styles.icon} />
          {title}
        </Heading>
        {description && <p className={styles.description}>{description}</p>}
        {message && <p className={styles.description}>{message}</p>}
        {errors.length > 0 && (
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
        )}
      </div>
    </div>
  );
}
