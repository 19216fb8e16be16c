// @vitest-environment node
import { ClinicaApiError } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import {
  comoFallo,
  erroresDeCampos,
  estadoDelFallo,
  falloDelFormulario,
  MENSAJE_INESPERADO,
  MENSAJE_SIN_CONEXION,
  mensajeConEspera,
  mensajeDeFallo,
  rechazoEnCampos,
} from './fallos';

describe('fallos del servidor', () => {
  it('lee el ClinicaApiError del cliente', () => {
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
      reintentarEn: 120,
    });
  });

  it('sin errores por campo no hay `errores`, para que `fallo?.errores` diga si los hay', () => {
    expect(comoFallo(new ClinicaApiError(409, 'Conflicto.'))).toEqual({
      estado: 409,
      message: 'Conflicto.',
    });
    expect(comoFallo(new ClinicaApiError(409, 'Conflicto.'))?.errores).toBeUndefined();
  });

  it('lee cualquier objeto con la forma de ClinicaApiError, sea de la clase o no', () => {
    const deOtraAplicacion = { status: 400, message: 'Revisa.', errores: { cp: 'Mal.' } };
    expect(erroresDeCampos(deOtraAplicacion, ['cp', 'dni'])).toEqual({ cp: 'Mal.' });
    expect(estadoDelFallo({ status: 404, message: 'No existe.' })).toBe(404);
    expect(comoFallo({ status: '404', message: 'No existe.' })).toBeUndefined();
    expect(comoFallo({ status: 404 })).toBeUndefined();
  });

  it('sin respuesta del servidor es un fallo de conexión', () => {
    expect(comoFallo(ClinicaApiError.network(new TypeError('Failed to fetch')))).toBeUndefined();
    expect(mensajeDeFallo(new TypeError('Failed to fetch'))).toBe(MENSAJE_SIN_CONEXION);
    expect(mensajeDeFallo(new ClinicaApiError(0, 'x'))).toBe(MENSAJE_SIN_CONEXION);
    expect(mensajeDeFallo(null)).toBe(MENSAJE_SIN_CONEXION);
  });

  it('un mensaje vacío es el mensaje de error inesperado', () => {
    expect(mensajeDeFallo(new ClinicaApiError(500, '  '))).toBe(MENSAJE_INESPERADO);
    expect(mensajeDeFallo(new ClinicaApiError(403, 'No tienes permiso.'))).toBe(
      'No tienes permiso.',
    );
  });

  it('un envío rechazado: los campos que señala un 400, o un solo mensaje que dice cuánto esperar', () => {
    const conCampos = new ClinicaApiError(400, 'Revisa los datos.', {
      email: 'Ya existe.',
      x: 'y',
    });
    expect(falloDelFormulario(conCampos, ['email', 'password'])).toEqual({
      errores: { email: 'Ya existe.' },
      error: undefined,
    });
    // Un 400 sin ninguno de sus campos se dice arriba, como cualquier otro fallo.
    expect(falloDelFormulario(new ClinicaApiError(400, 'Revisa.', { x: 'y' }), ['email'])).toEqual({
      errores: {},
      error: 'Revisa.',
    });
    const espera = new ClinicaApiError(429, 'Demasiadas.', undefined, { reintentarEn: 61 });
    expect(falloDelFormulario(espera, ['email'])).toEqual({
      errores: {},
      error: 'Demasiados intentos. Vuelve a intentarlo dentro de 2 minutos.',
    });
    expect(mensajeConEspera(new TypeError('Failed to fetch'))).toBe(MENSAJE_SIN_CONEXION);
  });

  it('un rechazo con campos: el mensaje general solo si dice algo más que los de los campos', () => {
    const repetido = new ClinicaApiError(409, 'Ese correo ya está en uso.', {
      email: 'Ese correo ya está en uso.',
    });
    expect(rechazoEnCampos(repetido, ['email'])).toEqual({
      errores: { email: 'Ese correo ya está en uso.' },
      error: undefined,
    });
    const general = new ClinicaApiError(400, 'Revisa los datos marcados.', { dni: 'Mal.' });
    expect(rechazoEnCampos(general, ['dni', 'email'])).toEqual({
      errores: { dni: 'Mal.' },
      error: 'Revisa los datos marcados.',
    });
  });
});
