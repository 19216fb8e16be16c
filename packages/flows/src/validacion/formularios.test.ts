// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DATOS_PACIENTE_VACIOS } from '../crear-paciente/machine';
import type { DatosPaciente } from '../tipos';
import {
  sinErrores,
  validarAsignarContrasena,
  validarBusquedaPaciente,
  validarDatosCita,
  validarInformacionPaciente,
  validarLogin,
} from './formularios';

const HOY = '2025-03-10';

const paciente: DatosPaciente = {
  nombre: 'Lucía',
  primer_apellido: 'Martín',
  segundo_apellido: '',
  fecha_nacimiento: '1985-07-21',
  telefono: '612345678',
  email: 'lucia.martin@correo.es',
  dni: '12345678Z',
  sexo: 'Mujer',
  provincia: '28',
  poblacion: 'Madrid',
  cp: '28013',
  direccion: 'Calle Mayor',
  numero: '5',
  piso: '',
  puerta: '',
  escalera: '',
};

const vacio: DatosPaciente = DATOS_PACIENTE_VACIOS;

describe('validadores por paso', () => {
  it('información paciente: completa no tiene errores', () => {
    expect(validarInformacionPaciente(paciente, { hoy: HOY })).toEqual({});
  });

  it('información paciente: vacía marca todos los obligatorios con su mensaje', () => {
    expect(validarInformacionPaciente(vacio, { hoy: HOY })).toEqual({
      nombre: 'El nombre es obligatorio.',
      primer_apellido: 'El primer apellido es obligatorio.',
      fecha_nacimiento: 'La fecha de nacimiento es obligatoria.',
      telefono: 'El teléfono debe tener 9 dígitos.',
      email: 'El correo electrónico es inválido.',
      dni: 'El DNI es incorrecto.',
      sexo: 'Por favor, selecciona una opción.',
      provincia: 'La provincia es obligatoria.',
      poblacion: 'La población es obligatoria.',
      cp: 'El código postal es incorrecto.',
      direccion: 'La dirección es obligatoria.',
      numero: 'El número es obligatorio.',
    });
  });

  it('información paciente: el código postal debe ser de la provincia elegida', () => {
    expect(validarInformacionPaciente({ ...paciente, cp: '08001' }, { hoy: HOY })).toEqual({
      cp: 'El código postal es incorrecto.',
    });
  });

  it('contraseña y repetición', () => {
    expect(
      validarAsignarContrasena({ password: 'secreta123', repetirPassword: 'secreta123' }),
    ).toEqual({});
    expect(validarAsignarContrasena({ password: 'corta', repetirPassword: 'otra' })).toEqual({
      password: 'La contraseña debe tener al menos 8 caracteres.',
      repetirPassword: 'Las contraseñas no coinciden.',
    });
  });

  it('inicio de sesión', () => {
    expect(validarLogin({ email: '', password: '' })).toEqual({
      email: 'El correo electrónico es obligatorio.',
      password: 'La contraseña es obligatoria.',
    });
    expect(sinErrores(validarLogin({ email: 'ana@clinica.es', password: 'x' }))).toBe(true);
  });

  it('búsqueda del paciente', () => {
    expect(validarBusquedaPaciente({ dni: '1234' })).toEqual({
      dni: 'Introduce un DNI con formato válido.',
    });
  });

  it('datos de la cita', () => {
    expect(validarDatosCita({ fecha: '', hora: '', idProfesional: null }, { hoy: HOY })).toEqual({
      fecha: 'La fecha es obligatoria.',
      hora: 'La hora es obligatoria.',
      idProfesional: 'Selecciona un radiólogo.',
    });
    expect(
      validarDatosCita(
        { fecha: HOY, hora: '10:00', idProfesional: 1 },
        { hoy: HOY, huecos: ['10:00'] },
      ),
    ).toEqual({});
  });

  it('datos de una cita con un médico, y un día en que la clínica cierra', () => {
    expect(
      validarDatosCita(
        { fecha: '2025-03-15', hora: '', idProfesional: null },
        { hoy: HOY, profesional: 'medico' },
      ),
    ).toEqual({
      fecha: 'La clínica cierra ese día. Elige un día de lunes a viernes.',
      hora: 'La hora es obligatoria.',
      idProfesional: 'Selecciona un médico.',
    });
  });
});
