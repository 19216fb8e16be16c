// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { Errores } from '../tipos';
import {
  alQueFalte,
  CONTEXTO_ASISTENTE,
  type ContextoAsistente,
  cambiar,
  conClave,
  confirmar,
  continuar,
  ETIQUETA_ESPERANDO,
  type EventoNavegacion,
  editar,
  editarYMarcar,
  enviado,
  irA,
  navegacion,
  volver,
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
  guards: nav.guards,
  actions: {
    ...nav.actions,
    editar: assign((_, datos: Partial<Pick<Contexto, 'nombre' | 'clave'>> | undefined) => ({
      ...datos,
    })),
    terminar: assign({ hecho: true }),
  },
}).createMachine({
  context: { ...CONTEXTO_ASISTENTE, nombre: '', clave: '', hecho: false },
  initial: 'datos',
  states: {
    datos: {
      initial: 'editando',
      states: {
        editando: { on: { EDITAR: editar } },
        invalido: { on: { EDITAR: editarYMarcar('datos') } },
      },
      on: {
        CONTINUAR: continuar('datos', 'clave', 'resumen'),
        IR_A_PASO: irA('clave', 'resumen'),
      },
    },
    clave: {
      initial: 'editando',
      states: {
        editando: { on: { EDITAR: editar } },
        invalido: { on: { EDITAR: editarYMarcar('clave') } },
      },
      on: {
        CONTINUAR: continuar('clave', 'resumen', 'resumen'),
        VOLVER: volver('datos'),
        IR_A_PASO: irA('datos', 'resumen'),
      },
    },
    resumen: {
      on: {
        CONFIRMAR: [
          { guard: 'todoHecho', target: 'enviando', actions: 'limpiarErrores' },
          ...alQueFalte('datos', 'clave'),
        ],
        CAMBIAR: cambiar('datos', 'clave'),
        VOLVER: volver('clave'),
        IR_A_PASO: irA('datos', 'clave'),
      },
    },
    enviando: {
      tags: [ETIQUETA_ESPERANDO],
      invoke: {
        src: 'enviar',
        input: ({ context }) => ({ nombre: context.nombre }),
        onDone: { target: 'confirmacion', actions: 'terminar' },
        onError: { target: 'resumen' },
      },
    },
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

describe('navegacion: los errores de un paso, una vez por contexto', () => {
  it('un Continuar fallido los calcula una vez; un cambio, otra', () => {
    let veces = 0;
    const contando = navegacion<Contexto, Evento, Paso>(['datos', 'clave', 'resumen'], {
      datos: {
        errores: (c) => {
          veces += 1;
          return erroresDatos(c);
        },
      },
      clave: { errores: erroresClave },
    });
    const actor = createActor(
      machine.provide({ guards: contando.guards, actions: contando.actions }),
    ).start();
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ datos: 'invalido' });
    expect(actor.getSnapshot().context.errores).toEqual({ nombre: 'Falta el nombre.' });
    // The guards `volverAlResumen` and `pasoValido` and the action `marcar` asked, on one context.
    expect(veces).toBe(1);
    actor.send({ type: 'EDITAR', datos: { nombre: 'Ana' } });
    expect(actor.getSnapshot().context.errores).toEqual({});
    expect(veces).toBe(2);
    actor.send({ type: 'CONTINUAR' });
    expect(actor.getSnapshot().value).toEqual({ clave: 'editando' });
  });
});

describe('navegacion: las guardas y acciones, solas', () => {
  const vacio: Contexto = { ...CONTEXTO_ASISTENTE, nombre: '', clave: '', hecho: false };
  const lleno: Contexto = { ...vacio, nombre: 'Ana', clave: 'ClaveLarga1' };
  const evento = (e: Evento) => ({ context: vacio, event: e });

  it('pasoValido, pasoHecho y pasoSinHacer leen las reglas del paso; un paso sin reglas está hecho', () => {
    const { pasoValido, pasoHecho, pasoSinHacer } = nav.guards;
    const con = (context: Contexto) => ({ context, event: { type: 'CONTINUAR' } });
    expect(pasoValido(con(vacio), 'datos')).toBe(false);
    expect(pasoValido(con(lleno), 'datos')).toBe(true);
    expect(pasoHecho(con({ ...vacio, nombre: 'Ana' }), 'clave')).toBe(false);
    expect(pasoSinHacer(con({ ...vacio, nombre: 'Ana' }), 'clave')).toBe(true);
    expect(pasoHecho(con(vacio), 'resumen')).toBe(true);
  });

  it('todoHecho y volverAlResumen: Continuar vuelve al resumen solo tras Cambiar y con todo hecho', () => {
    const { todoHecho, volverAlResumen } = nav.guards;
    const con = (context: Contexto) => ({ context, event: { type: 'CONTINUAR' } });
    expect(todoHecho(con(vacio))).toBe(false);
    expect(todoHecho(con(lleno))).toBe(true);
    expect(volverAlResumen(con(lleno), 'datos')).toBe(false);
    expect(volverAlResumen(con({ ...lleno, volverAResumen: true }), 'datos')).toBe(true);
    expect(volverAlResumen(con({ ...vacio, nombre: 'Ana', volverAResumen: true }), 'datos')).toBe(
      false,
    );
  });

  it('puedeIrA: solo el paso pedido, y solo si sus anteriores están hechos', () => {
    const { puedeIrA, cambiaPaso } = nav.guards;
    const pide = (context: Contexto, paso: Paso) => ({
      context,
      event: { type: 'IR_A_PASO', paso },
    });
    expect(puedeIrA(pide(vacio, 'datos'), 'datos')).toBe(true);
    expect(puedeIrA(pide(vacio, 'clave'), 'clave')).toBe(false);
    expect(puedeIrA(pide({ ...vacio, nombre: 'Ana' }, 'clave'), 'clave')).toBe(true);
    expect(puedeIrA(pide({ ...vacio, nombre: 'Ana' }, 'resumen'), 'resumen')).toBe(false);
    expect(puedeIrA(pide(lleno, 'resumen'), 'clave')).toBe(false);
    expect(cambiaPaso(evento({ type: 'CAMBIAR', paso: 'clave' }), 'clave')).toBe(true);
    expect(cambiaPaso(evento({ type: 'CAMBIAR', paso: 'clave' }), 'datos')).toBe(false);
  });

  /** Una máquina de un solo estado que ejecuta una acción de `navegacion` con cada evento. */
  function tras(accion: keyof typeof nav.actions, context: Contexto, evento: Evento) {
    const una = setup({
      types: { context: {} as Contexto, events: {} as Evento },
      actions: nav.actions,
    }).createMachine({
      context,
      on: {
        CONTINUAR: { actions: accion === 'marcar' ? { type: 'marcar', params: 'datos' } : accion },
        CAMBIAR: { actions: accion === 'marcar' ? { type: 'marcar', params: 'datos' } : accion },
      },
    });
    const actor = createActor(una).start();
    actor.send(evento);
    return actor.getSnapshot().context;
  }

  it('marcar pone los errores del paso; limpiarErrores quita errores, mensaje y foco', () => {
    expect(tras('marcar', vacio, { type: 'CONTINUAR' }).errores).toEqual({
      nombre: 'Falta el nombre.',
    });
    const sucio = { ...vacio, errores: { nombre: 'x' }, error: 'Fallo', enfocar: 'nombre' };
    const limpio = tras('limpiarErrores', sucio, { type: 'CONTINUAR' });
    expect([limpio.errores, limpio.error, limpio.enfocar]).toEqual([{}, undefined, undefined]);
  });

  it("enfocarCampo guarda el campo que 'Cambiar' pide; irAlResumen y seguirEnOrden lo recuerdan", () => {
    expect(
      tras('enfocarCampo', vacio, { type: 'CAMBIAR', paso: 'datos', campo: 'nombre' }).enfocar,
    ).toBe('nombre');
    expect(tras('enfocarCampo', vacio, { type: 'CAMBIAR', paso: 'datos' }).enfocar).toBeUndefined();
    expect(tras('irAlResumenAlContinuar', vacio, { type: 'CONTINUAR' }).volverAResumen).toBe(true);
    expect(
      tras('seguirEnOrden', { ...vacio, volverAResumen: true }, { type: 'CONTINUAR' })
        .volverAResumen,
    ).toBe(false);
  });

  it('prepararClave crea una clave o conserva la del mismo envío; olvidarClave la quita', () => {
    const nueva = tras('prepararClave', vacio, { type: 'CONTINUAR' }).claveEnvio;
    expect(nueva).toMatch(/^[0-9a-f-]{36}$/);
    const repetida = { ...vacio, claveEnvio: 'la-misma' };
    expect(tras('prepararClave', repetida, { type: 'CONTINUAR' }).claveEnvio).toBe('la-misma');
    expect(tras('olvidarClave', repetida, { type: 'CONTINUAR' }).claveEnvio).toBeUndefined();
  });
});

describe('las transiciones comunes: el destino lo escribe la máquina', () => {
  it('continuar: al resumen tras Cambiar, al siguiente si es válido, y si no a su invalido', () => {
    expect(continuar('datos', 'clave', 'resumen').map((t) => t.target)).toEqual([
      'resumen',
      'clave',
      '.invalido',
    ]);
    // Sin resumen, el destino es lo que el paso hace antes de seguir.
    expect(continuar('datos', '.buscando').map((t) => t.target)).toEqual([
      '.buscando',
      '.invalido',
    ]);
  });

  it('irA, cambiar y alQueFalte: una transición por paso nombrado, con su guarda', () => {
    expect(irA('datos', 'resumen')).toEqual([
      {
        guard: { type: 'puedeIrA', params: 'datos' },
        target: 'datos',
        actions: ['limpiarErrores', 'seguirEnOrden'],
      },
      {
        guard: { type: 'puedeIrA', params: 'resumen' },
        target: 'resumen',
        actions: ['limpiarErrores', 'seguirEnOrden'],
      },
    ]);
    expect(cambiar('clave')[0]?.actions).toEqual([
      'limpiarErrores',
      'irAlResumenAlContinuar',
      'enfocarCampo',
    ]);
    expect(alQueFalte('datos', 'clave').map((t) => t.target)).toEqual([
      'datos.invalido',
      'clave.invalido',
    ]);
    expect(volver('datos')).toEqual({
      target: 'datos',
      actions: ['limpiarErrores', 'seguirEnOrden'],
    });
  });

  it('confirmar: con todo hecho al destino; si no, al primer paso que falte', () => {
    expect(confirmar('enviando', 'datos', 'clave').map((t) => t.target)).toEqual([
      'enviando',
      'datos.invalido',
      'clave.invalido',
    ]);
  });

  it('conClave pone el cuerpo y, a su lado, la clave del envío; enviado guarda la salida y olvida la clave', () => {
    const entrada = conClave((c: Contexto) => ({ nombre: c.nombre }));
    const context = { ...CONTEXTO_ASISTENTE, nombre: 'Ana', clave: '', hecho: false };
    expect(entrada({ context: { ...context, claveEnvio: 'k' } })).toEqual({
      cuerpo: { nombre: 'Ana' },
      claveIdempotencia: 'k',
    });
    const hecho = enviado('confirmacion', 'terminar');
    expect(hecho.target).toBe('confirmacion');
    expect(hecho.actions[1]).toBe('olvidarClave');
    expect(hecho.actions[0].params({ event: { output: 42 } })).toBe(42);
  });
});
