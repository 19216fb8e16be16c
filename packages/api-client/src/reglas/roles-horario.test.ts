// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractUrl } from '../codegen/generate-schema';
import {
  esDelPersonal,
  esRol,
  HORARIO_DE_LA_CLINICA,
  huecosDelDia,
  MINUTOS_POR_HUECO,
  NOMBRES_DE_ROL,
  ROL,
} from './index';

describe('roles (docs/decisiones.md (1))', () => {
  it('son los cuatro códigos del contrato, con su nombre', async () => {
    const contrato = parse(await readFile(contractUrl, 'utf8'));
    expect(Object.values(ROL).sort()).toEqual(contrato.components.schemas.Rol.enum);
    expect(ROL).toEqual({ radiologo: 1, administrativo: 2, medico: 3, paciente: 4 });
    expect(NOMBRES_DE_ROL).toEqual({
      1: 'Radiólogo',
      2: 'Administrativo',
      3: 'Médico',
      4: 'Paciente',
    });
  });

  it('reconoce solo códigos de rol; el personal es todo rol menos el paciente', () => {
    expect([1, 2, 3, 4].every(esRol)).toBe(true);
    for (const valor of [0, 5, 1.5, Number.NaN, '1', null, undefined, 'toString']) {
      expect(esRol(valor)).toBe(false);
    }
    expect([ROL.radiologo, ROL.administrativo, ROL.medico].every(esDelPersonal)).toBe(true);
    expect(esDelPersonal(ROL.paciente)).toBe(false);
  });
});

describe('horario de la clínica', () => {
  it('de 08:00 a 15:00, huecos de una hora en punto', () => {
    expect(HORARIO_DE_LA_CLINICA).toEqual({ inicio: '08:00', fin: '15:00' });
    expect(MINUTOS_POR_HUECO).toBe(60);
    expect(huecosDelDia(HORARIO_DE_LA_CLINICA)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
    ]);
  });

  it('un horario propio: el primer hueco al abrir, el último acaba antes de cerrar', () => {
    expect(huecosDelDia({ inicio: '14:00', fin: '20:00' })).toEqual([
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
    ]);
    expect(huecosDelDia({ inicio: '08:30', fin: '11:45' })).toEqual(['08:30', '09:30', '10:30']);
    expect(huecosDelDia({ inicio: '10:00', fin: '10:59' })).toEqual([]);
    expect(huecosDelDia({ inicio: '08:00', fin: '10:00' }, 30)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
    ]);
  });

  it('sin horario (día cerrado), ningún hueco', () => {
    expect(huecosDelDia(undefined)).toEqual([]);
  });
});
