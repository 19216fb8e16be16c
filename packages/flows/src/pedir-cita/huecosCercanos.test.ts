// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buscarHuecosCercanos,
  claveDeHueco,
  diasAPreguntar,
  huecosCercanos,
  mismoHueco,
} from './huecosCercanos';

describe('las citas libres más cercanas a lo deseado', () => {
  it('pregunta primero por el día deseado y luego alterna después y antes, sin fines de semana ni días pasados', () => {
    // 2026-03-11 es miércoles; hoy, martes 10.
    expect(diasAPreguntar('2026-03-11', '2026-03-10', 5)).toEqual([
      '2026-03-11',
      '2026-03-12',
      '2026-03-10',
      '2026-03-13',
      '2026-03-16',
    ]);
    // Un sábado deseado: el viernes, el lunes y el jueves.
    expect(diasAPreguntar('2026-03-14', '2026-03-10', 3)).toEqual([
      '2026-03-13',
      '2026-03-16',
      '2026-03-12',
    ]);
  });

  it('elige las más cercanas en minutos y las da en orden cronológico', () => {
    const porDia = [
      { fecha: '2026-03-11', huecos: ['08:00', '14:00'] },
      { fecha: '2026-03-12', huecos: ['08:00', '09:00'] },
      { fecha: '2026-03-10', huecos: ['14:00'] },
    ];
    expect(huecosCercanos({ fecha: '2026-03-11', hora: '13:00' }, porDia, 3)).toEqual([
      { fecha: '2026-03-11', hora: '08:00' },
      { fecha: '2026-03-11', hora: '14:00' },
      { fecha: '2026-03-12', hora: '08:00' },
    ]);
  });

  it('pregunta una sola vez por el intervalo de los quince días laborables más cercanos', async () => {
    const pedidos: [string, string][] = [];
    const res = await buscarHuecosCercanos(
      { fecha: '2026-03-11', hora: '10:00' },
      '2026-03-11',
      async (desde, hasta) => {
        pedidos.push([desde, hasta]);
        return [
          { fecha: '2026-03-14', huecos: ['10:00'] },
          { fecha: '2026-03-20', huecos: ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00'] },
          { fecha: '2026-04-30', huecos: ['10:00'] },
        ];
      },
    );
    // From the wished day (today) to the fifteenth working day after it.
    expect(pedidos).toEqual([['2026-03-11', '2026-03-31']]);
    // A Saturday or a day beyond the fifteen is not offered, even if the answer brings it.
    expect(res.map((h) => h.fecha)).toEqual(Array(6).fill('2026-03-20'));
  });

  it('nombra un hueco para su radio y compara huecos por día y hora', () => {
    expect(claveDeHueco({ fecha: '2026-03-11', hora: '10:00' })).toBe('2026-03-11 10:00');
    expect(
      mismoHueco({ fecha: '2026-03-11', hora: '10:00' }, { fecha: '2026-03-11', hora: '10:00' }),
    ).toBe(true);
    expect(
      mismoHueco({ fecha: '2026-03-11', hora: '10:00' }, { fecha: '2026-03-12', hora: '10:00' }),
    ).toBe(false);
  });
});
