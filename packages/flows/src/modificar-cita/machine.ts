import { and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  type CampoCita,
  consultaDeHuecos,
  editarDatosCita,
  erroresDatosCita,
  erroresDelHuecoRechazado,
  MENSAJE_ERROR_HUECOS,
  MENSAJE_ERROR_RADIOLOGOS,
} from '../cita/datosCita';
import { mensajeDeFallo } from '../errores';
import { ETIQUETA_ENVIANDO } from '../persistencia';
import type {
  CambioCita,
  Carga,
  CitaGuardada,
  ConsultaHuecos,
  DatosCita,
  Errores,
  Radiologo,
} from '../tipos';
import { hoyEnLaClinica } from '../validacion/fecha';
import { sinErrores } from '../validacion/formularios';

export type PasoModificarCita = 'asignarDatos' | 'confirmar';

export interface EntradaModificarCita {
  idCita: number;
  nombrePaciente?: string;
  /** Fecha, hora y radiólogo actuales de la cita: el formulario empieza con ellos. */
  fecha: string;
  hora: string;
  idRadiologo: number;
  hoy?: string;
}

export interface ContextoModificarCita {
  hoy: string;
  idCita: number;
  nombrePaciente: string | undefined;
  original: DatosCita;
  datos: DatosCita;
  errores: Errores<CampoCita>;
  error: string | undefined;
  radiologos: Carga<Radiologo>;
  huecos: Carga<string>;
  cita: CitaGuardada | undefined;
}

export type EventoModificarCita =
  | { type: 'EDITAR'; datos: Partial<DatosCita> }
  | { type: 'CONTINUAR' }
  | { type: 'VOLVER' }
  | { type: 'CONFIRMAR' }
  | { type: 'CANCELAR' }
  | { type: 'IR_A_PASO'; paso: PasoModificarCita }
  | { type: 'REINTENTAR_RADIOLOGOS' }
  | { type: 'REINTENTAR_HUECOS' };

/** Modificada con la cita nueva, o dejada como estaba ('Cancelar'). */
export type SalidaModificarCita = { modificada: true; cita: CitaGuardada } | { modificada: false };

type FalloEvento = { event: { error: unknown } };

export function erroresModificarCita(contexto: ContextoModificarCita): Errores<CampoCita> {
  return erroresDatosCita(contexto.datos, contexto.hoy, contexto.huecos);
}

/**
 * El servidor da por ocupado el hueco de la propia cita; para quien la modifica sigue libre, así
 * que se añade a los huecos de su mismo día y radiólogo.
 */
export function huecosConLaSuya(contexto: ContextoModificarCita, huecos: string[]): string[] {
  const { datos, original } = contexto;
  const mismoHueco = datos.fecha === original.fecha && datos.idRadiologo === original.idRadiologo;
  if (!mismoHueco || original.hora === '' || huecos.includes(original.hora)) return huecos;
  return [...huecos, original.hora].sort();
}

export function cambioDe(contexto: ContextoModificarCita): CambioCita {
  return {
    id: contexto.idCita,
    fecha: contexto.datos.fecha,
    hora: contexto.datos.hora,
    idRadiologo: contexto.datos.idRadiologo ?? 0,
  };
}

