// How every browser of the project starts: Debian's Chromium (never a downloaded browser) with
// the flags that keep it off the closed network (without the background-networking ones it
// floods it with failing connections; TOOLCHAIN.md). Stories, journeys, the consumer test and
// bench:web all launch it from here.
import { chromiumPath } from './ensure-debian.mjs';

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
