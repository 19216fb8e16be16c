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
  ...DATOS_PACIENTE_VACIOS,
  nombre: 'Lucía',
  primer_apellido: 'Martín',
  segundo_apellido: '',
  fecha_nacimiento: '1985-07-21',
  telefono: '612345678',
  email: 'lucia.martin@correo.es',
  documento: '12345678Z',
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
      // Un documento que falta se pide; no es 'incorrecto' (docs/decisiones.md (52)).
      documento: 'Escribe el número del documento.',
      telefono: 'Escribe un teléfono o un correo electrónico.',
      sexo: 'Por favor, selecciona una opción.',
      provincia: 'La provincia es obligatoria.',
      poblacion: 'La población es obligatoria.',
    });
  });

  it('información paciente: un teléfono o un correo, y la dirección más allá de la población opcional', () => {
    const sinDireccion = { ...paciente, cp: '', direccion: '', numero: '' };
    expect(validarInformacionPaciente({ ...sinDireccion, email: '' }, { hoy: HOY })).toEqual({});
    expect(validarInformacionPaciente({ ...sinDireccion, telefono: '' }, { hoy: HOY })).toEqual({});
    expect(validarInformacionPaciente({ ...paciente, telefono: '61' }, { hoy: HOY })).toEqual({
      telefono: 'El teléfono debe tener 9 dígitos.',
    });
  });

  it('información paciente: cada documento según su tipo', () => {
    const con = (tipo_documento: DatosPaciente['tipo_documento'], documento: string) =>
      validarInformacionPaciente({ ...paciente, tipo_documento, documento }, { hoy: HOY });
    expect(con('nie', 'X1234567L')).toEqual({});
    expect(con('nie', '12345678Z')).toEqual({ documento: 'El NIE es incorrecto.' });
    expect(con('dni', 'X1234567L')).toEqual({ documento: 'El DNI es incorrecto.' });
    expect(con('pasaporte', 'PAA123456')).toEqual({});
    expect(con('pasaporte', 'P1')).toEqual({
      documento: 'El pasaporte debe tener de 5 a 15 letras o cifras.',
    });
  });

  it('información paciente: sin documento, un menor de 14 años con su tutor', () => {
    const menor: DatosPaciente = {
      ...paciente,
      fecha_nacimiento: '2015-06-03',
      tipo_documento: 'ninguno',
      documento: '',
      telefono: '',
      email: '',
      tutor_nombre: 'Elena Ortega Blanco',
      tutor_tipo_documento: 'nie',
      tutor_documento: 'Y1234567X',
      tutor_telefono: '654 32 10 98',
      tutor_relacion: 'Madre',
    };
    expect(validarInformacionPaciente(menor, { hoy: HOY })).toEqual({});
    expect(
      validarInformacionPaciente({ ...menor, fecha_nacimiento: '2011-03-10' }, { hoy: HOY }),
    ).toEqual({ tipo_documento: 'Solo un menor de 14 años puede registrarse sin documento.' });
    expect(
      validarInformacionPaciente(
        { ...menor, tutor_nombre: '', tutor_documento: '', tutor_telefono: '', tutor_relacion: '' },
        { hoy: HOY },
      ),
    ).toEqual({
      tutor_nombre: 'Escribe el nombre del tutor.',
      tutor_documento: 'Escribe el número del documento.',
      tutor_telefono: 'El teléfono del tutor debe tener 9 dígitos.',
      tutor_relacion: 'Escribe la relación del tutor con el paciente.',
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
      dni: 'Escribe un DNI, un NIE o un pasaporte válidos.',
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
