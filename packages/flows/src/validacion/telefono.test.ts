// @vitest-environment node
import { normalizarTelefono } from '@clinica/api-client/reglas';
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

  it('acepta un número escrito como se lee y lo envía en sus 9 cifras', () => {
    for (const [valor, cifras] of [
      ['91 000 00 00', '910000000'],
      ['612 345 678', '612345678'],
      ['612-345-678', '612345678'],
      ['612.34.56.78', '612345678'],
      ['+34 612 345 678', '612345678'],
      ['0034612345678', '612345678'],
      ['(91) 000 0000', '910000000'],
    ]) {
      expect(validarTelefono(valor as string)).toBeUndefined();
      expect(normalizarTelefono(valor as string)).toBe(cifras);
    }
  });

  it('rechaza otras longitudes y caracteres', () => {
    for (const valor of [
      '',
      '   ',
      '12345678',
      '1234567890',
      '61234567a',
      '+33612345678',
      '+3461234567',
      '34612345678',
    ]) {
      expect(validarTelefono(valor)).toBe('El teléfono debe tener 9 dígitos.');
    }
  });
});
