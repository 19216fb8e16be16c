// How every browser of the project starts: Debian's Chromium (never a downloaded browser) with
// the flags that keep it off the closed network (without the background-networking ones it
// floods it with failing connections, as measured on a machine with no way out). Stories,
// journeys, the consumer test and bench:web all launch it from here.
import { chromiumHeadlessShellPath, chromiumPath } from './ensure-debian.mjs';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's `launchOptions`. */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumFlags };

/**
 * The browser of every test (the stories, the journeys, the consumer test): the same flags in
 * Chromium's headless shell, the lighter headless browser Playwright itself runs headless
 * (Debian's `chromium-headless-shell`, the same version and the same Blink): no browser UI behind
 * the pages, so less CPU for each page and DevTools call. The stories' pictures it takes match
 * the baselines taken in Chromium's own headless mode, every one of them (docs/pruebas.md).
 */
export const chromiumHeadlessShellLaunch = {
  executablePath: chromiumHeadlessShellPath,
  args: chromiumFlags,
};
