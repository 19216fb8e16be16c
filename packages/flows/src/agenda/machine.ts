/**
 * Las máquinas de 'Agenda' (docs/decisiones.md (49)). Cada sección de la página es su propio
 * formulario con 'Guardar': los datos de la clínica, su horario semanal, el horario de un
 * profesional y un cierre nuevo. Los cuatro se comportan igual, así que salen de una sola
 * forma, `formularioDeAgenda`, con su validación (las reglas de `@clinica/api-client/reglas`)
 * y sus campos: 'Guardar' valida en el campo y, con errores, cae en `invalido`; el servidor
 * puede rechazar en un campo (400) o porque el cambio dejaría citas sin hueco (409), que no es
 * un fallo sino una respuesta: `citasAfectadas` las guarda para listarlas, y nada se ha guardado.
 * Guardado, el formulario sigue abierto (`guardado`) para otro cambio. Quitar un cierre pregunta
 * antes (`quitarCierreMachine`).
 */
import type { Cierre, ErrorCitasAfectadas } from '@clinica/api-client';
import { assign, fromPromise, setup } from 'xstate';
import {
  erroresDeCampos,
  estadoDelFallo,
  mensajeDeFallo,
  rechazoEnCampos,
} from '../errores/fallos';
import { formularioQueValidaAlEnviar } from '../formulario/machine';
import type { Errores } from '../tipos';
import {
  CAMPOS_CIERRE,
  CAMPOS_DATOS_CLINICA,
  CAMPOS_HORARIO,
  campoDelDia,
  type DatosCierre,
  type DatosClinica,
  type DatosHorarioClinica,
  type DatosHorarioProfesional,
  type DiaEditable,
  type ReferenciaClinica,
  validarCierre,
  validarDatosClinica,
  validarHorarioClinica,
  validarHorarioProfesional,
} from './datos';

/** Lo que responde guardar: hecho, o rechazado (409) con las citas que se quedarían sin hueco. */
export type ResultadoAgenda<S> = { guardado: S } | { afectadas: ErrorCitasAfectadas };

export interface EntradaFormularioAgenda<D, R> {
  datos: D;
  /** Lo que la validación necesita además de los datos (el horario de la clínica, hoy). */
  referencia: R;
}

export interface ContextoFormularioAgenda<D, R, S> {
  datos: D;
  referencia: R;
  errores: Errores<string>;
  /** Un mensaje que no es de un campo (el servidor, la conexión). */
  error: string | undefined;
  /** El 409: su mensaje y las citas que impiden el cambio. */
  afectadas: ErrorCitasAfectadas | undefined;
  /** Lo que respondió el servidor la última vez que se guardó. */
  guardado: S | undefined;
}

export type EventoFormularioAgenda<D> =
  | { type: 'EDITAR'; datos: Partial<D> }
  | { type: 'ENVIAR' }
  /** Cierra la lista de citas afectadas. */
  | { type: 'CERRAR' };

const conError = ({ event }: { event: { error: unknown } }) => event.error;

// Los tipos de cada formulario (sus datos, su referencia, lo que responde el servidor) se borran
// dentro de la máquina: XState no resuelve sus tipos de `invoke` con parámetros genéricos. Cada
// pantalla lee los suyos (`DatosClinica`…) y los actores reciben el cuerpo ya armado.
type D = object;
type R = unknown;
type S = unknown;

/**
 * Un formulario de la agenda: `validar` da los errores por campo (vacío, se puede guardar) y
 * `campos` son los que el servidor puede señalar en un 400. El actor `guardar` lo da quien la
 * usa (`actoresAgenda(client)`).
 */
