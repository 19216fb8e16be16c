// @vitest-environment node
import { findCurrentItem } from '@clinica/ui';
import { describe, expect, it } from 'vitest';
import { esRol, inicioDelRol, ROLES } from './roles';

describe('roles', () => {
  it('son los cuatro códigos de docs/decisiones.md (1), con su nombre y su portada', () => {
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

  it('marca en la barra lateral la entrada de cada página, también la de la portada', () => {
    const marcada = (rol: 1 | 2 | 3, ruta: string) => findCurrentItem(ROLES[rol].menu, ruta)?.label;
    const casos: [1 | 2 | 3, string, string | undefined][] = [
      [2, '/administrativo', 'Citas'],
      [2, '/administrativo/', 'Citas'],
      [2, '/administrativo/citas', 'Citas'],
      [2, '/administrativo/modificarCita/modificarCitaPaso2', 'Citas'],
      [2, '/administrativo/eliminarCita', 'Citas'],
      [2, '/administrativo/crearPaciente', 'Crear paciente'],
      [2, '/administrativo/crearPaciente/crearPacientePaso2', 'Crear paciente'],
      [2, '/administrativo/crearCita/crearCitaPaso3', 'Crear cita'],
      [2, '/administrativo/pacientes', 'Pacientes'],
      [2, '/administrativo/pacientes/7', 'Pacientes'],
      [2, '/administrativo/misIncidencias/crearIncidencia/resumenDatos', 'Mis incidencias'],
      [2, '/administrativo/no-existe', undefined],
      [1, '/radiologo', 'Citas'],
      [1, '/radiologo/buscarCita/citas', 'Buscar cita'],
      [1, '/radiologo/misIncidencias', 'Mis incidencias'],
      [1, '/radiologo/no-existe', undefined],
      [3, '/medico', 'Citas'],
      [3, '/medico/inicio', 'Inicio'],
      [3, '/medico/citas/12345678Z/2026-11-23/10:00/Ana/7', 'Citas'],
      [3, '/medico/misIncidencias/editarIncidencia/4', 'Mis incidencias'],
      [3, '/medico/no-existe', undefined],
    ];
    for (const [rol, ruta, entrada] of casos)
      expect([ruta, marcada(rol, ruta)]).toEqual([ruta, entrada]);
  });
});
