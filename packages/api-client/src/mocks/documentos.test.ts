// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dni, esDocumentoValido, letraDeControl, nie } from './documentos';
import {
  crearPacientes,
  crearUsuarios,
  type MockUsuario,
  poblaciones,
  provincias,
} from './fixtures';

describe('control letters', () => {
  it('follow the mod-23 table', () => {
    expect(dni(12345678)).toBe('12345678Z');
    expect(dni(0)).toBe('00000000T');
    expect(letraDeControl(22)).toBe('E');
    expect(nie('X', 1234567)).toBe('X1234567L');
    expect(nie('Y', 1234567)).toBe('Y1234567X');
    expect(nie('Z', 1234567)).toBe('Z1234567R');
  });

  it('rejects a wrong letter or shape', () => {
    expect(esDocumentoValido('12345678Z')).toBe(true);
    expect(esDocumentoValido('12345678z')).toBe(true);
    expect(esDocumentoValido('12345678A')).toBe(false);
    expect(esDocumentoValido('X1234567M')).toBe(false);
    expect(esDocumentoValido('1234567Z')).toBe(false);
  });
});

describe('fixtures', () => {
  const pacientes = crearPacientes();

  it('every patient has a valid DNI or NIE, and some are NIEs', () => {
    for (const paciente of pacientes) {
      expect(esDocumentoValido(paciente.dni ?? ''), paciente.dni ?? '').toBe(true);
      expect(paciente.tipo_documento).toBe(/^[XYZ]/.test(paciente.dni ?? '') ? 'nie' : 'dni');
    }
    expect(pacientes.filter((p) => /^[XYZ]/.test(p.dni ?? '')).length).toBeGreaterThanOrEqual(2);
    expect(new Set(pacientes.map((p) => p.dni)).size).toBe(pacientes.length);
  });

  it('addresses are real towns of their province with a matching postal code', () => {
    for (const paciente of pacientes) {
      const provincia = provincias.find((p) => p.nombre === paciente.provincia);
      expect(provincia, paciente.provincia).toBeDefined();
      const codigo = provincia?.codigo ?? '';
      expect(poblaciones[codigo]?.map((m) => m.nombre)).toContain(paciente.poblacion);
      expect(paciente.cp?.slice(0, 2)).toBe(codigo);
      expect(paciente.telefono).toMatch(/^[67][0-9]{8}$/);
    }
    expect(provincias).toHaveLength(52);
  });

  it('accounts have unique e-mails and one id of their role', () => {
    const usuarios = crearUsuarios();
    expect(new Set(usuarios.map((u) => u.email)).size).toBe(usuarios.length);
    const campo: Record<MockUsuario['id_rol'], keyof MockUsuario> = {
      1: 'id_radiologo',
      2: 'id_administrativo',
      3: 'id_medico',
      4: 'id_paciente',
    };
    for (const usuario of usuarios) expect(usuario[campo[usuario.id_rol]]).toBeTypeOf('number');
  });
});
