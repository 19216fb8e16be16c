// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calendarioDeCita, escaparTexto, plegarLinea } from './ics';

describe('Añadir al calendario (.ics, RFC 5545)', () => {
  const ics = calendarioDeCita(
    {
      num_cita: '50123Q',
      fecha: '2026-03-29',
      hora: '14:00',
      tipo_cita: 'Telefónica - Medicina familiar',
      profesional: 'Carmen López Sánchez',
    },
    new Date('2026-03-10T08:30:00Z'),
  );
  const lineas = ics.split('\r\n');

  it('un VCALENDAR con un VEVENT, líneas CRLF, en la hora de Madrid y de una hora', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/\n/);
    expect(lineas[0]).toBe('BEGIN:VCALENDAR');
    expect(lineas).toContain('VERSION:2.0');
    expect(lineas).toContain('TZID:Europe/Madrid');
    expect(lineas).toContain('DTSTART;TZID=Europe/Madrid:20260329T140000');
    expect(lineas).toContain('DTEND;TZID=Europe/Madrid:20260329T150000');
    expect(lineas).toContain('DTSTAMP:20260310T083000Z');
    expect(lineas).toContain('UID:cita-50123Q@clinica');
    expect(lineas.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lineas.at(-2)).toBe('END:VCALENDAR');
  });

  it('escapa comas, puntos y comas y saltos, y pliega a 75 octetos sin partir caracteres', () => {
    expect(escaparTexto('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
    const larga = `DESCRIPTION:${'ñ'.repeat(80)}`;
    const plegada = plegarLinea(larga).split('\r\n');
    const enc = new TextEncoder();
    for (const trozo of plegada) expect(enc.encode(trozo).length).toBeLessThanOrEqual(75);
    expect(plegada.slice(1).every((t) => t.startsWith(' '))).toBe(true);
    expect(plegada.map((t, i) => (i ? t.slice(1) : t)).join('')).toBe(larga);
    for (const linea of lineas) expect(enc.encode(linea).length).toBeLessThanOrEqual(75);
  });
});