export const modificarCitaMachine = setup({
  types: {
    context: {} as ContextoModificarCita,
    events: {} as EventoModificarCita,
    input: {} as EntradaModificarCita,
    output: {} as SalidaModificarCita,
    children: {} as {
      cargarRadiologos: 'cargarRadiologos';
      cargarHuecosLibres: 'cargarHuecosLibres';
      actualizarCita: 'actualizarCita';
    },
  },
  actors: {
    /** GET /api/usuarios/mostrarRadiologos. */
    cargarRadiologos: fromPromise<Radiologo[], void>(async () => {
      throw new Error('modificarCitaMachine: proporciona el actor cargarRadiologos.');
    }),
    /** GET /api/citas/huecosLibres?fecha=…&id_radiologo=…. */
    cargarHuecosLibres: fromPromise<string[], ConsultaHuecos>(async () => {
      throw new Error('modificarCitaMachine: proporciona el actor cargarHuecosLibres.');
    }),
    /** PUT /api/citas/actualizar/{id}. */
    actualizarCita: fromPromise<CitaGuardada, CambioCita>(async () => {
      throw new Error('modificarCitaMachine: proporciona el actor actualizarCita.');
    }),
  },
  guards: {
    datosValidos: ({ context }) => sinErrores(erroresModificarCita(context)),
    pidePaso: ({ event }, paso: PasoModificarCita) =>
      event.type === 'IR_A_PASO' && event.paso === paso,
    falloDelHueco: (_, error: unknown) => erroresDelHuecoRechazado(error) !== undefined,
    radiologosConError: ({ context }) => context.radiologos.estado === 'error',
    huecosConError: ({ context }) =>
      context.huecos.estado === 'error' &&
      consultaDeHuecos(context.datos, context.hoy) !== undefined,
  },
  actions: {
    editar: enqueueActions(({ context, enqueue }, cambios: Partial<DatosCita>) => {
      const { datos, consulta, cambiaConsulta } = editarDatosCita(
        context.datos,
        cambios,
        context.hoy,
      );
      enqueue.assign({ datos });
      if (!cambiaConsulta) return;
      enqueue.stopChild('cargarHuecosLibres');
      if (!consulta) {
        enqueue.assign({ huecos: { estado: 'inactiva', datos: [] } });
        return;
      }
      enqueue.assign({ huecos: { estado: 'cargando', datos: [] } });
      enqueue.spawnChild('cargarHuecosLibres', { id: 'cargarHuecosLibres', input: consulta });
    }),
    cargarHuecos: enqueueActions(({ context, enqueue }) => {
      const consulta = consultaDeHuecos(context.datos, context.hoy);
      if (!consulta) return;
      enqueue.stopChild('cargarHuecosLibres');
      enqueue.assign({ huecos: { estado: 'cargando', datos: [] } });
      enqueue.spawnChild('cargarHuecosLibres', { id: 'cargarHuecosLibres', input: consulta });
    }),
    cargarRadiologos: enqueueActions(({ enqueue }) => {
      enqueue.assign({ radiologos: { estado: 'cargando', datos: [] } });
      enqueue.spawnChild('cargarRadiologos', { id: 'cargarRadiologos' });
    }),
    radiologosCargados: assign((_, datos: Radiologo[]) => ({
      radiologos: { estado: 'lista' as const, datos },
    })),
    radiologosFallidos: assign({
      radiologos: { estado: 'error', datos: [], error: MENSAJE_ERROR_RADIOLOGOS },
    }),
    huecosCargados: assign(({ context }, datos: string[]) => ({
      huecos: { estado: 'lista' as const, datos: huecosConLaSuya(context, datos) },
    })),
    huecosFallidos: assign({ huecos: { estado: 'error', datos: [], error: MENSAJE_ERROR_HUECOS } }),
    marcarDatos: assign(({ context }) => ({ errores: erroresModificarCita(context) })),
    limpiarErrores: assign({ errores: {}, error: undefined }),
    huecoRechazado: assign(({ context }, error: unknown) => ({
      error: mensajeDeFallo(error),
      errores: erroresDelHuecoRechazado(error) ?? {},
      datos: { ...context.datos, hora: '' },
    })),
    guardadoFallido: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
    guardarCitaModificada: assign((_, cita: CitaGuardada) => ({ cita })),
  },
}).createMachine({
  id: 'modificarCita',
  context: ({ input }) => {
    const original: DatosCita = {
      fecha: input.fecha,
      hora: input.hora,
      idRadiologo: input.idRadiologo,
    };
    return {
      hoy: input.hoy ?? hoyEnLaClinica(),
      idCita: input.idCita,
      nombrePaciente: input.nombrePaciente,
      original,
      datos: original,
      errores: {},
      error: undefined,
      radiologos: { estado: 'inactiva', datos: [] },
      huecos: { estado: 'inactiva', datos: [] },
      cita: undefined,
    };
  },
  entry: ['cargarRadiologos', 'cargarHuecos'],
  on: {
    'xstate.done.actor.cargarRadiologos': {
      actions: {
        type: 'radiologosCargados',
        params: ({ event }: { event: { output: Radiologo[] } }) => event.output,
      },
    },
    'xstate.error.actor.cargarRadiologos': { actions: 'radiologosFallidos' },
    'xstate.done.actor.cargarHuecosLibres': {
      actions: {
        type: 'huecosCargados',
        params: ({ event }: { event: { output: string[] } }) => event.output,
      },
    },
    'xstate.error.actor.cargarHuecosLibres': { actions: 'huecosFallidos' },
    REINTENTAR_RADIOLOGOS: { guard: 'radiologosConError', actions: 'cargarRadiologos' },
    REINTENTAR_HUECOS: { guard: 'huecosConError', actions: 'cargarHuecos' },
  },
  initial: 'asignarDatos',
  states: {
    asignarDatos: {
      initial: 'editando',
      states: {
        editando: {
          on: { EDITAR: { actions: { type: 'editar', params: ({ event }) => event.datos } } },
        },
        invalido: {
          on: {
            EDITAR: {
              actions: [{ type: 'editar', params: ({ event }) => event.datos }, 'marcarDatos'],
            },
          },
        },
      },
      on: {
        CONTINUAR: [
          { guard: 'datosValidos', target: 'confirmar', actions: 'limpiarErrores' },
          { target: '.invalido', actions: 'marcarDatos' },
        ],
        IR_A_PASO: {
          guard: and([{ type: 'pidePaso', params: 'confirmar' as const }, 'datosValidos']),
          target: 'confirmar',
          actions: 'limpiarErrores',
        },
      },
    },
    /** '¿Quieres modificar la cita de …?' con 'Sí' y 'Cancelar'. */
    confirmar: {
      on: {
        CONFIRMAR: [
          { guard: 'datosValidos', target: 'enviando', actions: 'limpiarErrores' },
          { target: 'asignarDatos.invalido', actions: 'marcarDatos' },
        ],
        CANCELAR: 'cancelado',
        VOLVER: { target: 'asignarDatos', actions: 'limpiarErrores' },
        IR_A_PASO: {
          guard: { type: 'pidePaso', params: 'asignarDatos' as const },
          target: 'asignarDatos',
          actions: 'limpiarErrores',
        },
      },
    },
    enviando: {
      tags: [ETIQUETA_ENVIANDO],
      invoke: {
        id: 'actualizarCita',
        src: 'actualizarCita',
        input: ({ context }) => cambioDe(context),
        onDone: {
          target: 'confirmacion',
          actions: { type: 'guardarCitaModificada', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'falloDelHueco', params: ({ event }: FalloEvento) => event.error },
            target: 'asignarDatos.invalido',
            actions: [
              { type: 'huecoRechazado', params: ({ event }: FalloEvento) => event.error },
              'cargarHuecos',
            ],
          },
          // 'Solo se pueden modificar citas en curso.' y los demás: se explica en la pregunta.
          {
            target: 'confirmar',
            actions: { type: 'guardadoFallido', params: ({ event }: FalloEvento) => event.error },
          },
        ],
      },
    },
    confirmacion: { type: 'final' },
    cancelado: { type: 'final' },
  },
  output: ({ context }) =>
    context.cita ? { modificada: true, cita: context.cita } : { modificada: false },
});
