import { readdirSync } from 'node:fs';
import { CARPETA_DE_REGISTROS, lineasConDatosPersonales } from './registro';

/**
 * After every journey: the servers' logs of the whole run hold no e-mail, no DNI, no token
 * (docs/decisiones.md (56)). The journeys signed in, searched patients by DNI and by name,
 * followed recovery and invitation links and made patients, so a leak would show here.
 */
export default function registroLimpio(): void {
  let archivos: string[] = [];
  try {
    archivos = readdirSync(CARPETA_DE_REGISTROS);
  } catch {
    // No journey ran: nothing to read.
  }
  if (archivos.length === 0) return;
  const halladas = lineasConDatosPersonales();
  if (halladas.length > 0) {
    throw new Error(
      `El registro del servidor contiene datos personales o secretos (${halladas.length} líneas):\n${halladas.slice(0, 20).join('\n')}`,
    );
  }
  console.log(
    `Registros del servidor revisados (${archivos.length}): sin datos personales ni secretos.`,
  );
}
