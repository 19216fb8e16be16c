// @vitest-environment node
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { diasNoDisponibles, fechaLegible, primerDiaDisponible } from './fechas';

describe('diasNoDisponibles', () => {
  it('sin días del servidor, solo los fines de semana', () => {
    const cerrado = diasNoDisponibles();
    expect(cerrado(parseDate('2026-12-05'))).toBe(true); // sábado
    expect(cerrado(parseDate('2026-12-09'))).toBe(false); // miércoles
  });

  it('con los del servidor, también esos (un festivo, una ausencia)', () => {
    const cerrado = diasNoDisponibles([
      { fecha: '2026-12-08', por: 'festivo', motivo: 'Festivo nacional: Inmaculada Concepción' },
      { fecha: '2026-12-09', por: 'ausencia', motivo: 'Vacaciones: Navidad' },
    ]);
    expect(cerrado(parseDate('2026-12-08'))).toBe(true);
    expect(cerrado(parseDate('2026-12-09'))).toBe(true);
    expect(cerrado(parseDate('2026-12-10'))).toBe(false);
  });
});

describe('fechaLegible', () => {
  it('dd/mm/aaaa', () => expect(fechaLegible('1985-04-17')).toBe('17/04/1985'));
});

describe('primerDiaDisponible', () => {
  it('hoy si se puede; si no, el primer laborable que el servidor no da por cerrado', () => {
    expect(primerDiaDisponible('2026-12-01')).toBe('2026-12-01'); // martes
    expect(primerDiaDisponible('2026-12-05')).toBe('2026-12-07'); // sábado → lunes
    expect(
      primerDiaDisponible('2026-12-07', [
        { fecha: '2026-12-07', por: 'ausencia', motivo: 'Vacaciones' },
        { fecha: '2026-12-08', por: 'festivo', motivo: 'Festivo nacional: Inmaculada Concepción' },
      ]),
    ).toBe('2026-12-09');
  });
});
