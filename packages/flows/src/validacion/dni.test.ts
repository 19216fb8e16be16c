// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  esDniValido,
  letraDeControl,
  MENSAJE_DNI_BUSQUEDA,
  MENSAJE_DNI_INCORRECTO,
  MENSAJE_DNI_OBLIGATORIO,
  normalizarDni,
  validarDniBusqueda,
  validarDniPaciente,
} from './dni';

const TABLA = 'TRWAGMYFPDXBNJZSQVHLCKE';
const numeroDni = fc.integer({ min: 0, max: 99_999_999 });
const numeroNie = fc.integer({ min: 0, max: 9_999_999 });
const inicialNie = fc.constantFrom('X', 'Y', 'Z');

function dni(numero: number, letra = letraDeControl(numero)): string {
  return `${String(numero).padStart(8, '0')}${letra}`;
}

function nie(inicial: string, numero: number, letra?: string): string {
  const cifras = String(numero).padStart(7, '0');
  const control = letraDeControl(Number(`${'XYZ'.indexOf(inicial)}${cifras}`));
  return `${inicial}${cifras}${letra ?? control}`;
}

const otraLetra = (correcta: string) =>
  fc.constantFrom(...TABLA.split('').filter((letra) => letra !== correcta));

describe('DNI y NIE', () => {
  it('acepta ejemplos conocidos', () => {
    expect(esDniValido('12345678Z')).toBe(true);
    expect(esDniValido('00000000T')).toBe(true);
    expect(esDniValido('X1234567L')).toBe(true);
    expect(esDniValido('Y1234567X')).toBe(true);
    expect(esDniValido('Z1234567R')).toBe(true);
  });

  it('rechaza formatos que no son DNI ni NIE', () => {
    for (const valor of ['', '1234567Z', '123456789Z', '12345678', 'A1234567L', '12345678Ñ']) {
      expect(esDniValido(valor)).toBe(false);
    }
  });

  it('todo DNI generado con su letra de control es válido, en mayúsculas o minúsculas', () => {
    fc.assert(
      fc.property(numeroDni, fc.boolean(), (numero, minusculas) => {
        const valor = dni(numero);
        expect(esDniValido(minusculas ? valor.toLowerCase() : valor)).toBe(true);
      }),
    );
  });

  it('todo DNI con otra letra de control es incorrecto', () => {
    fc.assert(
      fc.property(
        numeroDni.chain((numero) =>
          fc.tuple(fc.constant(numero), otraLetra(letraDeControl(numero))),
        ),
        ([numero, letra]) => {
          expect(validarDniPaciente(dni(numero, letra))).toBe(MENSAJE_DNI_INCORRECTO);
          expect(validarDniBusqueda(dni(numero, letra))).toBe(MENSAJE_DNI_BUSQUEDA);
        },
      ),
    );
  });

  it('todo NIE generado con su letra es válido y con otra letra no', () => {
    fc.assert(
      fc.property(inicialNie, numeroNie, (inicial, numero) => {
        const valido = nie(inicial, numero);
        expect(esDniValido(valido)).toBe(true);
        const incorrecta = TABLA[(TABLA.indexOf(valido.slice(-1)) + 1) % 23];
        expect(esDniValido(nie(inicial, numero, incorrecta))).toBe(false);
      }),
    );
  });

  it('normaliza quitando espacios de los extremos y pasando a mayúsculas', () => {
    expect(normalizarDni('  x1234567l ')).toBe('X1234567L');
    expect(validarDniPaciente(' 12345678z ')).toBeUndefined();
  });

  it('da el mensaje de cada formulario', () => {
    expect(validarDniPaciente('')).toBe('El DNI es incorrecto.');
    expect(validarDniBusqueda('')).toBe(MENSAJE_DNI_OBLIGATORIO);
    expect(validarDniBusqueda('123')).toBe('Escribe un DNI, un NIE o un pasaporte válidos.');
    expect(validarDniBusqueda('12345678A')).toBe('Escribe un DNI, un NIE o un pasaporte válidos.');
    expect(validarDniBusqueda('PAA123456')).toBeUndefined();
    expect(validarDniBusqueda('12345678Z')).toBeUndefined();
  });
});
