// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MENSAJE_CODIGO_POSTAL, validarCodigoPostal } from './codigoPostal';

const provincia = fc.integer({ min: 1, max: 52 }).map((n) => String(n).padStart(2, '0'));

describe('código postal', () => {
  it('acepta 5 cifras de una provincia que existe', () => {
    expect(validarCodigoPostal('28001')).toBeUndefined();
    expect(validarCodigoPostal(' 08080 ')).toBeUndefined();
  });

  it('rechaza formatos incorrectos y prefijos que no son provincia', () => {
    for (const valor of ['', '2800', '280011', '28a01', '00123', '53001', '99999']) {
      expect(validarCodigoPostal(valor)).toBe(MENSAJE_CODIGO_POSTAL);
    }
    expect(MENSAJE_CODIGO_POSTAL).toBe('El código postal es incorrecto.');
  });

  it('con provincia, las dos primeras cifras deben ser su código INE', () => {
    fc.assert(
      fc.property(provincia, provincia, fc.stringMatching(/^\d{3}$/), (elegida, otra, resto) => {
        expect(validarCodigoPostal(`${elegida}${resto}`, elegida)).toBeUndefined();
        const esperado = otra === elegida ? undefined : MENSAJE_CODIGO_POSTAL;
        expect(validarCodigoPostal(`${otra}${resto}`, elegida)).toBe(esperado);
      }),
    );
  });

  it('admite el código de provincia sin cero a la izquierda', () => {
    expect(validarCodigoPostal('08001', '8')).toBeUndefined();
  });
});
