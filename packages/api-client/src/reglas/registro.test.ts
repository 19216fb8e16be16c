import { describe, expect, it } from 'vitest';
import { cambioDeCita, MOTIVOS_DE_CANCELACION } from './registro';

const laura = { fecha: '2026-12-04', hora: '11:00', profesional: 'Laura Ortega Vidal' };
const javier = { fecha: '2026-12-03', hora: '10:00', profesional: 'Javier Martín Ruiz' };

describe('el cambio de una cita en palabras (docs/decisiones.md (55))', () => {
  it('una cita movida: de dónde a dónde, con dd/mm/aaaa', () => {
    expect(
      cambioDeCita({ accion: 'actualizar', entidad: 'cita', antes: javier, despues: laura }),
    ).toBe('03/12/2026 10:00 (Javier Martín Ruiz) → 04/12/2026 11:00 (Laura Ortega Vidal)');
  });

  it('una cita creada: cuándo, con quién y de qué tipo, con tilde', () => {
    expect(
      cambioDeCita({ accion: 'crear', entidad: 'cita', despues: javier, tipo_cita: 'Radiologia' }),
    ).toBe('03/12/2026 10:00 (Javier Martín Ruiz) · Radiología');
    expect(
      cambioDeCita({ accion: 'crear', entidad: 'cita', despues: { ...javier, profesional: null } }),
    ).toBe('03/12/2026 10:00');
  });

  it('una cancelación: su motivo, o que no se dijo', () => {
    expect(cambioDeCita({ accion: 'cancelar', entidad: 'cita', motivo: 'otro' })).toBe(
      'Motivo: Otro',
    );
    expect(cambioDeCita({ accion: 'cancelar', entidad: 'cita' })).toBe('Motivo: sin indicar');
  });

  it('un diagnóstico o un informe que la cumplió; nada de un cambio sin detalle', () => {
    expect(cambioDeCita({ accion: 'crear', entidad: 'informe', cumple_cita: true })).toBe(
      'La cita quedó cumplida',
    );
    expect(cambioDeCita({ accion: 'cumplir', entidad: 'cita' })).toBeUndefined();
    expect(cambioDeCita({ accion: 'actualizar', entidad: 'empleado' })).toBeUndefined();
  });

  it('los cuatro motivos, en el orden en que se ofrecen', () => {
    expect(Object.values(MOTIVOS_DE_CANCELACION)).toEqual([
      'A petición del paciente',
      'Profesional no disponible',
      'Cierre de la clínica',
      'Otro',
    ]);
  });
});
