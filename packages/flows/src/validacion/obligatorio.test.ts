// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  MENSAJES,
  obligatorio,
  validarMedico,
  validarNombre,
  validarOpcion,
  validarPrimerApellido,
  validarRadiologo,
  validarSegundoApellido,
} from './obligatorio';

describe('campos obligatorios', () => {
  it('usa los textos exactos de la especificación', () => {
    expect(validarNombre('')).toBe('El nombre es obligatorio.');
    expect(validarPrimerApellido(' ')).toBe('El primer apellido es obligatorio.');
    expect(validarOpcion('')).toBe('Por favor, selecciona una opción.');
    expect(obligatorio('', MENSAJES.numeroObligatorio)).toBe('El número es obligatorio.');
    expect(obligatorio('', MENSAJES.direccionObligatoria)).toBe('La dirección es obligatoria.');
    expect(validarRadiologo(null)).toBe('Selecciona un radiólogo.');
    expect(validarMedico(null)).toBe('Selecciona un médico.');
    expect(MENSAJES.pacienteNoEncontrado).toBe('No existe ningún paciente con ese DNI.');
    expect(MENSAJES.credencialesIncorrectas).toBe(
      'El correo electrónico o la contraseña no son correctos.',
    );
  });

  it('acepta nombres y apellidos españoles reales', () => {
    for (const valor of [
      'María José',
      'Núñez',
      "O'Connor",
      'García-Pérez',
      'Mª Ángeles',
      'Güell',
    ]) {
      expect(validarNombre(valor)).toBeUndefined();
    }
  });

  it('un nombre o apellido de más de 50 caracteres dice el límite en su campo, no "obligatorio"', () => {
    const largo = 'Maximiliana'.repeat(25);
    expect(validarNombre(largo)).toBe('El nombre puede tener como máximo 50 caracteres.');
    expect(validarPrimerApellido(largo)).toBe(
      'El primer apellido puede tener como máximo 50 caracteres.',
    );
    expect(validarSegundoApellido(largo)).toBe(
      'El segundo apellido puede tener como máximo 50 caracteres.',
    );
    expect(validarNombre('M'.repeat(50))).toBeUndefined();
  });

  it('el segundo apellido es opcional pero, si se escribe, debe ser un apellido', () => {
    expect(validarSegundoApellido('')).toBeUndefined();
    expect(validarSegundoApellido('López')).toBeUndefined();
    expect(validarSegundoApellido('L0pez')).toBe('El segundo apellido es incorrecto.');
    expect(validarSegundoApellido('-')).toBe('El segundo apellido es incorrecto.');
  });

  it('un valor elegido pasa', () => {
    expect(validarOpcion('Mujer')).toBeUndefined();
    expect(validarRadiologo(3)).toBeUndefined();
    expect(validarMedico(3)).toBeUndefined();
    expect(obligatorio('Calle Mayor', MENSAJES.direccionObligatoria)).toBeUndefined();
  });
});
