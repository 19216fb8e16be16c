// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MENSAJE_EMAIL_INVALIDO, validarEmail, validarEmailLogin } from './email';

describe('correo electrónico', () => {
  it('acepta correos habituales', () => {
    for (const valor of ['lucia@clinica.es', 'a.b+c@correo.example.com', ' ana@x.io ']) {
      expect(validarEmail(valor)).toBeUndefined();
    }
  });

  it('rechaza correos mal formados', () => {
    for (const valor of [
      '',
      'lucia',
      'lucia@',
      '@clinica.es',
      'lucia@clinica',
      'a..b@c.es',
      'a b@c.es',
      '.a@c.es',
    ]) {
      expect(validarEmail(valor)).toBe(MENSAJE_EMAIL_INVALIDO);
    }
  });

  it('un texto sin arroba nunca es un correo', () => {
    fc.assert(
      fc.property(
        fc.string().filter((texto) => !texto.includes('@')),
        (texto) => {
          expect(validarEmail(texto)).toBe(MENSAJE_EMAIL_INVALIDO);
        },
      ),
    );
  });

  it('al iniciar sesión, vacío es obligatorio y mal formado es inválido', () => {
    expect(validarEmailLogin('  ')).toBe('El correo electrónico es obligatorio.');
    expect(validarEmailLogin('lucia')).toBe('El correo electrónico es inválido.');
    expect(validarEmailLogin('lucia@clinica.es')).toBeUndefined();
  });
});
