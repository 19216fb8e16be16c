// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MENSAJE_HORA_INVALIDA,
  MENSAJE_HORA_NO_DISPONIBLE,
  validarHora,
  validarHoraLibre,
} from './hora';

describe('hora', () => {
  it('acepta toda hora de 00:00 a 23:59', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const hora = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(validarHora(hora)).toBeUndefined();
      }),
    );
  });

  it('rechaza lo demás', () => {
    for (const valor of ['24:00', '9:00', '09:60', '0900', '09:00:00']) {
      expect(validarHora(valor)).toBe('Introduce una hora válida (HH:MM).');
    }
    expect(validarHora('')).toBe('La hora es obligatoria.');
    expect(MENSAJE_HORA_INVALIDA).toBe('Introduce una hora válida (HH:MM).');
  });

  it('con huecos conocidos, la hora debe ser uno de ellos', () => {
    expect(validarHoraLibre('10:00', ['09:00', '10:00'])).toBeUndefined();
    expect(validarHoraLibre('11:00', ['09:00', '10:00'])).toBe(MENSAJE_HORA_NO_DISPONIBLE);
    expect(validarHoraLibre('11:00')).toBeUndefined();
  });
});