export function formularioDeAgenda<Datos extends object, Referencia>(
  id: string,
  validar: (datos: Datos, referencia: Referencia) => Errores<string>,
  campos: readonly string[],
) {
  const errores = (contexto: ContextoFormularioAgenda<D, R, S>) =>
    validar(contexto.datos as Datos, contexto.referencia as Referencia);
  const salida = ({ event }: { event: { output: ResultadoAgenda<S> } }) => event.output;
  return setup({
    types: {
      context: {} as ContextoFormularioAgenda<D, R, S>,
      events: {} as EventoFormularioAgenda<D>,
      input: {} as EntradaFormularioAgenda<D, R>,
    },
    actors: {
      /** La petición que guarda: el dato, o el 409 con sus citas. */
      guardar: fromPromise<ResultadoAgenda<S>, D>(async () => {
        throw new Error(`${id}: proporciona el actor guardar.`);
      }),
    },
    guards: {
      valido: ({ context }) => Object.keys(errores(context)).length === 0,
      conCitas: (_, resultado: ResultadoAgenda<S>) => 'afectadas' in resultado,
      /** El servidor señaló algún campo del formulario (400). */
      rechazoEnCampo: (_, error: unknown) =>
        estadoDelFallo(error) === 400 && Object.keys(erroresDeCampos(error, campos)).length > 0,
    },
    actions: {
      /** Cambia los datos y borra el error de lo tocado: se valida de nuevo al guardar. */
      editar: assign(({ context, event }) => {
        if (event.type !== 'EDITAR') return {};
        const quedan = { ...context.errores };
        for (const campo of Object.keys(event.datos)) delete quedan[campo];
        // Un día del horario cambiado: su mensaje (`horario.<día>`) se va con él.
        const antes = (context.datos as { semana?: DiaEditable[] }).semana;
        const ahora = (event.datos as { semana?: DiaEditable[] }).semana;
        for (const dia of ahora ?? []) {
          const previo = antes?.find((d) => d.dia_semana === dia.dia_semana);
          if (JSON.stringify(previo) !== JSON.stringify(dia))
            delete quedan[campoDelDia(dia.dia_semana)];
        }
        return { datos: { ...context.datos, ...event.datos }, errores: quedan };
      }),
      marcarErrores: assign(({ context }) => ({
        errores: errores(context),
        error: undefined,
      })),
      prepararEnvio: assign({ errores: {}, error: undefined, afectadas: undefined }),
      erroresDelServidor: assign((_, error: unknown) => rechazoEnCampos(error, campos)),
      fallida: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
      conCitas: assign((_, resultado: ResultadoAgenda<S>) => ({
        afectadas: 'afectadas' in resultado ? resultado.afectadas : undefined,
      })),
      hecho: assign((_, resultado: ResultadoAgenda<S>) => ({
        guardado: 'guardado' in resultado ? resultado.guardado : undefined,
      })),
      olvidarCitas: assign({ afectadas: undefined }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      datos: input.datos,
      referencia: input.referencia,
      errores: {},
      error: undefined,
      afectadas: undefined,
      guardado: undefined,
    }),
    initial: 'formulario',
    states: {
      formulario: formularioQueValidaAlEnviar([]),
      enviando: {
        invoke: {
          id: 'guardar',
          src: 'guardar',
          input: ({ context }) => context.datos,
          onDone: [
            {
              guard: { type: 'conCitas', params: salida },
              target: 'citasAfectadas',
              actions: { type: 'conCitas', params: salida },
            },
            { target: 'guardado', actions: { type: 'hecho', params: salida } },
          ],
          onError: [
            {
              guard: { type: 'rechazoEnCampo', params: conError },
              target: 'formulario.invalido',
              actions: { type: 'erroresDelServidor', params: conError },
            },
            { target: 'formulario', actions: { type: 'fallida', params: conError } },
          ],
        },
      },
      /** Guardado y anunciado; otro cambio vuelve a editar. */
      guardado: {
        on: {
          EDITAR: { target: 'formulario', actions: 'editar' },
          ENVIAR: [
            { guard: 'valido', target: 'enviando', actions: 'prepararEnvio' },
            { target: 'formulario.invalido', actions: 'marcarErrores' },
          ],
        },
      },
      /** El servidor no lo ha guardado: hay citas que se quedarían sin hueco; se listan. */
      citasAfectadas: {
        on: {
          CERRAR: { target: 'formulario', actions: 'olvidarCitas' },
          EDITAR: { target: 'formulario', actions: ['olvidarCitas', 'editar'] },
          ENVIAR: [
            { guard: 'valido', target: 'enviando', actions: 'prepararEnvio' },
            { target: 'formulario.invalido', actions: ['olvidarCitas', 'marcarErrores'] },
          ],
        },
      },
    },
  });
}

