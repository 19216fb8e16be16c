// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractUrl } from '../codegen/generate-schema';
import {
  CONTRASENA_DEMO,
  claveDeEmail,
  DIAS_LABORABLES,
  diaDeLaSemana,
  dni,
  esDiaLaborable,
  esDniValido,
  LIMITES_DE_SUBIDA,
  LIMITES_MAXIMOS,
  letraDeControl,
  letraDeControlDelCuerpo,
  MENSAJE_DIA_CERRADO,
  MENSAJES_CONTRASENA,
  mensajeArchivoDemasiadoGrande,
  mensajeDemasiadosArchivos,
  mensajeDiagnosticoFuturo,
  mismoEmail,
  nie,
  normalizarDni,
  normalizarEmail,
  PROVINCIAS,
  problemaDeContrasena,
  provinciaPorNombre,
  provinciasPorNombre,
  relojDePared,
  sePuedeCumplir,
} from '.';

describe('the wall clock', () => {
  it('reads each zone at its own hour, midnight as 00, zero-padded', () => {
    // 23:05 UTC on 31 December: five past midnight on 1 January in Madrid (winter, +1).
    expect(relojDePared(new Date('2025-12-31T23:05:00Z'), 'Europe/Madrid')).toEqual({
      anio: '2026',
      mes: '01',
      dia: '01',
      hora: '00',
      minuto: '05',
    });
    const verano = new Date('2026-07-15T07:30:00Z');
    expect(relojDePared(verano, 'Europe/Madrid').hora).toBe('09');
    expect(relojDePared(verano, 'UTC').hora).toBe('07');
    expect(relojDePared(verano, 'Atlantic/Canary').hora).toBe('08');
    // The same zone again, from its kept formatter: the same answer.
    expect(relojDePared(verano, 'Europe/Madrid')).toEqual(relojDePared(verano, 'Europe/Madrid'));
  });
});

describe('DNI and NIE', () => {
  it('follow the official mod-23 table', () => {
    expect(letraDeControl(12345678)).toBe('Z');
    expect(letraDeControl(0)).toBe('T');
    expect(letraDeControlDelCuerpo('x1234567')).toBe('L');
    expect(dni(9876543)).toBe('09876543K');
    expect([nie('X', 1234567), nie('Y', 1234567), nie('Z', 1234567)]).toEqual([
      'X1234567L',
      'Y1234567X',
      'Z1234567R',
    ]);
    expect(() => letraDeControl(100_000_000)).toThrow(RangeError);
    expect(() => letraDeControlDelCuerpo('A1234567')).toThrow(RangeError);
  });

  it('are valid in either case and with surrounding spaces, and only with their letter', () => {
    expect(esDniValido(' 12345678z ')).toBe(true);
    expect(esDniValido('x1234567l')).toBe(true);
    expect(normalizarDni(' x1234567l ')).toBe('X1234567L');
    for (const valor of ['', '12345678A', 'X1234567M', '1234567Z', 'A1234567L', '12345678Ñ']) {
      expect(esDniValido(valor), valor).toBe(false);
    }
  });
});

describe('e-mail', () => {
  it('is kept as typed without surrounding spaces and compared ignoring case', () => {
    expect(normalizarEmail('  Lucia@Clinica.es ')).toBe('Lucia@Clinica.es');
    expect(claveDeEmail('  Lucia@Clinica.es ')).toBe('lucia@clinica.es');
    expect(mismoEmail('LUCIA@clinica.es', ' lucia@CLINICA.ES')).toBe(true);
    expect(mismoEmail('lucia@clinica.es', 'lucía@clinica.es')).toBe(false);
  });
});

