// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { horarioDeApertura } from './horario';

const dia = (dia_semana: number, hora_inicio = '08:00', hora_fin = '15:00') => ({
  dia_semana,
  hora_inicio,
  hora_fin,
});

describe('horarioDeApertura', () => {
  it('de lunes a viernes con las mismas horas, una línea', () => {
    expect(horarioDeApertura([1, 2, 3, 4, 5].map((d) => dia(d)))).toEqual([
      'De lunes a viernes, de 08:00 a 15:00',
    ]);
  });

  it('cuando un día cambia, una línea por tramo, en el orden de la semana', () => {
    expect(
      horarioDeApertura([
        dia(6, '09:00', '13:00'),
        dia(5, '08:00', '14:00'),
        ...[1, 2, 3, 4].map((d) => dia(d)),
      ]),
    ).toEqual([
      'De lunes a jueves, de 08:00 a 15:00',
      'Los viernes, de 08:00 a 14:00',
      'Los sábados, de 09:00 a 13:00',
    ]);
  });

  it('dos días seguidos se nombran; uno suelto entre cerrados, solo', () => {
    expect(horarioDeApertura([dia(1), dia(2), dia(4)])).toEqual([
      'Lunes y martes, de 08:00 a 15:00',
      'Los jueves, de 08:00 a 15:00',
    ]);
  });

  it('sin horario, ninguna línea', () => {
    expect(horarioDeApertura([])).toEqual([]);
  });
});
