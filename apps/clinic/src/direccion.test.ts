import { describe, expect, it } from 'vitest';
import { idDeLaDireccion, paginaDeLaDireccion } from './direccion';

describe('numbers read from the address', () => {
  it('takes a positive whole id and nothing else', () => {
    expect(idDeLaDireccion('42')).toBe(42);
    for (const valor of [
      null,
      undefined,
      '',
      ' ',
      '0',
      '-3',
      '1.5',
      'abc',
      '1e400',
      '9007199254740993',
    ]) {
      expect(idDeLaDireccion(valor)).toBeUndefined();
    }
  });

  it('reads a page, or the first one', () => {
    expect(paginaDeLaDireccion('3')).toBe(3);
    expect(paginaDeLaDireccion(null)).toBe(1);
    expect(paginaDeLaDireccion('-1')).toBe(1);
  });
});
