/**
 * A worker the page starts first thing (src/main.ts). The first `Intl` object of a page makes
 * the browser load its language data (ICU), and that data belongs to the page's process, shared
 * by its threads: made here, on another thread while the page fetches its files, it is ready
 * when the app's modules and first render ask for it. Measured on cold pages in this project's
 * Chromium: the main thread's first date format took 28–172 ms, and 0.3–1.7 ms once a worker had
 * made these (docs/rendimiento.md, 'The thirteenth round'). The language is the app's, es-ES
 * (ClinicaProvider); each service the app formats, compares or lists with is made once.
 */
const IDIOMA = 'es-ES';

new Intl.DateTimeFormat(IDIOMA, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
}).format(0);
new Intl.NumberFormat(IDIOMA, { maximumFractionDigits: 1 }).format(1.5);
new Intl.Collator(IDIOMA, { numeric: true, sensitivity: 'base' }).compare('a', 'b');
new Intl.ListFormat(IDIOMA, { type: 'conjunction' }).format(['a', 'b']);
new Intl.PluralRules(IDIOMA).select(1);
new Intl.Locale(IDIOMA).maximize();
self.close();
