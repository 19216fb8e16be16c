// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { Errores } from '../tipos';
import {
  CONTEXTO_ASISTENTE,
  type ContextoAsistente,
  ETIQUETA_ESPERANDO,
  type EventoNavegacion,
  navegacion,
} from './machine';

/** Un asistente mínimo hecho con las piezas comunes: dos pasos editables y el resumen. */
type Paso = 'datos' | 'clave' | 'resumen';
interface Contexto extends ContextoAsistente {
  nombre: string;
  clave: string;
  hecho: boolean;
}
type Evento =
  | EventoNavegacion<Paso>
  | { type: 'EDITAR'; datos: Partial<Pick<Contexto, 'nombre' | 'clave'>> };

const erroresDatos = (c: Contexto): Errores<string> =>
  c.nombre ? {} : { nombre: 'Falta el nombre.' };
const erroresClave = (c: Contexto): Errores<string> =>
  c.clave.length >= 8 ? {} : { clave: 'Al menos 8 caracteres.' };

const nav = navegacion<Contexto, Evento, Paso>(['datos', 'clave', 'resumen'], {
  datos: { errores: erroresDatos },
  clave: { errores: erroresClave },
});

const machine = setup({
  types: { context: {} as Contexto, events: {} as Evento },
  actors: { enviar: fromPromise<string, { nombre: string }>(async ({ input }) => input.nombre) },
})
  .extend({ guards: nav.guards, actions: nav.actions })
  .extend({
    actions: {
      editar: assign((_, datos: Partial<Pick<Contexto, 'nombre' | 'clave'>>) => datos),
      terminar: assign({ hecho: true }),
    },
  })
  .createMachine({
    context: { ...CONTEXTO_ASISTENTE, nombre: '', clave: '', hecho: false },
    initial: 'datos',
    states: {
      datos: nav.pasoEditable('datos'),
      clave: nav.pasoEditable('clave'),
      resumen: nav.pasoFinal(),
      enviando: nav.pasoEnviando({
        actor: 'enviar',
        input: ({ context }) => ({ nombre: context.nombre }),
        alTerminar: 'terminar',
        siFalla: [{ target: 'resumen' }],
      }),
      confirmacion: { type: 'final' },
    },
  });

function arrancar() {
  return createActor(machine).start();
}

describe('navegacion: lo que comparten todos los asistentes', () => {
  it('Continuar inválido se queda en el paso con sus errores, que siguen a lo escrito', () => {
    const actor = arrancar();
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ datos: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({ nombre: 'Falta el nombre.' });
    actor.send({ type: 'EDITAR', datos: { nombre: 'Ana' } });
    expect(actor.getSnapshot().context.errores).toEqual({});
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ clave: 'editando' });
  });

  it('Volver lleva al paso anterior; el primero no tiene Volver', () => {
    const actor = arrancar();
    actor.send({ type: 'VOLVER' });
    expect(actor.getSnapshot().value).toEqual({ datos: 'editando' });
    actor.send({ type: 'EDITAR', datos: { nombre: 'Ana' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'VOLVER' });
    expect(actor.getSnapshot().value).toEqual({ datos: 'editando' });
  });

  it("'Cambiar' en el resumen vuelve al resumen al continuar, no al paso siguiente", () => {
    const actor = arrancar();
    actor.send({ type: 'EDITAR', datos: { nombre: 'Ana', clave: 'ClaveLarga1' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
    actor.send({ type: 'CAMBIAR', paso: 'datos' });
    expect(actor.getSnapshot().value).toEqual({ datos: 'editando' });
    expect(actor.getSnapshot().context.volverAResumen).toBe(true);
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
  });

  it('IR_A_PASO solo lleva a un paso cuyos anteriores están hechos', () => {
    const actor = arrancar();
    actor.send({ type: 'IR_A_PASO', paso: 'clave' });
    expect(actor.getSnapshot().value).toEqual({ datos: 'editando' });
    actor.send({ type: 'EDITAR', datos: { nombre: 'Ana' } });
    actor.send({ type: 'IR_A_PASO', paso: 'resumen' });
    expect(actor.getSnapshot().value).toEqual({ datos: 'editando' });
    actor.send({ type: 'IR_A_PASO', paso: 'clave' });
    expect(actor.getSnapshot().value).toEqual({ clave: 'editando' });
    actor.send({ type: 'EDITAR', datos: { clave: 'ClaveLarga1' } });
    actor.send({ type: 'IR_A_PASO', paso: 'resumen' });
    expect(actor.getSnapshot().value).toBe('resumen');
    actor.send({ type: 'IR_A_PASO', paso: 'datos' });
    expect(actor.getSnapshot().value).toEqual({ datos: 'editando' });
  });

  it('Confirmar con un paso sin hacer lleva a ese paso marcado, y de allí vuelve al resumen', () => {
    const resumido = machine.resolveState({
      value: 'resumen',
      context: { ...CONTEXTO_ASISTENTE, nombre: 'Ana', clave: 'corta', hecho: false },
    });
    const actor = createActor(machine, { snapshot: resumido }).start();
    actor.send({ type: 'CONFIRMAR' });
    expect(actor.getSnapshot().value).toEqual({ clave: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({ clave: 'Al menos 8 caracteres.' });
    actor.send({ type: 'EDITAR', datos: { clave: 'ClaveLarga1' } });
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toBe('resumen');
  });

  it('Confirmar con todo hecho envía (esperando) y termina con la acción del flujo', async () => {
    const actor = arrancar();
    actor.send({ type: 'EDITAR', datos: { nombre: 'Ana', clave: 'ClaveLarga1' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    expect(actor.getSnapshot().value).toBe('enviando');
    expect(actor.getSnapshot().hasTag(ETIQUETA_ESPERANDO)).toBe(true);
    await new Promise((resolver) => setTimeout(resolver, 0));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.hecho).toBe(true);
  });
});
