// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HORAS_DESEABLES, type HorarioDeLaClinica, horaQueSigue, horasDeseables } from './horas';

const clinica: HorarioDeLaClinica = {
  minutos_por_hueco: 30,
  horario: [
    { dia_semana: 1, hora_inicio: '09:00', hora_fin: '11:00' },
    { dia_semana: 6, hora_inicio: '10:30', hora_fin: '12:00' },
  ],
};

describe('horasDeseables', () => {
  it('las citas del día elegido, una cada minutos_por_hueco', () => {
    // 2026-12-07 es lunes; 2026-12-12, sábado.
    expect(horasDeseables('2026-12-07', clinica)).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(horasDeseables('2026-12-12', clinica)).toEqual(['10:30', '11:00', '11:30']);
  });

  it('sin día, o en uno que no abre, las de todos los días que abre', () => {
    const todas = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
    expect(horasDeseables('', clinica)).toEqual(todas);
    expect(horasDeseables('2026-12-08', clinica)).toEqual(todas);
  });

  it('sin los datos de la clínica, o sin horario, la lista fija', () => {
    expect(horasDeseables('2026-12-07', undefined)).toBe(HORAS_DESEABLES);
    expect(horasDeseables('', { minutos_por_hueco: 60, horario: [] })).toBe(HORAS_DESEABLES);
    expect(HORAS_DESEABLES).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
    ]);
  });
});

describe('horaQueSigue', () => {
  it('la misma hora si el nuevo día la ofrece; si no, ninguna', () => {
    expect(horaQueSigue('10:30', '2026-12-12', clinica)).toBe('10:30');
    expect(horaQueSigue('09:00', '2026-12-12', clinica)).toBe('');
    expect(horaQueSigue('', '2026-12-07', clinica)).toBe('');
    // Sin día (se está escribiendo), las de todos los días: no se pierde.
    expect(horaQueSigue('09:00', '', clinica)).toBe('09:00');
  });
});
