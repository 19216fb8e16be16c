/**
 * Lo que comparten las máquinas de todos los asistentes: guardas y acciones con nombre para su
 * `setup({ guards, actions })`, y unas pocas transiciones escritas una vez (Continuar, Volver,
 * 'Cambiar', `IR_A_PASO`, Confirmar con un paso sin hacer) cuyos destinos escribe cada máquina.
 *
 * No construye estados: cada flujo escribe los suyos en su `createMachine`, de arriba abajo, y su
 * diagrama se lee entero en el fichero y en el inspector. Un paso editable tiene siempre la misma
 * forma: `editando`, e `invalido` tras un Continuar fallido (sus mensajes siguen a lo escrito):
 *
 * ```ts
 * import * as asistente from '../wizard/machine';
 * medico: {
 *   entry: 'cargarMedicos',
 *   initial: 'editando',
 *   states: {
 *     editando: { on: { EDITAR: asistente.editar } },
 *     invalido: { on: { EDITAR: asistente.editarYMarcar('medico') } },
 *   },
 *   on: {
 *     CONTINUAR: asistente.continuar('medico', 'fecha', 'resumen'),
 *     VOLVER: asistente.volver('tipo'),
 *     IR_A_PASO: asistente.irA('tipo', 'fecha', 'resumen'),
 *   },
 * },
 * ```
 */
import { type AnyEventObject, assign, type EventObject } from 'xstate';
import { datosDeEditar } from '../formulario/machine';
import type { Errores } from '../tipos';
import { sinErrores } from '../validacion/formularios';
import type { CuerpoConClave } from './idempotencia';
import { claveDelEnvio } from './idempotencia';
import { ETIQUETA_ENVIANDO } from './persistencia';

/** Lo que todo asistente guarda además de sus datos. */
export interface ContextoAsistente {
  /** Los mensajes que se ven, del paso en curso. */
  errores: Errores<string>;
  /** El mensaje general del último fallo (del servidor), para el resumen de errores. */
  error: string | undefined;
  /** Tras 'Cambiar' en el resumen, Continuar vuelve a él. */
  volverAResumen: boolean;
  /** El campo que 'Cambiar' pidió: el paso lleva el foco a él, no a su título. */
  enfocar?: string | undefined;
  /**
   * La `Idempotency-Key` del envío en curso (docs/decisiones.md (36)): se crea al enviar, se conserva si se
   * repite el mismo envío y se olvida al cambiar los datos o al terminar bien.
   */
  claveEnvio?: string | undefined;
}

/** Los eventos de navegación de todo asistente. */
export type EventoNavegacion<Paso extends string> =
  | { type: 'CONTINUAR' }
  | { type: 'VOLVER' }
  | { type: 'CONFIRMAR' }
  /** 'Cambiar' una fila del resumen: vuelve a su paso, con el foco en `campo` si lo hay. */
  | { type: 'CAMBIAR'; paso: Paso; campo?: string }
  | { type: 'IR_A_PASO'; paso: Paso };

/** Las reglas de un paso editable. */
export interface ReglasDePaso<C> {
  /** Sus errores con los datos de ahora; vacío si el paso es válido. */
  errores: (contexto: C) => Errores<string>;
  /**
   * Si se puede dejar atrás (saltar más allá o confirmar). Por defecto, que sea válido; un paso
   * que comprueba algo en el servidor (el paciente de un DNI) añade esa comprobación.
   */
  hecho?: (contexto: C) => boolean;
}

/** La etiqueta de los estados que esperan al servidor (buscar, enviar). */
export const ETIQUETA_ESPERANDO = 'esperando';

/**
 * La salida de un flujo: lo que guarda al llegar a su estado final, al que solo se llega con ello
 * guardado. Si faltara, el error es de la máquina, y se dice en vez de dar `undefined` por otro tipo.
 */
export function salidaDe<T>(valor: T | undefined, maquina: string): T {
  if (valor === undefined) throw new Error(`${maquina}: ha terminado sin su resultado.`);
  return valor;
}

/** Las etiquetas del estado que envía: no se guarda en sessionStorage y espera al servidor. */
export const ETIQUETAS_ENVIO = [ETIQUETA_ENVIANDO, ETIQUETA_ESPERANDO];

export const CONTEXTO_ASISTENTE: ContextoAsistente = {
  errores: {},
  error: undefined,
  volverAResumen: false,
};

/**
 * Las guardas y acciones de un asistente con estos pasos en orden (el último es el resumen o la
 * pregunta final) y las reglas de sus pasos editables, para `setup({ guards, actions })`. El
 * flujo escribe además su acción `editar`, cuyo parámetro son los datos de `EDITAR`.
 */
