import { Menu, X } from 'lucide-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button';
import * as styles from './AppShell.css';

export interface AppShellProps {
  /** The page. It is rendered inside the `<main>` landmark. */
  children: ReactNode;
  /**
   * The side bar, usually a `<Sidebar>`. Leave it out on patient and login screens.
   * Under 991px of width it folds away behind the 'Menú' button.
   */
  sidebar?: ReactNode;
  /**
   * Id of the `<main>` element, the skip link's target.
   * @default 'contenido-principal'
   */
  mainId?: string;
  /**
   * Text of the skip link, the first thing a keyboard user reaches.
   * @default 'Saltar al contenido principal'
   */
  skipLinkText?: string;
  /**
   * Text of the button that shows and hides the side bar on narrow screens.
   * @default 'Menú'
   */
  menuButtonText?: string;
  /**
   * The clinic's name in the narrow top bar, beside 'Menú'.
   * @default 'Clínica'
   */
  title?: ReactNode;
  className?: string;
}

/**
 * The frame of every screen: a skip link, the optional side bar and the `<main>` landmark.
 * Narrower than 991px, the side bar collapses behind a 'Menú' disclosure button.
 */
export function AppShell({
  children,
  sidebar,
  mainId = 'contenido-principal',
  skipLinkText = 'Saltar al contenido principal',
  menuButtonText = 'Menú',
  title = 'Clínica',
  className,
}: AppShellProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const menuButtonId = useId();
  const hasSidebar = sidebar != null && sidebar !== false;

  // Focus the main landmark directly: following '#id' would also change the URL, which a
  // hash-based router would read as a navigation.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isMenuOpen) {
      setMenuOpen(false);
      // Button takes no ref, so it is found by its id to get focus back.
      document.getElementById(menuButtonId)?.focus();
    }
  };

  // A chosen menu link leads to another page: fold the menu away again. Capture phase,
  // because react-aria's press handling stops the click from bubbling.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setMenuOpen(false);
  };

  return (
    <div className={[styles.shell, className].filter(Boolean).join(' ')}>
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skipToMain}>
        {skipLinkText}
      </a>
      <div className={styles.layout} data-has-sidebar={hasSidebar || undefined}>
        {hasSidebar && (
          <>
            <header className={styles.topBar}>
              <span className={styles.topBarTitle}>{title}</span>
              <Button
                id={menuButtonId}
                variant="secondary"
                size="small"
                icon={
                  isMenuOpen ? (
                    <X size={16} aria-hidden="true" />
                  ) : (
                    <Menu size={16} aria-hidden="true" />
                  )
                }
                aria-expanded={isMenuOpen}
                aria-controls={sidebarId}
                onPress={() => setMenuOpen((open) => !open)}
                className={styles.menuButton}
              >
                {menuButtonText}
              </Button>
            </header>
            <div
              id={sidebarId}
              className={styles.sidebarRegion}
              data-open={isMenuOpen || undefined}
              onKeyDownCapture={closeOnEscape}
              onClickCapture={closeOnLink}
            >
              {sidebar}
            </div>
          </>
        )}
        <main ref={mainRef} id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
