// @vitest-environment node
import { CONTRASENA_DEMO, MENSAJES_CONTRASENA } from '@clinica/api-client/reglas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MENSAJE_CONTRASENA_CORTA,
  MENSAJE_CONTRASENAS_DISTINTAS,
  MENSAJE_REPETIR_CONTRASENA,
  validarContrasena,
  validarContrasenaLogin,
  validarRepeticionContrasena,
} from './password';

describe('contraseña', () => {
  it('exige al menos 8 caracteres', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8 }), (contrasena) => {
        expect(validarContrasena(contrasena)).not.toBe(MENSAJE_CONTRASENA_CORTA);
      }),
    );
    expect(validarContrasena('una frase larga')).toBeUndefined();
    expect(validarContrasena('1234567')).toBe('La contraseña debe tener al menos 8 caracteres.');
    // Vacía: lo que falta es la contraseña, no que sea más larga.
    expect(validarContrasena('')).toBe('La contraseña es obligatoria.');
  });

  it('rechaza un mismo carácter repetido, una serie seguida y la contraseña de la demostración, con su motivo (docs/decisiones.md (57))', () => {
    for (const trivial of ['aaaaaaaaaaaa', '12345678', 'abcdefgh', '87654321', 'ZZZZZZZZ']) {
      expect(validarContrasena(trivial), trivial).toBe(MENSAJES_CONTRASENA.trivial);
    }
    expect(validarContrasena(CONTRASENA_DEMO)).toBe(MENSAJES_CONTRASENA.demostracion);
    expect(validarContrasena('clínica2026!')).toBe(MENSAJES_CONTRASENA.demostracion);
    // Parecidas, pero ni repetidas ni seguidas ni la pública.
    for (const vale of ['abababab', '12345679', 'Clinica2027!']) {
      expect(validarContrasena(vale), vale).toBeUndefined();
    }
  });

  it('cuenta caracteres y no unidades UTF-16', () => {
    expect(validarContrasena('🔒🔒🔒🔒')).toBe(MENSAJE_CONTRASENA_CORTA);
  });

  it('la repetición debe coincidir exactamente', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (contrasena, otra) => {
        expect(validarRepeticionContrasena(contrasena, contrasena)).toBeUndefined();
        const esperado =
          otra === ''
            ? MENSAJE_REPETIR_CONTRASENA
            : otra === contrasena
              ? undefined
              : MENSAJE_CONTRASENAS_DISTINTAS;
        expect(validarRepeticionContrasena(contrasena, otra)).toBe(esperado);
      }),
    );
    // Las dos en blanco no 'coinciden' ni 'no coinciden': falta repetirla.
    expect(validarRepeticionContrasena('', '')).toBe('Repite la contraseña.');
    expect(validarRepeticionContrasena('ClaveSegura2024', 'ClaveSegura2023')).toBe(
      'Las contraseñas no coinciden.',
    );
  });

  it('al iniciar sesión solo es obligatoria', () => {
    expect(validarContrasenaLogin('')).toBe('La contraseña es obligatoria.');
    expect(validarContrasenaLogin('x')).toBeUndefined();
  });
});