export function navegacion<C extends ContextoAsistente, E extends EventObject, Paso extends string>(
  orden: readonly Paso[],
  reglas: Partial<Record<Paso, ReglasDePaso<C>>>,
) {
  const editables = orden.filter((paso) => reglas[paso] !== undefined);
  // Un 'Continuar' pregunta por los errores del mismo paso con los mismos datos hasta tres veces
  // (las guardas `volverAlResumen` y `pasoValido`, y `marcar`): se calculan una vez por contexto.
  // Un contexto no cambia nunca (`assign` hace otro), así que lo calculado con él sigue valiendo.
  const calculados = new WeakMap<C, Map<Paso, Errores<string>>>();
  const errores = (c: C, paso: Paso): Errores<string> => {
    let delContexto = calculados.get(c);
    if (!delContexto) {
      delContexto = new Map();
      calculados.set(c, delContexto);
    }
    let delPaso = delContexto.get(paso);
    if (!delPaso) {
      delPaso = reglas[paso]?.errores(c) ?? {};
      delContexto.set(paso, delPaso);
    }
    return delPaso;
  };
  const valido = (c: C, paso: Paso) => sinErrores(errores(c, paso));
  const hecho = (c: C, paso: Paso): boolean => {
    const regla = reglas[paso];
    if (!regla) return true;
    return regla.hecho ? regla.hecho(c) : valido(c, paso);
  };
  const todoHecho = (c: C) => editables.every((paso) => hecho(c, paso));
  /** Todos los pasos anteriores a `paso` están hechos: se puede ir a él. */
  const hechoHasta = (c: C, paso: Paso) =>
    orden.slice(0, orden.indexOf(paso)).every((anterior) => hecho(c, anterior));
  /**
   * Un cambio de los campos del asistente. Se devuelve el contexto entero con el cambio encima,
   * que es un `C` (y así un `Partial<C>` para `assign`) sea cual sea el flujo.
   */
  const con = (context: C, cambios: Partial<ContextoAsistente>) => ({ ...context, ...cambios });
  type Args = { context: C; event: AnyEventObject };

  return {
    guards: {
      /** El paso no tiene errores. */
      pasoValido: ({ context }: Args, paso: Paso) => valido(context, paso),
      /** El paso se puede dejar atrás (válido, y lo que compruebe en el servidor). */
      pasoHecho: ({ context }: Args, paso: Paso) => hecho(context, paso),
      /** El paso ya no se puede dejar atrás: Confirmar lleva a él. */
      pasoSinHacer: ({ context }: Args, paso: Paso) => !hecho(context, paso),
      todoHecho: ({ context }: Args) => todoHecho(context),
      volverAResumen: ({ context }: Args) => context.volverAResumen,
      /** Continuar desde `paso` tras 'Cambiar': válido y todo hecho, se vuelve al resumen. */
      volverAlResumen: ({ context }: Args, paso: Paso) =>
        valido(context, paso) && context.volverAResumen && todoHecho(context),
      /** `IR_A_PASO` pide `paso` y todos los anteriores están hechos. */
      puedeIrA: ({ context, event }: Args, paso: Paso) =>
        event.type === 'IR_A_PASO' && event.paso === paso && hechoHasta(context, paso),
      /** 'Cambiar' pide `paso`. */
      cambiaPaso: ({ event }: Args, paso: Paso) => event.type === 'CAMBIAR' && event.paso === paso,
    },
    actions: {
      /** Muestra los errores del paso (tras un Continuar fallido, y con cada cambio después). */
      marcar: assign<C, E, Paso, E, never>(({ context }, paso) =>
        con(context, { errores: errores(context, paso) }),
      ),
      limpiarErrores: assign<C, E, undefined, E, never>(({ context }) =>
        con(context, { errores: {}, error: undefined, enfocar: undefined }),
      ),
      /** El campo que pidió 'Cambiar', para llevarle el foco. */
      enfocarCampo: assign<C, E, undefined, E, never>(({ context, event }) => {
        const campo = 'campo' in event ? event.campo : undefined;
        return con(context, { enfocar: typeof campo === 'string' ? campo : undefined });
      }),
      irAlResumenAlContinuar: assign<C, E, undefined, E, never>(({ context }) =>
        con(context, { volverAResumen: true }),
      ),
      seguirEnOrden: assign<C, E, undefined, E, never>(({ context }) =>
        con(context, { volverAResumen: false }),
      ),
      /** Un envío empieza: con la clave del anterior si es el mismo envío repetido, o una nueva. */
      prepararClave: assign<C, E, undefined, E, never>(({ context }) =>
        con(context, { claveEnvio: claveDelEnvio(context) }),
      ),
      /** Los datos cambian, o el envío acabó bien: el próximo envío es otro, con otra clave. */
      olvidarClave: assign<C, E, undefined, E, never>(({ context }) =>
        con(context, { claveEnvio: undefined }),
      ),
    },
  };
}