/** 'Datos de la clínica': nombre, dirección y teléfono. */
export const datosClinicaMachine = formularioDeAgenda<DatosClinica, undefined>(
  'datosClinica',
  validarDatosClinica,
  CAMPOS_DATOS_CLINICA,
);

/** 'Horario de la clínica': cada día de la semana y la duración de las citas. */
export const horarioClinicaMachine = formularioDeAgenda<DatosHorarioClinica, undefined>(
  'horarioClinica',
  validarHorarioClinica,
  CAMPOS_HORARIO,
);

/** El horario de un médico o radiólogo, dentro del de la clínica; o 'Como la clínica'. */
export const horarioProfesionalMachine = formularioDeAgenda<
  DatosHorarioProfesional,
  ReferenciaClinica
>('horarioProfesional', validarHorarioProfesional, CAMPOS_HORARIO);

/** 'Añadir cierre': un festivo de la clínica o la ausencia de un profesional, desde hoy. */
export const nuevoCierreMachine = formularioDeAgenda<DatosCierre, { hoy: string }>(
  'nuevoCierre',
  (datos, { hoy }) => validarCierre(datos, hoy),
  CAMPOS_CIERRE,
);

export interface ContextoQuitarCierre {
  cierre: Cierre | undefined;
  /** El último quitado, para anunciarlo y volver a pedir la agenda. */
  quitado: Cierre | undefined;
  error: string | undefined;
}

export type EventoQuitarCierre =
  | { type: 'QUITAR'; cierre: Cierre }
  | { type: 'CONFIRMAR' }
  | { type: 'CANCELAR' }
  | { type: 'CERRAR' };

/** 'Quitar' un cierre: pregunta antes ('Sí, quitar' / 'No, volver', docs/decisiones.md (38)). */
export const quitarCierreMachine = setup({
  types: {
    context: {} as ContextoQuitarCierre,
    events: {} as EventoQuitarCierre,
  },
  actors: {
    /** DELETE borrarCierre/{id}. */
    quitarCierre: fromPromise<void, { id: number }>(async () => {
      throw new Error('quitarCierreMachine: proporciona el actor quitarCierre.');
    }),
  },
  actions: {
    elegir: assign(({ event }) => ({
      cierre: event.type === 'QUITAR' ? event.cierre : undefined,
      error: undefined,
    })),
    olvidar: assign({ cierre: undefined, error: undefined }),
    quitado: assign(({ context }) => ({ quitado: context.cierre, cierre: undefined })),
    fallida: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
  },
}).createMachine({
  id: 'quitarCierre',
  context: { cierre: undefined, quitado: undefined, error: undefined },
  initial: 'inactivo',
  states: {
    inactivo: { on: { QUITAR: { target: 'confirmando', actions: 'elegir' } } },
    confirmando: {
      on: {
        CONFIRMAR: 'quitando',
        CANCELAR: { target: 'inactivo', actions: 'olvidar' },
      },
    },
    quitando: {
      invoke: {
        id: 'quitarCierre',
        src: 'quitarCierre',
        input: ({ context }) => ({ id: context.cierre?.id ?? 0 }),
        onDone: { target: 'inactivo', actions: 'quitado' },
        onError: { target: 'fallo', actions: { type: 'fallida', params: conError } },
      },
    },
    fallo: { on: { CERRAR: { target: 'inactivo', actions: 'olvidar' } } },
  },
});
