/**
 * Pruebas basadas en el modelo: `createTestModel` recorre la máquina pura (sin ejecutar ningún
 * actor) y da un camino más corto a cada estado; cada camino se repite después contra un actor
 * real cuyos actores son promesas que la prueba resuelve o rechaza a mano. En cada paso el actor
 * real debe estar en el mismo estado y con el mismo contexto que el modelo.
 *
 * Los eventos `xstate.done.actor.<id>` y `xstate.error.actor.<id>` del modelo se convierten en
 * resolver o rechazar la última llamada pendiente a ese actor.
 */
import { expect } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  fromPromise,
  type InputFrom,
  initialTransition,
  transition,
} from 'xstate';
import { serializeSnapshot, TestModel, type TestPath } from 'xstate/graph';

interface Llamada {
  input: unknown;
  resolver: (salida: unknown) => void;
  rechazar: (error: unknown) => void;
}

/** Actores de promesa que esperan a que la prueba decida cómo acaban. */
export function actoresControlados(nombres: readonly string[]) {
  const pendientes = new Map<string, Llamada[]>(nombres.map((nombre) => [nombre, []]));
  const llamadas: Array<{ actor: string; input: unknown }> = [];
  const actors = Object.fromEntries(
    nombres.map((nombre) => [
      nombre,
      fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolver, rechazar) => {
            llamadas.push({ actor: nombre, input });
            pendientes.get(nombre)?.push({ input, resolver, rechazar });
          }),
      ),
    ]),
  );

  function ultima(nombre: string): Llamada {
    const cola = pendientes.get(nombre) ?? [];
    const llamada = cola.pop();
    if (!llamada) throw new Error(`El modelo termina '${nombre}', pero nadie lo ha llamado.`);
    cola.length = 0;
    return llamada;
  }

  return {
    actors,
    llamadas,
    resolver(nombre: string, salida: unknown) {
      ultima(nombre).resolver(salida);
    },
    rechazar(nombre: string, error: unknown) {
      ultima(nombre).rechazar(error);
    },
  };
}

/** Deja correr las promesas ya resueltas y los eventos que envían a la máquina. */
export function vaciarColas(): Promise<void> {
  return new Promise((resolver) => setTimeout(resolver, 0));
}

/**
 * La clave de un envío (`claveEnvio`, docs/decisiones.md (36)) es aleatoria: el modelo y el oráculo solo
 * distinguen si hay una o no. Que se conserve o cambie lo prueban las pruebas de cada máquina.
 */
export function sinAzar<T>(contexto: T): T {
  if (!contexto || typeof contexto !== 'object') return contexto;
  const { claveEnvio } = contexto as { claveEnvio?: unknown };
  return typeof claveEnvio === 'string' ? { ...contexto, claveEnvio: '<clave>' } : contexto;
}

const FIN = /^xstate\.done\.actor\.(.+)$/;
const FALLO = /^xstate\.error\.actor\.(.+)$/;

interface OpcionesModelo<M extends AnyStateMachine> {
  input?: InputFrom<M>;
  /** Los eventos de ejemplo, fin y fallo de cada actor incluidos. */
  eventos: ReadonlyArray<EventFromLogic<M>>;
  /** Qué eventos tienen sentido en cada estado (por ejemplo, terminar solo lo que se carga). */
  filtrar?: (estado: AnyMachineSnapshot, evento: EventFromLogic<M>) => boolean;
  /** Resumen del estado que distingue lo que importa, para que el grafo sea finito y pequeño. */
  resumir?: (estado: AnyMachineSnapshot) => unknown;
  /**
   * Un nodo por transición y no solo por estado, para que los caminos recorran cada transición.
   * Como `serializeMachineTransition` de xstate, solo cuentan las que cambian el valor del estado
   * y, además, las de los tipos de evento de esta lista aunque solo cambien el contexto (por
   * ejemplo, reintentar una carga).
   */
  cadaTransicion?: boolean;
  tambienSinCambiarDeEstado?: readonly string[];
}

/**
 * El modelo de la máquina. Es lo que hace `createTestModel`, que rechaza las máquinas con
 * `invoke` porque no sabe terminar sus actores; aquí los terminan los eventos
 * `xstate.done.actor.*` y `xstate.error.actor.*` (ver `probarCamino`).
 */
