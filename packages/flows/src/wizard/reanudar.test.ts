// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Snapshot } from 'xstate';
import { ASISTENTE_CREAR_PACIENTE } from '../crear-paciente/steps';
import { decidirInicio } from './reanudar';

const enPaso = (value: unknown) => ({ status: 'active', value }) as unknown as Snapshot<unknown>;

describe('decidirInicio: nada se retoma en silencio (docs/decisiones.md (37))', () => {
  const tabla = ASISTENTE_CREAR_PACIENTE;

  it('sin nada guardado, nada', () => {
    expect(decidirInicio(tabla, undefined, '/administrativo/crearPaciente')).toBe('nada');
  });

  it('abierto por su primer paso (el menú) con uno a medias: se ofrece', () => {
    const guardado = enPaso({ asignarContrasena: 'editando' });
    expect(decidirInicio(tabla, guardado, '/administrativo/crearPaciente')).toBe('ofrecer');
    expect(decidirInicio(tabla, enPaso({ informacionPaciente: 'editando' }), undefined)).toBe(
      'ofrecer',
    );
    // Recargar en el primer paso también pregunta: puede ser otra persona ante el mismo puesto.
    expect(
      decidirInicio(
        tabla,
        enPaso({ informacionPaciente: 'invalido' }),
        '/administrativo/crearPaciente',
      ),
    ).toBe('ofrecer');
  });

  it('vuelto a la ruta del paso en que se dejó (recarga, Atrás): se retoma', () => {
    expect(
      decidirInicio(
        tabla,
        enPaso({ asignarContrasena: 'editando' }),
        '/administrativo/crearPaciente/crearPacientePaso2',
      ),
    ).toBe('retomar');
    expect(
      decidirInicio(tabla, enPaso('resumen'), '/administrativo/crearPaciente/crearPacientePaso3'),
    ).toBe('retomar');
  });

  it('una ruta de otro paso que el guardado: se ofrece, no se salta a él', () => {
    expect(
      decidirInicio(tabla, enPaso('resumen'), '/administrativo/crearPaciente/crearPacientePaso2'),
    ).toBe('ofrecer');
  });

  it('tras volver a iniciar sesión se ofrece aunque se vuelva a la ruta de su paso', () => {
    const ruta = '/administrativo/crearPaciente/crearPacientePaso2';
    const guardado = enPaso({ asignarContrasena: 'editando' });
    expect(decidirInicio(tabla, guardado, ruta, true)).toBe('ofrecer');
    expect(decidirInicio(tabla, undefined, ruta, true)).toBe('nada');
  });
});
