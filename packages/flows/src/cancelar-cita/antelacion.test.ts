// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dentroDelAviso, horasHasta } from './antelacion';

describe('la antelación mínima para cancelar', () => {
  // 10:00 en Madrid (invierno, UTC+1).
  const ahora = new Date('2026-12-01T09:00:00Z');

  it('cuenta las horas en la hora de pared de la clínica', () => {
    expect(horasHasta('2026-12-01', '12:00', ahora)).toBe(2);
    expect(horasHasta('2026-12-02', '10:00', ahora)).toBe(24);
    expect(horasHasta('2026-11-30', '10:00', ahora)).toBe(-24);
    // En verano (UTC+2) también.
    expect(horasHasta('2026-07-01', '12:00', new Date('2026-07-01T08:00:00Z'))).toBe(2);
  });

  it('con menos de 24 horas ya no se cancela desde aquí; con 24 o más, sí', () => {
    expect(dentroDelAviso('2026-12-02', '09:00', ahora)).toBe(true);
    expect(dentroDelAviso('2026-12-02', '10:00', ahora)).toBe(false);
    expect(dentroDelAviso('2026-12-02', '09:00', ahora, 12)).toBe(false);
  });
});