export function modeloDe<M extends AnyStateMachine>(
  machine: M,
  {
    input,
    eventos,
    filtrar,
    resumir,
    cadaTransicion = false,
    tambienSinCambiarDeEstado = [],
  }: OpcionesModelo<M>,
) {
  type Estado = AnyMachineSnapshot;
  type Evento = EventFromLogic<M>;
  const estadoSerializado = (estado: Estado) =>
    resumir
      ? JSON.stringify({ value: estado.value, resumen: resumir(estado) })
      : serializeSnapshot({ ...estado, context: sinAzar(estado.context) } as Estado);
  return new TestModel<Estado, Evento, unknown>(machine as never, {
    input,
    serializeState: (estado: Estado, evento: Evento | undefined, anterior?: Estado) => {
      // Como `serializeMachineTransition` de xstate: el tipo de evento y el estado de partida.
      const cuenta =
        cadaTransicion &&
        evento &&
        anterior &&
        (JSON.stringify(anterior.value) !== JSON.stringify(estado.value) ||
          tambienSinCambiarDeEstado.includes(evento.type));
      const transicion = cuenta ? ` via ${evento.type} from ${JSON.stringify(anterior.value)}` : '';
      return `${estadoSerializado(estado)}${transicion}`;
    },
    stateMatcher: (estado: Estado, clave: string) => clave === '*' || estado.matches(clave),
    // Solo los eventos que hacen algo en ese estado: lo que la máquina ignora no es una arista.
    // Un actor terminado no atiende a nada, aunque `can` mire las transiciones de la raíz.
    events: (estado: Estado) =>
      estado.status !== 'active'
        ? []
        : eventos.filter((evento) => estado.can(evento) && (!filtrar || filtrar(estado, evento))),
  });
}

/** Los caminos más cortos a cada transición del modelo. */
export function caminosMasCortos<M extends AnyStateMachine>(
  machine: M,
  opciones: OpcionesModelo<M>,
): Array<TestPath<AnyMachineSnapshot, EventFromLogic<M>>> {
  return modeloDe(machine, opciones).getShortestPaths();
}

/**
 * Recorre un camino contra un actor real. El oráculo es la propia máquina pura: los eventos
 * exactos del camino, aplicados con `transition`, dan el estado esperado en cada paso (el grafo
 * puede haber fundido estados distintos con el mismo resumen, así que no sirve su instantánea).
 * El actor real, con sus actores asíncronos de verdad, debe estar en ese mismo estado.
 */
export async function probarCamino<M extends AnyStateMachine>(
  machine: M,
  camino: TestPath<AnyMachineSnapshot, EventFromLogic<M>>,
  { input, actores }: { input?: InputFrom<M>; actores: readonly string[] },
) {
  const control = actoresControlados(actores);
  const actor = createActor(machine.provide({ actors: control.actors } as never), {
    input,
  } as never);
  actor.start();
  let [esperado] = initialTransition(machine, input as never) as [AnyMachineSnapshot, unknown];
  const tipos = new Set(camino.steps.map((paso) => paso.event.type));
  const ejecutores = Object.fromEntries(
    [...tipos].map((tipo) => [
      tipo,
      async ({ event }: { event: EventFromLogic<M> & { output?: unknown; error?: unknown } }) => {
        if (event.type === 'xstate.init') return;
        [esperado] = transition(machine, esperado as never, event as never) as [
          AnyMachineSnapshot,
          unknown,
        ];
        const fin = FIN.exec(event.type);
        const fallo = FALLO.exec(event.type);
        if (fin?.[1]) control.resolver(fin[1], event.output);
        else if (fallo?.[1]) control.rechazar(fallo[1], event.error);
        else actor.send(event as never);
        await vaciarColas();
      },
    ]),
  );
  await camino.test({
    events: ejecutores as never,
    states: {
      '*': () => {
        const real = actor.getSnapshot();
        expect(real.value).toEqual(esperado.value);
        expect(sinAzar(real.context)).toEqual(sinAzar(esperado.context));
        expect(real.status).toBe(esperado.status);
      },
    },
  });
  return { actor, control };
}

/** Los tipos de evento y los estados que cubren los caminos, para comprobar la cobertura. */
export function cobertura<M extends AnyStateMachine>(
  caminos: Array<TestPath<AnyMachineSnapshot, EventFromLogic<M>>>,
) {
  const eventos = new Set<string>();
  const estados = new Set<string>();
  for (const camino of caminos) {
    for (const paso of camino.steps) {
      eventos.add(paso.event.type);
      for (const id of paso.state._nodes.map((nodo) => nodo.id)) estados.add(id);
    }
  }
  return { eventos, estados };
}
