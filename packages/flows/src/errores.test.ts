// @vitest-environment node
import { ClinicaApiError } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import {
  comoFallo,
  ErrorDeApi,
  erroresDeCampos,
  MENSAJE_INESPERADO,
  MENSAJE_SIN_CONEXION,
  mensajeDeFallo,
} from './errores';

describe('fallos del servidor', () => {
  it('entiende el ClinicaApiError del cliente', () => {
    const error = new ClinicaApiError(409, 'Ya existe un paciente con ese DNI.', {
      dni: 'Ya existe un paciente con ese DNI.',
    });
    expect(comoFallo(error)).toEqual({
      estado: 409,
      message: 'Ya existe un paciente con ese DNI.',
      errores: { dni: 'Ya existe un paciente con ese DNI.' },
    });
    expect(comoFallo(new ClinicaApiError(429, 'Espera.', {}, { reintentarEn: 120 }))).toEqual({
      estado: 429,
      message: 'Espera.',
      reintentarTras: 120,
    });
  });

  it('entiende ErrorDeApi y objetos con la misma forma', () => {
    const error = new ErrorDeApi({ estado: 400, message: 'Revisa.', errores: { cp: 'Mal.' } });
    expect(erroresDeCampos(error, ['cp', 'dni'])).toEqual({ cp: 'Mal.' });
    expect(comoFallo({ estado: 404, message: 'No existe.' })?.estado).toBe(404);
  });

  it('sin respuesta del servidor es un fallo de conexión', () => {
    expect(comoFallo(new ClinicaApiError(0, 'x'))).toBeUndefined();
    expect(mensajeDeFallo(new TypeError('Failed to fetch'))).toBe(MENSAJE_SIN_CONEXION);
    expect(mensajeDeFallo(new ClinicaApiError(0, 'x'))).toBe(MENSAJE_SIN_CONEXION);
    expect(mensajeDeFallo({ estado: 500, message: '' })).toBe(MENSAJE_INESPERADO);
  });
});
