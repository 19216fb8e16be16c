/**
 * The server's clock: real time, unless CLINICA_RELOJ_DE_PRUEBA names an instant (ISO 8601 with
 * its offset, '2026-12-01T09:30:00+01:00'). The clock then starts at that instant and runs on at
 * real speed, and the demo clinic is seeded around it: the journeys (e2e/) walk a clinic's
 * morning (an arrival, a no-show after a cita's hour) on whatever date and hour they run. Never in
 * production: with NODE_ENV=production the setting is refused and the server does not start.
 */
export function relojDelServidor(
  env: Record<string, string | undefined> = process.env,
  ahora: () => number = Date.now,
): () => Date {
  const valor = env.CLINICA_RELOJ_DE_PRUEBA?.trim();
  if (!valor) return () => new Date(ahora());
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'CLINICA_RELOJ_DE_PRUEBA es solo para pruebas: no se admite con NODE_ENV=production. / ' +
        'CLINICA_RELOJ_DE_PRUEBA is for tests only: refused with NODE_ENV=production.',
    );
  }
  const inicio = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(valor)
    ? Date.parse(valor)
    : Number.NaN;
  if (Number.isNaN(inicio)) {
    throw new Error(
      'CLINICA_RELOJ_DE_PRUEBA debe ser un instante ISO 8601 con su zona (2026-12-01T09:30:00+01:00). / ' +
        'CLINICA_RELOJ_DE_PRUEBA must be an ISO 8601 instant with its offset.',
    );
  }
  const arranque = ahora();
  return () => new Date(inicio + (ahora() - arranque));
}
