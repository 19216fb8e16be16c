/**
 * A worker the page starts first thing (src/main.ts). The first `Intl` object of a page makes
 * the browser load its language data (ICU), and that data belongs to the page's process, shared
 * by its threads: made here, on another thread while the page fetches its files, it is ready
 * when the app's modules and first render ask for it. Measured on cold pages in this project's
 * Chromium: the main thread's first date format took 28–172 ms, and 0.3–1.7 ms once a worker had
 * made these (docs/rendimiento.md, 'The thirteenth round'). What is made here is what the app
 * and its libraries make as a page opens, each once.
 */
// The app's language (ClinicaProvider): its dates, numbers, sorting, lists and plurals, and the
// names of a date field's parts.
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
new Intl.DisplayNames(IDIOMA, { type: 'dateTimeField' }).of('day');
new Intl.Locale(IDIOMA).maximize();
// The browser's own zone and language, which react-aria reads; then the time zones' rules,
// which the clinic's wall clock (`relojDePared` of @clinica/api-client/reglas) and the zone
// conversions of @internationalized/date read with these two formats: any named zone loads
// them, and the browser's is at hand.
const zona = new Intl.DateTimeFormat().resolvedOptions().timeZone;
new Intl.DateTimeFormat('en-CA', { timeZone: zona, hourCycle: 'h23' }).format(0);
new Intl.DateTimeFormat('en-US', { timeZone: zona, era: 'short' }).format(0);
self.close();

// A module, so that its names stay its own.
export {};
