// Finds Debian's Chromium for the browser tests; as root on a machine without it, installs it
// with apt-get. Nothing here downloads a browser of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `✖ Chromium is missing at ${chromiumPath}. Install Debian's package:\n` +
        '    sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or set CHROMIUM_PATH to an installed Chromium.',
    );
    return false;
  }
  console.log("▶ Chromium is missing: installing Debian's chromium with apt-get");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`✖ apt-get ${args.join(' ')} failed`);
      return false;
    }
  }
  return existsSync(chromiumPath);
}
