import { type ReactNode, useCallback, useRef } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { root as rootClass } from '../theme/global.css';
import { highContrastTheme, lightTheme } from '../theme/themes.css';

export type ClinicaTheme = 'light' | 'highContrast';

const themeClasses: Record<ClinicaTheme, string> = {
  light: lightTheme,
  highContrast: highContrastTheme,
};

export interface ClinicaRouter {
  /** Client-side navigation, e.g. react-router's `navigate`. */
  navigate: (path: string) => void;
  /** Turns a router path into an `href` (for base paths). */
  useHref?: (path: string) => string;
}

export interface ClinicaProviderProps {
  children: ReactNode;
  /**
   * Locale for dates, times, numbers and react-aria's own texts.
   * @default 'es-ES'
   */
  locale?: string;
  /**
   * Colour theme.
   * @default 'light'
   */
  theme?: ClinicaTheme;
  /** Router adapter so every `href` of the kit navigates without a page load. */
  router?: ClinicaRouter;
  /** Extra class on the root element. */
  className?: string;
}

/**
 * The root of every Clínica kit tree: Spanish locale (dd/mm/aaaa, 24 h, Monday first),
 * the theme's variables, and the router adapter for links.
 */
export function ClinicaProvider({
  children,
  locale = 'es-ES',
  theme = 'light',
  router,
  className,
}: ClinicaProviderProps) {
  const themed = [themeClasses[theme], rootClass].join(' ');
  // Overlays (dialogs, popovers, toasts) portal into a themed sibling of the content, so they
  // keep the theme's variables and the content can still be hidden from assistive technology
  // while a modal is open.
  const overlays = useRef<HTMLDivElement>(null);
  const getContainer = useCallback(() => overlays.current, []);
  const content = (
    <I18nProvider locale={locale}>
      <UNSAFE_PortalProvider getContainer={getContainer}>
        <div className={[themed, className].filter(Boolean).join(' ')} data-theme={theme}>
          {children}
        </div>
      </UNSAFE_PortalProvider>
      <div ref={overlays} className={themed} data-clinica-overlays="" />
    </I18nProvider>
  );
  if (!router) return content;
  return (
    <RouterProvider navigate={router.navigate} useHref={router.useHref}>
      {content}
    </RouterProvider>
  );
}
