import { describe, expect, it } from 'vitest';
import {
  ahoraEnLaClinica,
  enSalaDeEspera,
  horaDeLlegada,
  MENSAJES_LLEGADA,
  mensajeLlegadaOtroDia,
  mensajeNoPresentadaAntes,
  porQueNoLlegada,
  porQueNoNoPresentada,
} from './llegada';

const cita = (cambios: Partial<Parameters<typeof porQueNoLlegada>[0]> = {}) => ({
  estado: 'EN_CURSO' as const,
  fecha: '2026-12-01',
  hora: '10:00',
  hora_llegada: null,
  ...cambios,
});

describe('arrival and no-show (docs/decisiones.md (54))', () => {
  it('notes an arrival only on a programmed cita of today, once', () => {
    expect(porQueNoLlegada(cita(), '2026-12-01')).toBeUndefined();
    expect(porQueNoLlegada(cita(), '2026-11-30')).toBe(mensajeLlegadaOtroDia('2026-12-01'));
    expect(porQueNoLlegada(cita(), '2026-12-02')).toBe(
      'Esta cita es el 01/12/2026: su llegada se anota ese mismo día.',
    );
    expect(porQueNoLlegada(cita({ hora_llegada: '2026-12-01T08:55:00Z' }), '2026-12-01')).toBe(
      MENSAJES_LLEGADA.yaLlego,
    );
    for (const estado of ['CUMPLIDA', 'CANCELADA', 'NO_PRESENTADA'] as const) {
      expect(porQueNoLlegada(cita({ estado }), '2026-12-01')).toBe(
        MENSAJES_LLEGADA.llegadaSoloEnCurso,
      );
    }
  });

  it('marks a no-show from the minute after its hour on, any later day too', () => {
    const antes = mensajeNoPresentadaAntes('2026-12-01', '10:00');
    expect(porQueNoNoPresentada(cita(), { fecha: '2026-12-01', hora: '09:59' })).toBe(antes);
    expect(porQueNoNoPresentada(cita(), { fecha: '2026-12-01', hora: '10:00' })).toBe(antes);
    expect(porQueNoNoPresentada(cita(), { fecha: '2026-12-01', hora: '10:01' })).toBeUndefined();
    expect(porQueNoNoPresentada(cita(), { fecha: '2026-12-02', hora: '08:00' })).toBeUndefined();
    expect(porQueNoNoPresentada(cita(), { fecha: '2026-11-30', hora: '23:00' })).toBe(antes);
    expect(antes).toBe(
      'Esta cita es el 01/12/2026 a las 10:00: se podrá marcar que no se presentó cuando haya pasado su hora.',
    );
  });

  it('never marks one who arrived, nor one in another state', () => {
    const tarde = { fecha: '2026-12-02', hora: '08:00' };
    expect(porQueNoNoPresentada(cita({ hora_llegada: new Date() }), tarde)).toBe(
      MENSAJES_LLEGADA.noPresentadaYaLlego,
    );
    expect(porQueNoNoPresentada(cita({ estado: 'NO_PRESENTADA' }), tarde)).toBe(
      MENSAJES_LLEGADA.noPresentadaSoloEnCurso,
    );
  });

  it('says who is waiting, and when they came on the clinic’s clock', () => {
    expect(enSalaDeEspera(cita({ hora_llegada: '2026-12-01T08:55:00Z' }))).toBe(true);
    expect(enSalaDeEspera(cita())).toBe(false);
    expect(enSalaDeEspera(cita({ estado: 'CUMPLIDA', hora_llegada: '2026-12-01T08:55:00Z' }))).toBe(
      false,
    );
    // Winter and summer time in Madrid.
    expect(horaDeLlegada('2026-12-01T08:55:00Z', 'Europe/Madrid')).toBe('09:55');
    expect(horaDeLlegada('2026-07-01T08:55:00Z', 'Europe/Madrid')).toBe('10:55');
    expect(ahoraEnLaClinica(new Date('2026-12-31T23:30:00Z'), 'Europe/Madrid')).toEqual({
      fecha: '2027-01-01',
      hora: '00:30',
    });
  });
});
