// Finds what the browser and server tests need from Debian: Chromium's headless shell (the
// stories', the journeys' and the consumer test's browser) and PostgreSQL; and Chromium itself,
// which Lighthouse runs in (`bench:web`, `perfil:web`). As root on a machine without them,
// installs Debian's packages with apt-get; otherwise says what to install.
// Nothing here downloads a browser or a database of its own.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's build of Chromium's headless shell, the same version as its Chromium. */
export const chromiumHeadlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

function postgresInstalled() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return false;
  return readdirSync(root).some((version) => existsSync(path.join(root, version, 'bin', 'initdb')));
}

let updated = false;

function aptInstall(pkg) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `✖ Debian's ${pkg} is missing. Install it:\n    sudo apt-get update && sudo apt-get install -y ${pkg}`,
    );
    return false;
  }
  console.log(`▶ Debian's ${pkg} is missing: installing it with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = updated ? [] : [['update', '-qq']];
  steps.push(['install', '-y', '-qq', pkg]);
  for (const args of steps) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`✖ apt-get ${args.join(' ')} failed`);
      return false;
    }
  }
  updated = true;
  return true;
}

export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.env.CHROMIUM_PATH) {
    console.error(`✖ CHROMIUM_PATH points at ${chromiumPath}, which does not exist.`);
    return false;
  }
  return aptInstall('chromium') && existsSync(chromiumPath);
}

export function ensureChromiumHeadlessShell() {
  if (existsSync(chromiumHeadlessShellPath)) return true;
  if (process.env.CHROMIUM_HEADLESS_SHELL_PATH) {
    console.error(
      `✖ CHROMIUM_HEADLESS_SHELL_PATH points at ${chromiumHeadlessShellPath}, which does not exist.`,
    );
    return false;
  }
  return aptInstall('chromium-headless-shell') && existsSync(chromiumHeadlessShellPath);
}

export function ensurePostgres() {
  if (postgresInstalled()) return true;
  return aptInstall('postgresql') && postgresInstalled();
}
