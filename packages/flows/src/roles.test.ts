// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { esRol, inicioDelRol, ROLES } from './roles';

describe('roles', () => {
  it('son los cuatro códigos de DECISIONS #1, con su nombre y su portada', () => {
    expect(
      Object.entries(ROLES).map(([codigo, { nombre, inicio }]) => [codigo, nombre, inicio]),
    ).toEqual([
      ['1', 'Radiólogo', '/radiologo'],
      ['2', 'Administrativo', '/administrativo'],
      ['3', 'Médico', '/medico'],
      ['4', 'Paciente', '/paciente'],
    ]);
    for (const rol of [1, 2, 3, 4] as const) expect(inicioDelRol(rol)).toBe(ROLES[rol].inicio);
  });

  it('cada menú del personal lleva a su propia área; el paciente no tiene menú', () => {
    for (const { inicio, menu } of Object.values(ROLES)) {
      for (const { href } of menu)
        expect(href === inicio || href.startsWith(`${inicio}/`)).toBe(true);
    }
    expect(ROLES[4].menu).toEqual([]);
  });

  it('reconoce solo los códigos de rol', () => {
    expect([1, 2, 3, 4].every(esRol)).toBe(true);
    for (const valor of [0, 5, 1.5, Number.NaN, '1', null, undefined, 'toString']) {
      expect(esRol(valor)).toBe(false);
    }
  });
});
