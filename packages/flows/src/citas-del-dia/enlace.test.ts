// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { enlaceACitasDelDia, leerEnlaceCitasDelDia } from './enlace';

describe('enlaceACitasDelDia', () => {
  it('lleva al día de la cita y la marca', () => {
    expect(enlaceACitasDelDia('/administrativo/citas', { fecha: '2026-11-24', id: 41 })).toBe(
      '/administrativo/citas?fecha=2026-11-24&cita=41',
    );
  });

  it('sin id, solo el día; lo que ya llevaba el enlace se queda y el día se cambia', () => {
    expect(enlaceACitasDelDia('/administrativo/citas', { fecha: '2026-11-24' })).toBe(
      '/administrativo/citas?fecha=2026-11-24',
    );
    expect(
      enlaceACitasDelDia('/otra/lista?vista=compacta&fecha=2026-11-20&cita=3', {
        fecha: '2026-11-24',
        id: 41,
      }),
    ).toBe('/otra/lista?vista=compacta&fecha=2026-11-24&cita=41');
    expect(enlaceACitasDelDia('/lista?fecha=2026-11-20&cita=3', { fecha: '2026-11-24' })).toBe(
      '/lista?fecha=2026-11-24',
    );
  });
});

describe('leerEnlaceCitasDelDia', () => {
  const leer = (consulta: string) => leerEnlaceCitasDelDia(new URLSearchParams(consulta));

  it('lee el día y la cita marcada', () => {
    expect(leer('fecha=2026-11-24&cita=41')).toEqual({ fecha: '2026-11-24', cita: 41 });
  });

  it('deja fuera lo que no es una fecha o un id', () => {
    expect(leer('')).toEqual({});
    expect(leer('fecha=2026-02-30&cita=0')).toEqual({});
    expect(leer('fecha=ayer&cita=abc')).toEqual({});
    expect(leer('fecha=2026-11-24&cita=-3')).toEqual({ fecha: '2026-11-24' });
    expect(leer('cita=1.5')).toEqual({});
  });
});
