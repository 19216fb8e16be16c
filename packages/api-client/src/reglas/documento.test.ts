// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type DatosPaciente,
  documentoDeLaPeticion,
  edadEn,
  esDniEstricto,
  esDocumentoBuscable,
  esNieValido,
  esPasaporteValido,
  MENSAJES_DOCUMENTO,
  MENSAJES_TUTOR,
  problemaDeDocumento,
  puedeIrSinDocumento,
  revisarPaciente,
} from '.';

describe('a NIE', () => {
  it.each([
    ['X1234567L', true],
    ['x1234567l', true],
    [' X-1234567-L ', true],
    ['Y1234567X', true],
    ['Z1234567R', true],
    ['X0000000T', true],
    ['Y0000000Z', true],
    ['Z0000000M', true],
    ['X1234567A', false],
    ['Y1234567L', false],
    ['Z1234567X', false],
    ['W1234567L', false],
    ['X123456L', false],
    ['X12345678L', false],
    ['12345678Z', false],
    ['X1234567', false],
    ['', false],
  ])('%j is valid: %s', (valor, valido) => {
    expect(esNieValido(valor)).toBe(valido);
  });

  it('is not a DNI, and a DNI is not a NIE', () => {
    expect(esDniEstricto('X1234567L')).toBe(false);
    expect(esDniEstricto('12345678Z')).toBe(true);
    expect(esDniEstricto('12345678A')).toBe(false);
  });
});

describe('a passport', () => {
  it.each([
    ['PAA123456', true],
    ['ab123', true],
    ['123456789012345', true],
    ['AB 12 34 56', true],
    ['AB12', false],
    ['1234567890123456', false],
    ['AB12Ñ34', false],
    ['', false],
  ])('%j is valid: %s', (valor, valido) => {
    expect(esPasaporteValido(valor)).toBe(valido);
  });
});

describe('a document by its type', () => {
  it('asks for a missing number instead of calling it wrong', () => {
    expect(problemaDeDocumento('dni', '')).toBe('Escribe el número del documento.');
    expect(problemaDeDocumento('nie', '  ')).toBe('Escribe el número del documento.');
    expect(problemaDeDocumento('pasaporte', '')).toBe('Escribe el número del documento.');
  });

  it('checks each number as what its type says', () => {
    expect(problemaDeDocumento('dni', '12345678Z')).toBeUndefined();
    expect(problemaDeDocumento('dni', 'X1234567L')).toBe('El DNI es incorrecto.');
    expect(problemaDeDocumento('nie', 'X1234567L')).toBeUndefined();
    expect(problemaDeDocumento('nie', '12345678Z')).toBe('El NIE es incorrecto.');
    expect(problemaDeDocumento('pasaporte', 'PAA123456')).toBeUndefined();
    expect(problemaDeDocumento('pasaporte', 'P1')).toBe(MENSAJES_DOCUMENTO.pasaporte);
  });

  it('is searchable when it could be anyone’s, but not as a DNI with a wrong letter', () => {
    expect(esDocumentoBuscable('12345678Z')).toBe(true);
    expect(esDocumentoBuscable('x1234567l')).toBe(true);
    expect(esDocumentoBuscable('PAA123456')).toBe(true);
    expect(esDocumentoBuscable('12345678A')).toBe(false);
    expect(esDocumentoBuscable('X1234567A')).toBe(false);
    expect(esDocumentoBuscable('ab')).toBe(false);
  });

  it('reads the older dni field as a DNI or a NIE by its shape', () => {
    expect(documentoDeLaPeticion({ dni: '12345678z' })).toEqual({
      tipo_documento: 'dni',
      documento: '12345678Z',
    });
    expect(documentoDeLaPeticion({ dni: 'x1234567l' })).toEqual({
      tipo_documento: 'nie',
      documento: 'X1234567L',
    });
    expect(documentoDeLaPeticion({ tipo_documento: 'pasaporte', documento: 'paa 123456' })).toEqual(
      { tipo_documento: 'pasaporte', documento: 'PAA123456' },
    );
    expect(documentoDeLaPeticion({})).toEqual({ tipo_documento: null, documento: null });
  });
});

