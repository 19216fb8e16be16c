/** What every fault scenario shares: the run's options, the bounds of its loads, its log. */
import path from 'node:path';
import { MENSAJES } from '../src/http/errors';

export const apiDir = path.resolve(import.meta.dirname, '..');
export const UNAVAILABLE = MENSAJES.baseDeDatosNoDisponible;
/** Staff who write during the loads: one client each. */
export const WRITERS = [
  'admin@clinica.test',
  'administrativo2@clinica.test',
  'medico@clinica.test',
  'radiologo@clinica.test',
];
/** Bounds of every load: never more requests than this per client and round. */
export const MAX_WRITES_PER_CLIENT = 2000;
export const REQUEST_TIMEOUT_MS = 15_000;
export const FIRST_START_MS = 180_000;
export const RESTART_MS = 90_000;

export const started = Date.now();
export const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
export const say = (scenario: string, text: string) =>
  console.log(`[${elapsed()}] ${scenario}: ${text}`);

export function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** `--corto` or FAULTS=short: the form npm test runs. */
export const short = process.argv.includes('--corto') || process.env.FAULTS === 'short';
