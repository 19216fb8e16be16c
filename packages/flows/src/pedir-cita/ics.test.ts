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

  /** The unfolded content lines (RFC 5545 §3.1): a CRLF followed by a space continues a line. */
  const desplegadas = (texto: string) => texto.replace(/\r\n /g, '').split('\r\n').slice(0, -1);

  it('dos avisos (VALARM DISPLAY) en español: el día antes y una hora antes', () => {
    const lineas = desplegadas(ics);
    const avisos = lineas.filter((l) => l === 'BEGIN:VALARM');
    expect(avisos).toHaveLength(2);
    expect(lineas.filter((l) => l === 'ACTION:DISPLAY')).toHaveLength(2);
    expect(lineas).toContain('TRIGGER:-P1D');
    expect(lineas).toContain('TRIGGER:-PT1H');
    expect(lineas).toContain('DESCRIPTION:Recordatorio: tu cita 50123Q es mañana\\, a las 14:00.');
    expect(lineas).toContain(
      'DESCRIPTION:Recordatorio: tu cita 50123Q es dentro de una hora\\, a las 14:00.',
    );
    // Each alarm inside the event, after its properties.
    const inicio = lineas.indexOf('BEGIN:VEVENT');
    const fin = lineas.indexOf('END:VEVENT');
    expect(lineas.indexOf('BEGIN:VALARM')).toBeGreaterThan(inicio);
    expect(lineas.lastIndexOf('END:VALARM')).toBeLessThan(fin);
  });

  it('la dirección de la clínica como LOCATION; en una telefónica, el teléfono al que llaman', () => {
    const presencial = desplegadas(
      calendarioDeCita({
        num_cita: '50124R',
        fecha: '2026-12-03',
        hora: '10:00',
        tipo_cita: 'Presencial - Medicina familiar',
        direccion: 'Calle de la Salud, 12, 28001 Madrid',
      }),
    );
    expect(presencial).toContain('LOCATION:Clínica\\, Calle de la Salud\\, 12\\, 28001 Madrid');
    const telefonica = desplegadas(
      calendarioDeCita({
        num_cita: '50125S',
        fecha: '2026-12-03',
        hora: '10:00',
        tipo_cita: 'Telefónica - Medicina familiar',
        direccion: 'Calle de la Salud, 12, 28001 Madrid',
        telefono: '612345678',
      }),
    );
    expect(telefonica).toContain('LOCATION:Te llamarán al 612 345 678');
    expect(telefonica.find((l) => l.startsWith('DESCRIPTION:Número'))).toContain(
      '\\nTe llamarán al 612 345 678.',
    );
  });

  it('cada línea es una propiedad bien formada y cada BEGIN tiene su END', () => {
    const pila: string[] = [];
    for (const linea of desplegadas(ics)) {
      expect(linea).toMatch(/^[A-Z][A-Z0-9-]*(;[A-Z-]+=[^:;]+)*:.*$/);
      if (linea.startsWith('BEGIN:')) pila.push(linea.slice(6));
      if (linea.startsWith('END:')) expect(pila.pop()).toBe(linea.slice(4));
    }
    expect(pila).toEqual([]);
  });
});
