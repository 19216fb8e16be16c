/**
 * Lo que comparten las máquinas de todos los asistentes, para que cada una diga solo lo suyo:
 * un paso editable con su subestado `invalido`, el resumen con 'Cambiar', 'Volver' y los saltos
 * de `IR_A_PASO` (el botón Atrás del navegador), todo derivado del orden de los pasos.
 *
 * No es una fábrica de máquinas: cada flujo escribe su propio `setup({ types, actors, guards,
 * actions })`, añade con `...nav.guards` y `...nav.actions` las guardas y acciones de aquí, y
 * monta sus estados con `nav.pasoEditable(…)` y `nav.pasoFinal(…)`, de modo que su diagrama
 * sigue leyéndose entero en el inspector. Sus actores, sus cargas y su manejo de los fallos del
 * servidor (el estado `enviando`) son suyos.
 */
import { type AnyEventObject, and, assign, type EventObject, not } from 'xstate';
import type { Errores } from '../tipos';
import { sinErrores } from '../validacion/formularios';
import { nuevaClave } from './idempotencia';
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

export const CONTEXTO_ASISTENTE: ContextoAsistente = {
  errores: {},
  error: undefined,
  volverAResumen: false,
};

/**
 * Lo que el comprobador de tipos ve de un paso hecho aquí: sus subestados, para que
 * `snapshot.matches({ paso: 'invalido' })` siga tipado. Sus transiciones, escritas una vez para
 * todos los asistentes, las prueban wizard/machine.test.ts y las pruebas de cada máquina.
 */
export type EstadoDePaso<Extra = object> = {
  initial: 'editando';
  states: { editando: object; invalido: object } & Extra;
};

/** Los datos de un evento `EDITAR`, para `params` de la acción `editar` del flujo. */
const datosDeEditar = ({ event }: { event: AnyEventObject }) => event.datos;

/**
 * La navegación de un asistente con estos pasos en orden (el último es el resumen o la pregunta
 * final) y las reglas de sus pasos editables. El flujo debe tener una acción `editar` cuyo
 * parámetro son los datos de `EDITAR`.
 */
