// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  esFechaValida,
  hoyEnLaClinica,
  MENSAJE_DIA_CERRADO,
  MENSAJE_FECHA_INVALIDA,
  MENSAJE_FECHA_NACIMIENTO_FUTURA,
  MENSAJE_FECHA_OBLIGATORIA,
  MENSAJE_FECHA_PASADA,
  relojDePared,
  validarFechaCita,
  validarFechaNacimiento,
} from './fecha';

const HOY = '2025-03-10';

describe('fechas', () => {
  it('solo acepta días del calendario', () => {
    expect(esFechaValida('2024-02-29')).toBe(true);
    expect(esFechaValida('2023-02-29')).toBe(false);
    expect(esFechaValida('2025-04-31')).toBe(false);
    expect(esFechaValida('2025-13-01')).toBe(false);
    expect(esFechaValida('10/03/2025')).toBe(false);
  });

  it('coincide con el calendario de Date para todo día', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (dia) => {
          expect(esFechaValida(dia.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });

  it('la cita no puede ser anterior a hoy', () => {
    expect(validarFechaCita('', HOY)).toBe(MENSAJE_FECHA_OBLIGATORIA);
    expect(validarFechaCita('2025-02-30', HOY)).toBe(MENSAJE_FECHA_INVALIDA);
    expect(validarFechaCita('2025-03-09', HOY)).toBe('La fecha no puede ser anterior a hoy.');
    expect(validarFechaCita(HOY, HOY)).toBeUndefined();
    expect(validarFechaCita('2025-03-11', HOY)).toBeUndefined();
    // Sábado 15 y domingo 16 de marzo de 2025: la clínica cierra.
    expect(validarFechaCita('2025-03-15', HOY)).toBe(
      'La clínica cierra ese día. Elige un día de lunes a viernes.',
    );
    expect(validarFechaCita('2025-03-16', HOY)).toBe(MENSAJE_DIA_CERRADO);
    expect(MENSAJE_FECHA_PASADA).toBe('La fecha no puede ser anterior a hoy.');
  });

  it('la fecha de nacimiento no puede ser posterior a hoy', () => {
    expect(validarFechaNacimiento('2025-03-11', HOY)).toBe(MENSAJE_FECHA_NACIMIENTO_FUTURA);
    expect(validarFechaNacimiento('1985-07-21', HOY)).toBeUndefined();
    expect(validarFechaNacimiento(HOY, HOY)).toBeUndefined();
    expect(validarFechaNacimiento('1899-12-31', HOY)).toBe(MENSAJE_FECHA_INVALIDA);
    expect(validarFechaNacimiento('', HOY)).toBe('La fecha de nacimiento es obligatoria.');
  });

  it('"hoy" es el día de la clínica, no el de UTC', () => {
    // 23:30 UTC del 31 de marzo ya es 1 de abril en Madrid (horario de verano).
    const ahora = new Date('2025-03-31T23:30:00Z');
    expect(hoyEnLaClinica('Europe/Madrid', ahora)).toBe('2025-04-01');
    expect(hoyEnLaClinica('UTC', ahora)).toBe('2025-03-31');
  });

  it('el reloj de pared es, si no se dice otra zona, el de la clínica', () => {
    const verano = new Date('2026-07-15T07:30:00Z');
    expect(relojDePared(verano)).toEqual(relojDePared(verano, 'Europe/Madrid'));
    expect(relojDePared(verano).hora).toBe('09');
  });
});
