// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { definirAsistente } from './steps';

const asistente = definirAsistente<'datos' | 'contrasena' | 'resumen', 'nombre' | 'dni' | 'clave'>({
  proceso: 'Alta de prueba',
  prefijo: 'alta',
  etiquetas: { nombre: 'Nombre', dni: 'DNI' },
  pasos: [
    { estado: 'datos', ruta: 'alta', titulo: 'Tus datos', campos: ['nombre', 'dni'] },
    {
      estado: 'contrasena',
      ruta: 'alta/paso2',
      titulo: 'Contraseña',
      etiqueta: 'Clave',
      campos: ['clave'],
    },
    { estado: 'resumen', ruta: 'alta/paso3', titulo: 'Resumen' },
  ],
  otrasRutas: { enviando: 'alta/paso3', confirmacion: 'alta/hecho', cancelado: 'citas' },
});

describe('definirAsistente: todo sale de la tabla de pasos', () => {
  it('la barra, los números y el orden', () => {
    expect(asistente.etiquetas).toEqual(['Tus datos', 'Clave', 'Resumen']);
    expect(asistente.orden).toEqual(['datos', 'contrasena', 'resumen']);
    expect(asistente.numero('contrasena')).toBe(2);
    expect(asistente.anterior('datos')).toBeUndefined();
    expect(asistente.anterior('resumen')).toBe('contrasena');
    expect(asistente.siguiente('resumen')).toBeUndefined();
    expect(() => asistente.paso('otro' as never)).toThrow(/no hay paso 'otro'/);
  });

  it('la ruta de cada estado, subestados y estados sin paso incluidos', () => {
    expect(asistente.rutaDelPaso({ value: 'datos' })).toBe('alta');
    expect(asistente.rutaDelPaso({ value: { contrasena: 'invalido' } })).toBe('alta/paso2');
    expect(asistente.rutaDelPaso({ value: 'enviando' })).toBe('alta/paso3');
    expect(asistente.rutaDelPaso({ value: 'confirmacion' })).toBe('alta/hecho');
    expect(asistente.rutaDelPaso({ value: 'cancelado' })).toBe('citas');
  });

  it('el paso de una ruta: la más larga gana, con prefijo, consulta o barra final', () => {
    expect(asistente.pasoDeRuta('/administrativo/alta?id=3')).toBe('datos');
    expect(asistente.pasoDeRuta('/administrativo/alta/paso2/')).toBe('contrasena');
    expect(asistente.pasoDeRuta('alta/paso3#arriba')).toBe('resumen');
    // La confirmación no se puede pedir: se llega a ella enviando.
    expect(asistente.pasoDeRuta('/administrativo/alta/hecho')).toBeUndefined();
    expect(asistente.pasoDeRuta('/administrativo/otra')).toBeUndefined();
  });

  it('los errores en el orden de los campos del paso, con el id de cada control', () => {
    expect(
      asistente.erroresEnOrden('datos', { dni: 'Mal DNI.', nombre: 'Falta.', clave: 'x' }),
    ).toEqual([
      { id: 'alta-nombre', mensaje: 'Falta.' },
      { id: 'alta-dni', mensaje: 'Mal DNI.' },
    ]);
    expect(asistente.erroresEnOrden('resumen', { nombre: 'Falta.' })).toEqual([]);
  });

  it('en el resumen, un mensaje que no dice su campo lleva el nombre del campo delante', () => {
    expect(
      asistente.erroresEnOrden('datos', {
        dni: 'Por favor, selecciona una opción.',
        nombre: 'El nombre es obligatorio.',
      }),
    ).toEqual([
      { id: 'alta-nombre', mensaje: 'El nombre es obligatorio.' },
      { id: 'alta-dni', mensaje: 'DNI: Por favor, selecciona una opción.' },
    ]);
  });
});