describe('provinces', () => {
  it('are the 52 INE codes, each once, sorted by name on request', () => {
    expect(PROVINCIAS.map((p) => p.codigo)).toEqual(
      Array.from({ length: 52 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(new Set(PROVINCIAS.map((p) => p.nombre)).size).toBe(52);
    const nombres = provinciasPorNombre().map((p) => p.nombre);
    expect(nombres.slice(0, 3)).toEqual(['A Coruña', 'Albacete', 'Alicante/Alacant']);
    expect(nombres.indexOf('Ávila')).toBe(nombres.indexOf('Asturias') + 1);
    expect(provinciaPorNombre('Madrid')?.codigo).toBe('28');
    expect(Object.isFrozen(PROVINCIAS)).toBe(true);
  });
});

describe('upload limits', () => {
  it('are the ones the contract declares, with the messages the server gives', async () => {
    const contrato = parse(await readFile(contractUrl, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; 'x-clinica-limits'?: object }>>;
    };
    const declarados = Object.values(contrato.paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => op['x-clinica-limits'])
      .map((op) => [op.operationId, op['x-clinica-limits']]);
    expect(declarados.length).toBeGreaterThan(0);
    expect(LIMITES_DE_SUBIDA).toEqual(Object.fromEntries(declarados));
    expect(LIMITES_DE_SUBIDA.guardarImagen.maxFiles).toBe(1);
    expect(LIMITES_MAXIMOS).toEqual({ maxFileBytes: 20 * 1024 * 1024, maxFiles: 10 });
    expect(mensajeArchivoDemasiadoGrande(20 * 1024 * 1024)).toBe(
      'Cada imagen puede ocupar como máximo 20 MB.',
    );
    expect(mensajeArchivoDemasiadoGrande(3000)).toBe('Cada imagen puede ocupar como máximo 2 KB.');
    expect(mensajeDemasiadosArchivos(1)).toBe('Se pueden subir como máximo 1 imagen a la vez.');
    expect(mensajeDemasiadosArchivos(10)).toBe('Se pueden subir como máximo 10 imágenes a la vez.');
  });
});

describe('working days', () => {
  it('are Monday to Friday, read from the calendar date in no time zone', () => {
    expect(DIAS_LABORABLES).toEqual([1, 2, 3, 4, 5]);
    // Monday 1 December 2031 … Sunday 7 December 2031.
    const semana = ['01', '02', '03', '04', '05', '06', '07'].map((d) => `2031-12-${d}`);
    expect(semana.map(diaDeLaSemana)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(semana.map(esDiaLaborable)).toEqual([true, true, true, true, true, false, false]);
    // Across a year end and a leap day.
    expect(esDiaLaborable('2028-02-29')).toBe(true);
    expect(esDiaLaborable('2027-01-02')).toBe(false);
    expect(MENSAJE_DIA_CERRADO).toBe('La clínica cierra ese día. Elige un día de lunes a viernes.');
  });
});

describe('the password rule', () => {
  const lucia = {
    email: 'lucia.garcia@correo.es',
    nombre: 'Lucía',
    apellidos: ['García', 'Fernández'],
    dni: '12345678Z',
  };
  it('asks for 8 to 128 characters, counted as characters, and not only spaces', () => {
    expect(problemaDeContrasena('corta')).toBe(MENSAJES_CONTRASENA.corta);
    expect(problemaDeContrasena('🩻🩻🩻🩻🩻🩻🩻')).toBe(MENSAJES_CONTRASENA.corta);
    expect(problemaDeContrasena('🩻🦴🩻🦴🩻🦴🩻🦴')).toBeUndefined();
    expect(problemaDeContrasena('        ')).toBe(MENSAJES_CONTRASENA.soloEspacios);
    expect(problemaDeContrasena('ab'.repeat(64))).toBeUndefined();
    expect(problemaDeContrasena(`${'ab'.repeat(64)}c`)).toBe(MENSAJES_CONTRASENA.larga);
    expect(problemaDeContrasena('una frase de paso con espacios')).toBeUndefined();
  });
  it("refuses the person's own e-mail, name, surnames and DNI, whatever the case or accents", () => {
    for (const mala of ['Lucia2026!!', 'xxGARCIAxx', 'fernandez99', '12345678x', 'lucia.garcia1']) {
      expect(problemaDeContrasena(mala, lucia)).toBe(MENSAJES_CONTRASENA.personal);
    }
    expect(problemaDeContrasena('Radiografia-de-torax', lucia)).toBeUndefined();
  });
  it('refuses one character repeated and a run of consecutive ones, up or down, whatever the case (docs/decisiones.md (57))', () => {
    const series = [
      'aaaaaaaaaaaa',
      'AAAAaaaa',
      '🩻🩻🩻🩻🩻🩻🩻🩻',
      '........',
      '12345678',
      '1234567890',
    ];
    const bajando = ['87654321', '0987654321', 'hgfedcba', 'AbCdEfGhIj', 'ÁBCDÉFGH', '90123456'];
    for (const trivial of [...series, ...bajando]) {
      expect(problemaDeContrasena(trivial), trivial).toBe(MENSAJES_CONTRASENA.trivial);
    }
    for (const vale of ['abababab', '12345679', '13579135', 'abcdefgh1', 'a1b2c3d4']) {
      expect(problemaDeContrasena(vale), vale).toBeUndefined();
    }
  });
  it("refuses the demo clinic's password, public in the README, whatever the case or accents", () => {
    expect(CONTRASENA_DEMO).toBe('Clinica2026!');
    for (const demo of [CONTRASENA_DEMO, 'clinica2026!', 'CLÍNICA2026!']) {
      expect(problemaDeContrasena(demo), demo).toBe(MENSAJES_CONTRASENA.demostracion);
    }
    expect(problemaDeContrasena('Clinica2026!-de-verdad')).toBeUndefined();
  });
});

describe('sePuedeCumplir (docs/decisiones.md (41))', () => {
  it('takes a diagnosis from the cita’s day on, never ahead', () => {
    expect(sePuedeCumplir('2026-11-26', '2026-11-26')).toBe(true);
    expect(sePuedeCumplir('2026-11-25', '2026-11-26')).toBe(true);
    expect(sePuedeCumplir('2026-11-27', '2026-11-26')).toBe(false);
    expect(sePuedeCumplir('2027-01-01', '2026-12-31')).toBe(false);
  });

  it('says why with the cita’s date as dd/mm/aaaa', () => {
    expect(mensajeDiagnosticoFuturo('2026-12-24')).toBe(
      'Esta cita es el 24/12/2026: su diagnóstico se podrá escribir a partir de ese día.',
    );
  });
});