export function navegacion<C extends ContextoAsistente, E extends EventObject, Paso extends string>(
  orden: readonly Paso[],
  reglas: Partial<Record<Paso, ReglasDePaso<C>>>,
) {
  const editables = orden.filter((paso) => paso in reglas);
  const final = orden[orden.length - 1] as Paso;
  const errores = (c: C, paso: Paso) => reglas[paso]?.errores(c) ?? {};
  const valido = (c: C, paso: Paso) => sinErrores(errores(c, paso));
  const hecho = (c: C, paso: Paso): boolean => {
    const regla = reglas[paso];
    if (!regla) return true;
    return regla.hecho ? regla.hecho(c) : sinErrores(regla.errores(c));
  };
  /** Todos los pasos anteriores a `paso` están hechos: se puede ir a él. */
  const hechoHasta = (c: C, paso: Paso) =>
    orden.slice(0, orden.indexOf(paso)).every((anterior) => hecho(c, anterior));
  const limpiar = ['limpiarErrores', 'seguirEnOrden'] as const;

  const guards = {
    pasoValido: ({ context }: { context: C }, paso: Paso) => valido(context, paso),
    pasoHecho: ({ context }: { context: C }, paso: Paso) => hecho(context, paso),
    hechoHasta: ({ context }: { context: C }, paso: Paso) => hechoHasta(context, paso),
    todoHecho: ({ context }: { context: C }) => editables.every((paso) => hecho(context, paso)),
    volverAResumen: ({ context }: { context: C }) => context.volverAResumen,
    pidePaso: ({ event }: { event: AnyEventObject }, paso: Paso) =>
      event.type === 'IR_A_PASO' && event.paso === paso,
    cambiaPaso: ({ event }: { event: AnyEventObject }, paso: Paso) =>
      event.type === 'CAMBIAR' && event.paso === paso,
  };

  // `Partial<C>`: lo que se asigna son los campos de ContextoAsistente, que C contiene.
  const asignar = (cambios: (context: C, paso: Paso) => Partial<ContextoAsistente>) =>
    assign<C, E, Paso, E, never>(({ context }, paso) => cambios(context, paso) as Partial<C>);
  const actions = {
    /** Muestra los errores del paso (tras un Continuar fallido, y con cada cambio después). */
    marcar: asignar((context, paso) => ({ errores: errores(context, paso) })),
    limpiarErrores: asignar(() => ({ errores: {}, error: undefined, enfocar: undefined })),
    enfocarCampo: assign<C, E, undefined, E, never>(
      ({ event }) =>
        ({ enfocar: (event as AnyEventObject).campo as string | undefined }) as Partial<C>,
    ),
    irAlResumenAlContinuar: asignar(() => ({ volverAResumen: true })),
    seguirEnOrden: asignar(() => ({ volverAResumen: false })),
    /** Un envío empieza: con la clave del anterior si es el mismo envío repetido, o una nueva. */
    prepararClave: assign<C, E, undefined, E, never>(
      ({ context }) => ({ claveEnvio: context.claveEnvio ?? nuevaClave() }) as Partial<C>,
    ),
    /** Los datos cambian, o el envío acabó bien: el próximo envío es otro, con otra clave. */
    olvidarClave: assign<C, E, undefined, E, never>(
      () => ({ claveEnvio: undefined }) as Partial<C>,
    ),
  };

  /** `IR_A_PASO` a cualquier otro paso al que se pueda ir (el botón Atrás del navegador). */
  const saltosDesde = (desde: Paso) =>
    orden
      .filter((paso) => paso !== desde)
      .map((paso) => ({
        guard: and([
          { type: 'pidePaso', params: paso },
          { type: 'hechoHasta', params: paso },
        ]),
        target: paso,
        actions: limpiar,
      }));

  return {
    guards,
    actions,
    editables,
    final,
    /**
     * Un paso editable: `editando`, e `invalido` tras un Continuar fallido (sus mensajes siguen a
     * lo que se escribe). Continuar va al siguiente paso, o al resumen si se vino de 'Cambiar' y
     * todo está hecho; Volver, al anterior.
     */
    pasoEditable<Extra extends object = object>(
      paso: Paso,
      opciones: {
        /** A dónde va un Continuar válido, si no al siguiente paso ('.buscando'). */
        alContinuar?: string;
        /** Subestados propios además de `editando` e `invalido` (`createStateConfig`). */
        estados?: Extra;
        entry?: unknown;
      } = {},
    ): EstadoDePaso<Extra> {
      const siguiente = orden[orden.indexOf(paso) + 1] ?? final;
      const anterior = orden[orden.indexOf(paso) - 1];
      const valido = { type: 'pasoValido', params: paso } as const;
      const marcar = { type: 'marcar', params: paso } as const;
      const continuar = opciones.alContinuar
        ? [{ guard: valido, target: opciones.alContinuar, actions: 'limpiarErrores' }]
        : [
            {
              guard: and([valido, 'volverAResumen', 'todoHecho']),
              target: final,
              actions: 'limpiarErrores',
            },
            { guard: valido, target: siguiente, actions: 'limpiarErrores' },
          ];
      return {
        ...(opciones.entry ? { entry: opciones.entry } : {}),
        initial: 'editando',
        states: {
          editando: {
            on: {
              EDITAR: { actions: [{ type: 'editar', params: datosDeEditar }, 'olvidarClave'] },
            },
          },
          invalido: {
            on: {
              EDITAR: {
                actions: [{ type: 'editar', params: datosDeEditar }, marcar, 'olvidarClave'],
              },
            },
          },
          ...opciones.estados,
        },
        on: {
          CONTINUAR: [...continuar, { target: '.invalido', actions: marcar }],
          ...(anterior ? { VOLVER: { target: anterior, actions: limpiar } } : {}),
          IR_A_PASO: saltosDesde(paso),
        },
      } as unknown as EstadoDePaso<Extra>;
    },
    /**
     * El envío: invoca `actor` con lo que da `input` (sin guardarse en sessionStorage: recargar
     * repetiría el envío) y, si acaba bien, guarda su salida con la acción `alTerminar` y pasa a
     * la confirmación. Cada flujo dice qué hace con cada fallo del servidor (`siFalla`).
     * `idempotente`: el actor crea algo; su entrada lleva `claveIdempotencia`, la misma si se
     * repite este envío sin cambiar nada.
     */
    pasoEnviando(opciones: {
      actor: string;
      input: (args: { context: C }) => unknown;
      alTerminar: string;
      siFalla: readonly object[];
      idempotente?: boolean;
    }): object {
      const input = opciones.idempotente
        ? (args: { context: C }) => ({
            ...(opciones.input(args) as object),
            claveIdempotencia: args.context.claveEnvio,
          })
        : opciones.input;
      return {
        tags: [ETIQUETA_ENVIANDO, ETIQUETA_ESPERANDO],
        ...(opciones.idempotente ? { entry: 'prepararClave' } : {}),
        invoke: {
          id: opciones.actor,
          src: opciones.actor,
          input,
          onDone: {
            target: 'confirmacion',
            actions: [
              {
                type: opciones.alTerminar,
                params: ({ event }: { event: AnyEventObject }) => event.output,
              },
              'olvidarClave',
            ],
          },
          onError: opciones.siFalla,
        },
      };
    },
    /**
     * El último paso: el resumen ('Cambiar' por fila) o la pregunta final. Confirmar envía si todo
     * está hecho; si no (una recarga perdió algo), lleva al primer paso que falte con sus errores
     * y vuelve aquí al continuar.
     */
    pasoFinal(
      opciones: {
        /** Transiciones de Confirmar propias, antes de las de por defecto. */
        siFalta?: readonly object[];
        /** Eventos propios del paso ('CANCELAR'). */
        on?: Record<string, unknown>;
        /** A dónde va un Confirmar con todo hecho. @default 'enviando' */
        enviar?: string;
      } = {},
    ): object {
      const ultimo = editables[editables.length - 1];
      return {
        on: {
          CONFIRMAR: [
            {
              guard: 'todoHecho',
              target: opciones.enviar ?? 'enviando',
              actions: 'limpiarErrores',
            },
            ...(opciones.siFalta ?? []),
            ...editables.map((paso) => ({
              guard: not({ type: 'pasoHecho', params: paso }),
              target: `${paso}.invalido`,
              actions: [{ type: 'marcar', params: paso }, 'irAlResumenAlContinuar'],
            })),
          ],
          CAMBIAR: editables.map((paso) => ({
            guard: { type: 'cambiaPaso', params: paso },
            target: paso,
            actions: ['limpiarErrores', 'irAlResumenAlContinuar', 'enfocarCampo'],
          })),
          ...(ultimo ? { VOLVER: { target: ultimo, actions: limpiar } } : {}),
          IR_A_PASO: saltosDesde(final),
          ...opciones.on,
        },
      };
    },
  };
}