describe('the age without a document', () => {
  it('counts whole years on the clinic’s day', () => {
    expect(edadEn('2012-12-02', '2026-12-01')).toBe(13);
    expect(edadEn('2012-12-02', '2026-12-02')).toBe(14);
    expect(edadEn('2012-02-29', '2026-02-28')).toBe(13);
    expect(edadEn('2012-02-29', '2026-03-01')).toBe(14);
  });

  it('allows none until the 14th birthday, by the day it is given', () => {
    expect(puedeIrSinDocumento('2012-12-02', '2026-12-01')).toBe(true);
    expect(puedeIrSinDocumento('2012-12-02', '2026-12-02')).toBe(false);
    expect(puedeIrSinDocumento('', '2026-12-02')).toBe(false);
  });
});

describe('a patient’s data', () => {
  const hoy = '2026-12-01';
  const poblaciones = () => [{ nombre: 'Alcalá de Henares' }];
  const adulta: DatosPaciente = {
    nombre: 'Lucía',
    primer_apellido: 'García',
    tipo_documento: 'dni',
    documento: '12345678Z',
    tutor: null,
    fecha_nacimiento: '1985-04-17',
    telefono: '612345678',
    email: 'lucia@example.com',
    provincia: 'Madrid',
    poblacion: 'Alcalá de Henares',
    cp: null,
    direccion: null,
    numero: null,
  };
  const tutor = {
    nombre: 'Ana Pérez Gil',
    tipo_documento: 'dni' as const,
    documento: '00000000T',
    telefono: '612000111',
    relacion: 'Madre',
  };

  it('needs only the province and the town of the address', () => {
    expect(revisarPaciente(adulta, hoy, poblaciones)).toEqual({});
    expect(revisarPaciente({ ...adulta, cp: '08001' }, hoy, poblaciones)).toEqual({
      cp: 'El código postal no corresponde a la provincia.',
    });
  });

  it('needs a phone or an e-mail, not both', () => {
    expect(revisarPaciente({ ...adulta, email: null }, hoy, poblaciones)).toEqual({});
    expect(revisarPaciente({ ...adulta, telefono: '' }, hoy, poblaciones)).toEqual({});
    expect(revisarPaciente({ ...adulta, telefono: null, email: ' ' }, hoy, poblaciones)).toEqual({
      telefono: MENSAJES_TUTOR.contacto,
    });
  });

  it('says a missing document is missing', () => {
    expect(
      revisarPaciente({ ...adulta, tipo_documento: null, documento: null }, hoy, poblaciones),
    ).toEqual({ documento: 'Escribe el número del documento.' });
    expect(revisarPaciente({ ...adulta, documento: '' }, hoy, poblaciones)).toEqual({
      documento: 'Escribe el número del documento.',
    });
  });

  it('registers a child under 14 without a document with a guardian, and nobody older', () => {
    const nina = {
      ...adulta,
      tipo_documento: null,
      documento: null,
      tutor,
      telefono: null,
      email: null,
      fecha_nacimiento: '2020-03-10',
    };
    expect(revisarPaciente(nina, hoy, poblaciones)).toEqual({});
    expect(revisarPaciente({ ...nina, fecha_nacimiento: '2012-12-01' }, hoy, poblaciones)).toEqual({
      tipo_documento: MENSAJES_DOCUMENTO.sinDocumentoMayor,
    });
    expect(
      revisarPaciente(
        { ...nina, tutor: { ...tutor, nombre: ' ', documento: '', telefono: '61', relacion: '' } },
        hoy,
        poblaciones,
      ),
    ).toEqual({
      tutor_nombre: MENSAJES_TUTOR.nombre,
      tutor_documento: 'Escribe el número del documento.',
      tutor_telefono: MENSAJES_TUTOR.telefono,
      tutor_relacion: MENSAJES_TUTOR.relacion,
    });
    expect(revisarPaciente({ ...adulta, tutor }, hoy, poblaciones)).toEqual({
      tipo_documento: MENSAJES_TUTOR.conDocumento,
    });
  });
});
