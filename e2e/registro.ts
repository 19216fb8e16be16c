import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The journeys' servers write their log here, one file per worker, at the level a clinic runs
 * them ('info'): what the server would have told whoever reads its log during the whole run.
 */
export const CARPETA_DE_REGISTROS = path.resolve(import.meta.dirname, '../.tmp/e2e-registros');

export function archivoDeRegistro(puerto: number): string {
  mkdirSync(CARPETA_DE_REGISTROS, { recursive: true });
  return path.join(CARPETA_DE_REGISTROS, `servidor-${puerto}.log`);
}

/** What must never be in a log line (docs/decisiones.md (56)). */
const PROHIBIDO: ReadonlyArray<[string, RegExp]> = [
  ['un correo', /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/],
  ['un DNI o NIE', /\b[XYZ]?\d{7,8}[A-Z]\b/],
  ['un token', /token=(?!…|\[oculto\])[^&\s"]+/],
  ['una cabecera de sesión', /Bearer [A-Za-z0-9_-]{20,}/],
];

/** Every line of the run's server logs that holds personal data or a secret, with what it holds. */
export function lineasConDatosPersonales(): string[] {
  let archivos: string[];
  try {
    archivos = readdirSync(CARPETA_DE_REGISTROS).filter((nombre) => nombre.endsWith('.log'));
  } catch {
    return [];
  }
  const halladas: string[] = [];
  for (const archivo of archivos) {
    const lineas = readFileSync(path.join(CARPETA_DE_REGISTROS, archivo), 'utf8').split('\n');
    for (const [numero, linea] of lineas.entries()) {
      // The log's lines are pino's JSON; the start-up banner (the demo's public accounts) is not.
      if (!linea.startsWith('{')) continue;
      for (const [que, patron] of PROHIBIDO) {
        if (patron.test(linea)) halladas.push(`${archivo}:${numero + 1}: ${que}: ${linea}`);
      }
    }
  }
  return halladas;
}
