/**
 * El diagrama de estados de una máquina, leído de la máquina misma (nunca dibujado a mano): sus
 * estados anidados, cuál es el inicial y cuáles son finales, qué actores invoca cada uno y sus
 * transiciones (evento, condición y destino). Lo pinta `DiagramaDeEstados` en la página de
 * documentación de cada flujo.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface Transicion {
  /** El evento en palabras: 'ENVIAR', 'al terminar iniciarSesion', 'tras 5 s', 'en cuanto entra'. */
  evento: string;
  /** La condición (guard) que la permite, si la tiene. */
  condicion?: string;
  /** Adónde lleva, con la ruta de estados: 'editando › invalido'; ninguno si se queda. */
  destinos: string[];
}

export interface Estado {
  /** La ruta del estado desde la raíz: 'editando.invalido'. */
  id: string;
  clave: string;
  tipo: 'atomico' | 'compuesto' | 'paralelo' | 'final' | 'historia';
  inicial: boolean;
  descripcion?: string;
  /** Los actores que invoca mientras está en él. */
  invoca: string[];
  transiciones: Transicion[];
  hijos: Estado[];
}

const TIPOS = {
  atomic: 'atomico',
  compound: 'compuesto',
  parallel: 'paralelo',
  final: 'final',
  history: 'historia',
} as const;

/** 'xstate.done.actor.0.maquina.enviando' → 'al terminar …'; el resto, tal cual. */
function eventoEnPalabras(evento: string, invocados: ReadonlyMap<string, string>): string {
  const hecho = /^xstate\.done\.actor\.(.+)$/.exec(evento);
  if (hecho?.[1]) return `al terminar ${invocados.get(hecho[1]) ?? hecho[1]}`;
  const fallo = /^xstate\.error\.actor\.(.+)$/.exec(evento);
  if (fallo?.[1]) return `si falla ${invocados.get(fallo[1]) ?? fallo[1]}`;
  const tras = /^xstate\.after\.(\d+)\./.exec(evento);
  if (tras?.[1]) {
    const ms = Number(tras[1]);
    return `tras ${ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`}`;
  }
  if (/^xstate\.done\.state\./.test(evento)) return 'al llegar a su final';
  if (evento === '') return 'en cuanto entra';
  return evento;
}

function nombreDeCondicion(guarda: unknown): string | undefined {
  if (!guarda) return undefined;
  if (typeof guarda === 'string') return guarda;
  // An inline guard has no name worth showing (a build minifies it): say that there is one.
  if (typeof guarda === 'function') return 'una condición';
  if (typeof guarda === 'object' && 'type' in guarda) return String(guarda.type);
  return 'condición';
}

function rutaDe(nodo: AnyStateNode): string {
  return nodo.path.join(' › ');
}

function leer(nodo: AnyStateNode, invocados: Map<string, string>): Estado {
  const invoca = nodo.invoke.map((definicion) => {
    const nombre = typeof definicion.src === 'string' ? definicion.src : definicion.id;
    invocados.set(definicion.id, nombre);
    return nombre;
  });
  const transiciones: Transicion[] = [];
  const anadir = (evento: string, definiciones: readonly unknown[]) => {
    for (const definicion of definiciones as {
      target?: readonly AnyStateNode[];
      guard?: unknown;
    }[]) {
      transiciones.push({
        evento: eventoEnPalabras(evento, invocados),
        condicion: nombreDeCondicion(definicion.guard),
        destinos: (definicion.target ?? []).map(rutaDe),
      });
    }
  };
  for (const [evento, definiciones] of nodo.transitions) anadir(evento, definiciones);
  if (nodo.always) anadir('', nodo.always);
  const padre = nodo.parent;
  const inicial = Boolean(
    padre && padre.type === 'compound' && padre.initial?.target.some((t) => t === nodo),
  );
  const hijos = Object.values(nodo.states as Record<string, AnyStateNode>)
    .sort((a, b) => a.order - b.order)
    .map((hijo) => leer(hijo, invocados));
  return {
    id: nodo.path.join('.') || nodo.id,
    clave: nodo.key,
    tipo: TIPOS[nodo.type],
    inicial,
    ...(nodo.description ? { descripcion: nodo.description } : {}),
    invoca,
    transiciones,
    hijos,
  };
}

/** El árbol de estados de la máquina, en el orden en que los declara. */
export function estadosDeLaMaquina(maquina: AnyStateMachine): Estado {
  return leer(maquina.root, new Map());
}

/** Cuántos estados y transiciones tiene, para el resumen bajo el diagrama. */
export function contarEstados(estado: Estado): { estados: number; transiciones: number } {
  return estado.hijos.map(contarEstados).reduce(
    (total, hijo) => ({
      estados: total.estados + hijo.estados,
      transiciones: total.transiciones + hijo.transiciones,
    }),
    { estados: estado.hijos.length, transiciones: estado.transiciones.length },
  );
}
