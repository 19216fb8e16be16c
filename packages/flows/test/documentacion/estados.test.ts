import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { loginMachine } from '../../src/login/machine';
import { contarEstados, estadosDeLaMaquina } from '../../stories/documentacion/estados';

describe('estadosDeLaMaquina', () => {
  it('lee estados anidados, el inicial, los finales, lo invocado y cada transición', () => {
    const maquina = setup({
      actors: { guardar: fromPromise(async () => 1) },
      guards: { completo: () => true },
      delays: {},
    }).createMachine({
      id: 'prueba',
      initial: 'editando',
      context: { n: 0 },
      states: {
        editando: {
          initial: 'limpio',
          states: { limpio: {}, invalido: { description: 'Con errores a la vista.' } },
          on: {
            ENVIAR: [
              { guard: 'completo', target: 'enviando' },
              { target: '.invalido', actions: assign({ n: 1 }) },
            ],
          },
        },
        enviando: {
          invoke: { src: 'guardar', onDone: 'hecho', onError: 'editando' },
          after: { 5000: 'editando' },
        },
        hecho: { type: 'final' },
      },
    });
    const raiz = estadosDeLaMaquina(maquina);
    expect(raiz.hijos.map((e) => [e.clave, e.tipo, e.inicial])).toEqual([
      ['editando', 'compuesto', true],
      ['enviando', 'atomico', false],
      ['hecho', 'final', false],
    ]);
    const [editando, enviando] = raiz.hijos;
    expect(editando?.hijos.map((e) => [e.clave, e.inicial, e.descripcion])).toEqual([
      ['limpio', true, undefined],
      ['invalido', false, 'Con errores a la vista.'],
    ]);
    expect(editando?.transiciones).toEqual([
      { evento: 'ENVIAR', condicion: 'completo', destinos: ['enviando'] },
      { evento: 'ENVIAR', condicion: undefined, destinos: ['editando › invalido'] },
    ]);
    expect(enviando?.invoca).toEqual(['guardar']);
    expect(enviando?.transiciones).toEqual([
      { evento: 'al terminar guardar', condicion: undefined, destinos: ['hecho'] },
      { evento: 'si falla guardar', condicion: undefined, destinos: ['editando'] },
      { evento: 'tras 5 s', condicion: undefined, destinos: ['editando'] },
    ]);
    expect(contarEstados(raiz)).toEqual({ estados: 5, transiciones: 5 });
  });

  it('lee una máquina del kit: el inicio de sesión llega a su final al terminar iniciarSesion', () => {
    const raiz = estadosDeLaMaquina(loginMachine);
    const claves = raiz.hijos.map((e) => e.clave);
    expect(claves).toContain('sesionIniciada');
    const enviando = raiz.hijos.find((e) => e.invoca.includes('iniciarSesion'));
    expect(enviando?.transiciones).toContainEqual(
      expect.objectContaining({
        evento: 'al terminar iniciarSesion',
        destinos: ['sesionIniciada'],
      }),
    );
  });
});
