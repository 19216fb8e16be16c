import { describe, expect, it } from 'vitest';
import { relojDelServidor } from '../src/reloj';

describe("the server's clock", () => {
  it('is real time without the setting', () => {
    let ahora = 1_000;
    const reloj = relojDelServidor({}, () => ahora);
    ahora = 5_000;
    expect(reloj().getTime()).toBe(5_000);
  });

  it('starts at CLINICA_RELOJ_DE_PRUEBA and runs on at real speed', () => {
    let ahora = 1_000;
    const reloj = relojDelServidor(
      { CLINICA_RELOJ_DE_PRUEBA: '2026-12-01T09:30:00+01:00' },
      () => ahora,
    );
    expect(reloj().toISOString()).toBe('2026-12-01T08:30:00.000Z');
    ahora += 90_000;
    expect(reloj().toISOString()).toBe('2026-12-01T08:31:30.000Z');
  });

  it('is refused in production and when it is not an instant with its offset', () => {
    expect(() =>
      relojDelServidor({
        CLINICA_RELOJ_DE_PRUEBA: '2026-12-01T09:30:00+01:00',
        NODE_ENV: 'production',
      }),
    ).toThrow(/solo para pruebas/);
    for (const valor of ['mañana', '2026-12-01', '2026-12-01T09:30:00']) {
      expect(() => relojDelServidor({ CLINICA_RELOJ_DE_PRUEBA: valor })).toThrow(/ISO 8601/);
    }
  });
});
