// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  esNumCitaValido,
  MENSAJE_NUM_CITA_FORMATO,
  MENSAJE_NUM_CITA_NO_EXISTE,
  MENSAJE_NUM_CITA_OBLIGATORIO,
  MENSAJE_NUM_CITA_VALIDO,
  normalizarNumCita,
  validarNumCita,
} from './numCita';

describe('número de cita', () => {
  it('acepta 5 cifras y una letra, en cualquier caja', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}[A-Za-z]$/), (numero) => {
        expect(validarNumCita(numero)).toBeUndefined();
        expect(normalizarNumCita(numero)).toBe(numero.toUpperCase());
      }),
    );
  });

  it('rechaza otros formatos', () => {
    for (const valor of ['1234A', '123456A', '12345', 'A12345', '12345AB']) {
      expect(esNumCitaValido(valor)).toBe(false);
      expect(validarNumCita(valor)).toBe(MENSAJE_NUM_CITA_FORMATO);
    }
    expect(validarNumCita(' ')).toBe(MENSAJE_NUM_CITA_OBLIGATORIO);
  });

  it('conserva los textos de la especificación', () => {
    expect(MENSAJE_NUM_CITA_VALIDO).toBe('Número de cita válido');
    expect(MENSAJE_NUM_CITA_NO_EXISTE).toBe('No existe ninguna cita con ese número');
  });
});