/* Transiciones que todos los asistentes escriben igual; el destino lo escribe cada máquina. */

/** `EDITAR` en `editando`: aplica lo escrito; el próximo envío es otro. */
export const editar = {
  actions: [{ type: 'editar', params: datosDeEditar }, 'olvidarClave'],
} as const;

/** `EDITAR` en `invalido`: además, los errores del paso siguen a lo escrito. */
export function editarYMarcar<Paso extends string>(paso: Paso) {
  return {
    actions: [
      { type: 'editar', params: datosDeEditar },
      { type: 'marcar', params: paso },
      'olvidarClave',
    ],
  } as const;
}

/**
 * Continuar desde `paso`: válido, a `siguiente` (o al `resumen`, si se vino de 'Cambiar' y todo
 * está hecho); si no, a su `invalido` con sus errores. Sin `resumen`, `siguiente` es lo que el
 * paso hace antes de seguir ('.buscando').
 */
export function continuar<Paso extends string>(paso: Paso, siguiente: string, resumen?: string) {
  const alResumen = resumen
    ? [
        {
          guard: { type: 'volverAlResumen', params: paso },
          target: resumen,
          actions: 'limpiarErrores',
        } as const,
      ]
    : [];
  return [
    ...alResumen,
    { guard: { type: 'pasoValido', params: paso }, target: siguiente, actions: 'limpiarErrores' },
    { target: '.invalido', actions: { type: 'marcar', params: paso } },
  ] as const;
}

/** Volver al paso `anterior`, en orden (Continuar ya no vuelve al resumen). */
export function volver<Paso extends string>(anterior: Paso) {
  return { target: anterior, actions: ['limpiarErrores', 'seguirEnOrden'] } as const;
}

/**
 * `IR_A_PASO` (el botón Atrás o Adelante del navegador, un paso escrito en la dirección): a
 * cualquiera de estos pasos cuyos anteriores estén todos hechos; a otro, nada.
 */
export function irA<Paso extends string>(...pasos: Paso[]) {
  return pasos.map(
    (paso) =>
      ({
        guard: { type: 'puedeIrA', params: paso },
        target: paso,
        actions: ['limpiarErrores', 'seguirEnOrden'],
      }) as const,
  );
}

/** 'Cambiar' en el resumen: al paso pedido, y Continuar volverá al resumen. */
export function cambiar<Paso extends string>(...pasos: Paso[]) {
  return pasos.map(
    (paso) =>
      ({
        guard: { type: 'cambiaPaso', params: paso },
        target: paso,
        actions: ['limpiarErrores', 'irAlResumenAlContinuar', 'enfocarCampo'],
      }) as const,
  );
}

/**
 * Confirmar con un paso sin hacer (una recarga perdió algo): al primero de estos que falte, con
 * sus errores; Continuar vuelve después al resumen.
 */
export function alQueFalte<Paso extends string>(...pasos: Paso[]) {
  return pasos.map(
    (paso) =>
      ({
        guard: { type: 'pasoSinHacer', params: paso },
        target: `${paso}.invalido`,
        actions: [{ type: 'marcar', params: paso }, 'irAlResumenAlContinuar'],
      }) as const,
  );
}

/**
 * Confirmar en el último paso: con todo hecho, a `destino` (el envío); si no, al primero de
 * estos pasos que falte (`alQueFalte`).
 */
export function confirmar<Paso extends string>(destino: string, ...pasos: Paso[]) {
  return [
    { guard: 'todoHecho', target: destino, actions: 'limpiarErrores' } as const,
    ...alQueFalte(...pasos),
  ];
}

/**
 * La entrada de un actor que crea: el cuerpo que da `peticion` y, a su lado, la clave de este
 * envío (docs/decisiones.md (36)); el estado que lo invoca entra con `prepararClave`.
 */
export function conClave<C extends ContextoAsistente, P>(peticion: (contexto: C) => P) {
  return ({ context }: { context: C }): CuerpoConClave<P> => ({
    cuerpo: peticion(context),
    claveIdempotencia: context.claveEnvio,
  });
}

/** La salida del actor que acaba de terminar, para `params`. */
function salidaDelEnvio<S>({ event }: { event: { output: S } }): S {
  return event.output;
}

/** El envío acabó bien: a `destino`, con su salida a la acción `guardar`; la clave se olvida. */
export function enviado<Accion extends string>(destino: string, guardar: Accion) {
  return {
    target: destino,
    actions: [{ type: guardar, params: salidaDelEnvio }, 'olvidarClave'],
  } as const;
}
