import { type ReactNode, useCallback, useRef } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { I18nProvider, RouterProvider } from 'react-aria-components';
// react-aria-components' declaration of its i18n files (i18n/lang.d.ts) exports their default
// as a type, though each one is the object of strings of one locale.
// @ts-expect-error TS1484: used as the value it is, below.
import textosDeReactAria from 'react-aria-components/i18n/es-ES';
import { root as rootClass } from '../theme/global.css';
import { highContrastTheme, lightTheme } from '../theme/themes.css';

/**
 * react-aria's own texts (calendar, date validation, tables, dialogs…) all from es-ES, whatever
 * the browser's language. Most of react-aria follows I18nProvider's locale, but the date fields'
 * validation (react-stately's datepicker) reads `navigator.language` on purpose; in a Catalan or
 * English browser it looked up strings of that language, and an app whose build keeps only
 * es-ES (@react-aria/optimize-locales-plugin) had none, nor its en-US fallback: typing a date
 * threw "Cannot read properties of undefined (reading 'rangeUnderflow')".
 * react-aria's own way out is the global dictionary it reads before its per-package ones: one
 * locale, one set of strings, which every lookup falls back to. A value already there (an app
 * that set its own, e.g. from a server) is left alone. Set while rendering, not on import: the
 * package's JS is marked free of side effects, and the first lookup comes after this render.
 */
function textosDeReactAriaEnEspanol() {
  if (typeof window === 'undefined') return;
  const global = window as unknown as Record<symbol, unknown>;
  global[Symbol.for('react-aria.i18n.locale')] ??= 'es-ES';
  // @ts-expect-error TS2693: see the import.
  global[Symbol.for('react-aria.i18n.strings')] ??= textosDeReactAria;
}

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
   * Locale for dates, times and numbers. react-aria's own texts are Spanish whatever it is, as
   * the kit's are, and nothing follows the browser's language.
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
  textosDeReactAriaEnEspanol();
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
