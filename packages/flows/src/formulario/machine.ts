/**
 * Un formulario de una sola pantalla (iniciar sesión, cambiar la contraseña, la ficha de un
 * paciente o de un empleado, la agenda): la misma forma y los mismos nombres que un paso de
 * asistente. El estado `formulario` tiene dos hijos: `editando`, e `invalido` tras un envío
 * incompleto o rechazado, donde los mensajes siguen a lo que se escribe. `EDITAR` aplica lo
 * escrito; `ENVIAR` con todo bien va al estado hermano `enviando` (un asistente dice `CONTINUAR`
 * en cada paso y `CONFIRMAR` en su resumen). Esto da sus guardas y acciones para `setup(…)` y el
 * estado `formulario`; cada máquina escribe los suyos alrededor (`enviando`, su final y a dónde
 * vuelve un fallo).
 */
import { assign, type EventObject } from 'xstate';
import type { Errores } from '../tipos';
import { sinErrores } from '../validacion/formularios';

/**
 * Los datos de un evento `EDITAR`, para `params` de la acción que los aplica. Vive aquí, no en
 * wizard/: la pantalla de entrada carga este archivo y no debe arrastrar el asistente entero.
 */
export function datosDeEditar<D>({ event }: { event: { type: string; datos?: D } }): D | undefined {
  return event.datos;
}

/** Lo que todo formulario guarda. */
export interface ContextoFormulario<Datos extends object> {
  datos: Datos;
  /** Los mensajes junto a cada campo. */
  errores: Errores<string>;
  /** El mensaje general del último intento fallido, anunciado arriba del formulario. */
  error: string | undefined;
}

/** Las guardas y acciones de un formulario cuyos errores da `validar`. */
export function reglasDelFormulario<
  Datos extends object,
  C extends ContextoFormulario<Datos>,
  E extends EventObject,
>(validar: (contexto: C) => Errores<string>) {
  return {
    guards: {
      /** Sin errores: se puede enviar. */
      formularioCompleto: ({ context }: { context: C }) => sinErrores(validar(context)),
    },
    actions: {
      cambiarDatos: assign<C, E, Partial<Datos> | undefined, E, never>(({ context }, datos) => ({
        ...context,
        datos: { ...context.datos, ...datos },
      })),
      revalidar: assign<C, E, undefined, E, never>(({ context }) => ({
        ...context,
        errores: validar(context),
      })),
      marcarErrores: assign<C, E, undefined, E, never>(({ context }) => ({
        ...context,
        errores: validar(context),
        error: undefined,
      })),
      limpiarErrores: assign<C, E, undefined, E, never>(({ context }) => ({
        ...context,
        errores: {},
        error: undefined,
      })),
    },
  };
}

/** `EDITAR` en `editando`: aplica lo escrito. */
export const escribir = { actions: { type: 'cambiarDatos', params: datosDeEditar } } as const;

/** `EDITAR` en `invalido`: aplica lo escrito y los mensajes le siguen. */
export const escribirYRevalidar = {
  actions: [{ type: 'cambiarDatos', params: datosDeEditar }, 'revalidar'],
} as const;

/** `ENVIAR`: completo, a `enviando`; si no, a `.invalido` con sus mensajes. */
export const enviar = [
  { guard: 'formularioCompleto', target: 'enviando', actions: 'limpiarErrores' },
  { target: '.invalido', actions: 'marcarErrores' },
] as const;

/**
 * El formulario abierto: `editando`, e `invalido` tras un intento fallido (los mensajes siguen a lo
 * que se escribe). Enviar completo va al estado hermano `enviando`.
 */
export const editandoElFormulario = {
  initial: 'editando',
  states: {
    editando: { on: { EDITAR: escribir } },
    invalido: { on: { EDITAR: escribirYRevalidar } },
  },
  on: { ENVIAR: enviar },
} as const;

/**
 * El estado `formulario` de los que validan al enviar y, al escribir, solo borran el mensaje de
 * lo tocado (la agenda, la ficha de un empleado): `EDITAR` con su acción `editar`; `ENVIAR` con
 * la guarda `valido` a `enviando` (`prepararEnvio`), si no a `invalido` (`marcarErrores`).
 * `antes`: las transiciones de `ENVIAR` que se miran primero (la ficha: sin cambios, nada que
 * enviar).
 */
export function formularioQueValidaAlEnviar<const Antes extends readonly object[]>(antes: Antes) {
  return {
    initial: 'editando',
    states: { editando: {}, invalido: {} },
    on: {
      EDITAR: { actions: 'editar' },
      ENVIAR: [
        ...antes,
        { guard: 'valido', target: 'enviando', actions: 'prepararEnvio' },
        { target: '.invalido', actions: 'marcarErrores' },
      ],
    },
  } as const;
}
