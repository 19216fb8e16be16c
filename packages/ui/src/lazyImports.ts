/**
 * The kit's code that its components load on demand: the DatePicker's calendar and the
 * ComboBox's virtual list. An app that bundles the kit from source (this repository's app) gets
 * them as one chunk (lazyParts.ts, ~9 kB gzip): each chunk a page may load apart makes the
 * bundler cut the code every page shares into more pieces, and two of them cost every other
 * route of the app ~1 kB gzip more than one did.
 *
 * The published build swaps this module for one with static imports (tsup.config.ts): esbuild,
 * as an app's bundler, puts whatever a package's dynamic import reaches into a chunk shared with
 * the importing page, so `{ Button }` alone cost 93.5 kB gzip instead of 14 (check-package-sizes).
 */
export const loadCalendar = () => import('./lazyParts');
export const loadVirtualList = () => import('./lazyParts');
