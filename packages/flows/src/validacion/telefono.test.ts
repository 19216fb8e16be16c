// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validarTelefono } from './telefono';

describe('teléfono', () => {
  it('acepta cualquier número de 9 cifras', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (telefono) => {
        expect(validarTelefono(telefono)).toBeUndefined();
      }),
    );
  });

  it('rechaza otras longitudes y caracteres', () => {
    for (const valor of [
      '',
      '12345678',
      '1234567890',
      '61234567a',
      '612 345 678',
      '+34612345678',
    ]) {
      expect(validarTelefono(valor)).toBe('El teléfono debe tener 9 dígitos.');
    }
  });
});
