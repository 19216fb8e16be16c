import { and, assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import {
  type CampoCita,
  consultaDeHuecos,
  DATOS_CITA_VACIOS,
  editarDatosCita,
  erroresDatosCita,
  erroresDelHuecoRechazado,
  MENSAJE_ERROR_HUECOS,
  MENSAJE_ERROR_RADIOLOGOS,
  MENSAJE_HUECO_OCUPADO,
} from '../cita/datosCita';
import { comoFallo, erroresDeCampos, estadoDelFallo, mensajeDeFallo } from '../errores';
import { ETIQUETA_ENVIANDO } from '../persistencia';
import type {
  Carga,
  CitaGuardada,
  ConsultaHuecos,
  DatosCita,
  Errores,
  NuevaCita,
  PacienteEncontrado,
  Radiologo,
} from '../tipos';
import { normalizarDni } from '../validacion/dni';
import { hoyEnLaClinica } from '../validacion/fecha';
import { sinErrores, validarBusquedaPaciente } from '../validacion/formularios';
import { MENSAJES } from '../validacion/obligatorio';

export type PasoCrearCita = 'busquedaPaciente' | 'asignarDatos' | 'confirmarDatos';
type Campo = 'dni' | CampoCita;

export interface ContextoCrearCita {
  hoy: string;
  dni: string;
  /** El paciente encontrado por el DNI; se busca de nuevo en cada Continuar del primer paso. */
  paciente: PacienteEncontrado | undefined;
  datos: DatosCita;
  errores: Errores<Campo>;
  /** Mensaje general del último fallo, para el resumen de errores. */
  error: string | undefined;
  /** Tras 'Cambiar' en 'Confirmar datos', Continuar vuelve allí. */
  volverAConfirmar: boolean;
  radiologos: Carga<Radiologo>;
  /** Horas libres del radiólogo elegido el día elegido. */
  huecos: Carga<string>;
  cita: CitaGuardada | undefined;
}

export type EventoCrearCita =
  | { type: 'EDITAR'; datos: Partial<DatosCita & { dni: string }> }
  | { type: 'CONTINUAR' }
  | { type: 'VOLVER' }
  | { type: 'CAMBIAR'; paso: 'busquedaPaciente' | 'asignarDatos' }
  | { type: 'CONFIRMAR' }
  | { type: 'IR_A_PASO'; paso: PasoCrearCita }
  | { type: 'REINTENTAR_RADIOLOGOS' }
  | { type: 'REINTENTAR_HUECOS' };

type FalloEvento = { event: { error: unknown } };
type SalidaBusqueda = { event: { output: PacienteEncontrado | null } };

export function erroresBusqueda(contexto: ContextoCrearCita): Errores<'dni'> {
  return validarBusquedaPaciente({ dni: contexto.dni });
}

export function erroresAsignarDatos(contexto: ContextoCrearCita): Errores<CampoCita> {
  return erroresDatosCita(contexto.datos, contexto.hoy, contexto.huecos);
}

/** El cuerpo de guardarCita; el servidor pone número, estado y administrativo. */
export function nuevaCitaDe(contexto: ContextoCrearCita): NuevaCita {
  return {
    id_paciente: contexto.paciente?.id ?? 0,
    id_radiologo: contexto.datos.idRadiologo ?? 0,
    fecha: contexto.datos.fecha,
    hora: contexto.datos.hora,
  };
}

/** Al guardar, un 409 en una cita nueva es siempre un hueco que se ha ocupado. */
function erroresDelHueco(error: unknown): Errores<CampoCita> | undefined {
  return (
    erroresDelHuecoRechazado(error) ??
    (estadoDelFallo(error) === 409 ? { hora: MENSAJE_HUECO_OCUPADO } : undefined)
  );
}

export const crearCitaMachine = setup({
  types: {
    context: {} as ContextoCrearCita,
    events: {} as EventoCrearCita,
    input: {} as { hoy?: string } | undefined,
    output: {} as CitaGuardada,
    children: {} as {
      buscarPacientePorDni: 'buscarPacientePorDni';
      cargarRadiologos: 'cargarRadiologos';
      cargarHuecosLibres: 'cargarHuecosLibres';
      guardarCita: 'guardarCita';
    },
  },
  actors: {
    /** GET /api/usuarios/buscarPorDni; `null` si ningún paciente tiene ese DNI. */
    buscarPacientePorDni: fromPromise<PacienteEncontrado | null, { dni: string }>(async () => {
      throw new Error('crearCitaMachine: proporciona el actor buscarPacientePorDni.');
    }),
    /** GET /api/usuarios/mostrarRadiologos. */
    cargarRadiologos: fromPromise<Radiologo[], void>(async () => {
      throw new Error('crearCitaMachine: proporciona el actor cargarRadiologos.');
    }),
    /** GET /api/citas/huecosLibres?fecha=…&id_radiologo=…. */
    cargarHuecosLibres: fromPromise<string[], ConsultaHuecos>(async () => {
      throw new Error('crearCitaMachine: proporciona el actor cargarHuecosLibres.');
    }),
    /** POST /api/citas/guardar. */
    guardarCita: fromPromise<CitaGuardada, NuevaCita>(async () => {
      throw new Error('crearCitaMachine: proporciona el actor guardarCita.');
    }),
  },
  guards: {
    dniValido: ({ context }) => sinErrores(erroresBusqueda(context)),
    datosValidos: ({ context }) => sinErrores(erroresAsignarDatos(context)),
    hayPaciente: ({ context }) => context.paciente !== undefined,
    volverAConfirmar: ({ context }) => context.volverAConfirmar,
    encontrado: (_, paciente: PacienteEncontrado | null) => paciente != null,
    /** Lo mismo que `encontrado`, para combinarlo en `and` (que no pasa parámetros). */
    pacienteEnLaRespuesta: ({ event }) =>
      (event as unknown as { output?: PacienteEncontrado | null }).output != null,
    noEncontrado: (_, error: unknown) => estadoDelFallo(error) === 404,
    falloDelHueco: (_, error: unknown) => erroresDelHueco(error) !== undefined,
    falloDelPaciente: (_, error: unknown) =>
      !sinErrores(erroresDeCampos(error, ['id_paciente'])) ||
      (estadoDelFallo(error) === 404 && /paciente/i.test(comoFallo(error)?.message ?? '')),
    pidePaso: ({ event }, paso: PasoCrearCita) => event.type === 'IR_A_PASO' && event.paso === paso,
    cambiaPaso: ({ event }, paso: PasoCrearCita) => event.type === 'CAMBIAR' && event.paso === paso,
    radiologosConError: ({ context }) => context.radiologos.estado === 'error',
    huecosConError: ({ context }) =>
      context.huecos.estado === 'error' &&
      consultaDeHuecos(context.datos, context.hoy) !== undefined,
  },
  actions: {
    editar: enqueueActions(
      ({ context, enqueue }, cambios: Partial<DatosCita & { dni: string }>) => {
        const { dni, ...deLaCita } = cambios;
        const { datos, consulta, cambiaConsulta } = editarDatosCita(
          context.datos,
          deLaCita,
          context.hoy,
        );
        // Otro DNI ya no es el paciente encontrado: hay que buscarlo de nuevo.
        const otroPaciente = dni !== undefined && normalizarDni(dni) !== context.paciente?.dni;
        enqueue.assign({
          datos,
          ...(dni !== undefined ? { dni } : {}),
          ...(otroPaciente ? { paciente: undefined } : {}),
        });
        if (!cambiaConsulta) return;
        enqueue.stopChild('cargarHuecosLibres');
        if (!consulta) {
          enqueue.assign({ huecos: { estado: 'inactiva', datos: [] } });
          return;
        }
        enqueue.assign({ huecos: { estado: 'cargando', datos: [] } });
        enqueue.spawnChild('cargarHuecosLibres', { id: 'cargarHuecosLibres', input: consulta });
      },
    ),
    cargarHuecos: enqueueActions(({ context, enqueue }) => {
      const consulta = consultaDeHuecos(context.datos, context.hoy);
      if (!consulta) return;
      enqueue.stopChild('cargarHuecosLibres');
      enqueue.assign({ huecos: { estado: 'cargando', datos: [] } });
      enqueue.spawnChild('cargarHuecosLibres', { id: 'cargarHuecosLibres', input: consulta });
    }),
    /** La lista de radiólogos se pide una vez, al llegar a 'Asignar datos'. */
    cargarRadiologosSiFaltan: enqueueActions(({ context, enqueue }) => {
      if (context.radiologos.estado === 'lista' || context.radiologos.estado === 'cargando') return;
      enqueue.assign({ radiologos: { estado: 'cargando', datos: [] } });
      enqueue.spawnChild('cargarRadiologos', { id: 'cargarRadiologos' });
    }),
    radiologosCargados: assign((_, datos: Radiologo[]) => ({
      radiologos: { estado: 'lista' as const, datos },
    })),
    radiologosFallidos: assign({
      radiologos: { estado: 'error', datos: [], error: MENSAJE_ERROR_RADIOLOGOS },
    }),
    huecosCargados: assign((_, datos: string[]) => ({
      huecos: { estado: 'lista' as const, datos },
    })),
    huecosFallidos: assign({ huecos: { estado: 'error', datos: [], error: MENSAJE_ERROR_HUECOS } }),
    marcarBusqueda: assign(({ context }) => ({ errores: erroresBusqueda(context) })),
    marcarDatos: assign(({ context }) => ({ errores: erroresAsignarDatos(context) })),
    limpiarErrores: assign({ errores: {}, error: undefined }),
    guardarPaciente: assign(({ context }, paciente: PacienteEncontrado | null) => ({
      paciente: paciente ?? undefined,
      dni: paciente?.dni ?? context.dni,
    })),
    pacienteNoEncontrado: assign({
      paciente: undefined,
      errores: { dni: MENSAJES.pacienteNoEncontrado },
    }),
    busquedaFallida: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
    irAConfirmarAlContinuar: assign({ volverAConfirmar: true }),
    seguirEnOrden: assign({ volverAConfirmar: false }),
    huecoRechazado: assign(({ context }, error: unknown) => ({
      error: mensajeDeFallo(error),
      errores: erroresDelHueco(error) ?? {},
      datos: { ...context.datos, hora: '' },
      volverAConfirmar: true,
    })),
    pacienteRechazado: assign((_, error: unknown) => ({
      error: mensajeDeFallo(error),
      errores: { dni: MENSAJES.pacienteNoEncontrado },
      paciente: undefined,
      volverAConfirmar: true,
    })),
    guardadoFallido: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
    guardarCitaCreada: assign((_, cita: CitaGuardada) => ({ cita })),
  },
}).createMachine({
  id: 'crearCita',
  context: ({ input }) => ({
    hoy: input?.hoy ?? hoyEnLaClinica(),
    dni: '',
    paciente: undefined,
    datos: DATOS_CITA_VACIOS,
    errores: {},
    error: undefined,
    volverAConfirmar: false,
    radiologos: { estado: 'inactiva', datos: [] },
    huecos: { estado: 'inactiva', datos: [] },
    cita: undefined,
  }),
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
    REINTENTAR_RADIOLOGOS: {
      guard: 'radiologosConError',
      actions: [
        assign({ radiologos: { estado: 'inactiva', datos: [] } }),
        'cargarRadiologosSiFaltan',
      ],
    },
    REINTENTAR_HUECOS: { guard: 'huecosConError', actions: 'cargarHuecos' },
  },
  initial: 'busquedaPaciente',
  states: {
    busquedaPaciente: {
      initial: 'editando',
      states: {
        editando: {
          on: { EDITAR: { actions: { type: 'editar', params: ({ event }) => event.datos } } },
        },
        invalido: {
          on: {
            EDITAR: {
              actions: [{ type: 'editar', params: ({ event }) => event.datos }, 'marcarBusqueda'],
            },
          },
        },
        buscando: {
          invoke: {
            id: 'buscarPacientePorDni',
            src: 'buscarPacientePorDni',
            input: ({ context }) => ({ dni: normalizarDni(context.dni) }),
            onDone: [
              {
                // Si se venía de 'Confirmar datos' y lo demás sigue bien, se vuelve allí.
                guard: and(['pacienteEnLaRespuesta', 'volverAConfirmar', 'datosValidos']),
                target: '#crearCita.confirmarDatos',
                actions: {
                  type: 'guardarPaciente',
                  params: ({ event }: SalidaBusqueda) => event.output,
                },
              },
              {
                guard: { type: 'encontrado', params: ({ event }: SalidaBusqueda) => event.output },
                target: '#crearCita.asignarDatos',
                actions: {
                  type: 'guardarPaciente',
                  params: ({ event }: SalidaBusqueda) => event.output,
                },
              },
              { target: 'invalido', actions: 'pacienteNoEncontrado' },
            ],
            onError: [
              {
                guard: { type: 'noEncontrado', params: ({ event }: FalloEvento) => event.error },
                target: 'invalido',
                actions: 'pacienteNoEncontrado',
              },
              {
                target: 'editando',
                actions: {
                  type: 'busquedaFallida',
                  params: ({ event }: FalloEvento) => event.error,
                },
              },
            ],
          },
        },
      },
      on: {
        CONTINUAR: [
          { guard: 'dniValido', target: '.buscando', actions: 'limpiarErrores' },
          { target: '.invalido', actions: 'marcarBusqueda' },
        ],
        IR_A_PASO: [
          {
            guard: and([{ type: 'pidePaso', params: 'asignarDatos' as const }, 'hayPaciente']),
            target: 'asignarDatos',
            actions: ['limpiarErrores', 'seguirEnOrden'],
          },
          {
            guard: and([
              { type: 'pidePaso', params: 'confirmarDatos' as const },
              'hayPaciente',
              'datosValidos',
            ]),
            target: 'confirmarDatos',
            actions: 'limpiarErrores',
          },
        ],
      },
    },
    asignarDatos: {
      entry: 'cargarRadiologosSiFaltan',
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
          { guard: 'datosValidos', target: 'confirmarDatos', actions: 'limpiarErrores' },
          { target: '.invalido', actions: 'marcarDatos' },
        ],
        VOLVER: { target: 'busquedaPaciente', actions: ['limpiarErrores', 'seguirEnOrden'] },
        IR_A_PASO: [
          {
            guard: { type: 'pidePaso', params: 'busquedaPaciente' as const },
            target: 'busquedaPaciente',
            actions: ['limpiarErrores', 'seguirEnOrden'],
          },
          {
            guard: and([{ type: 'pidePaso', params: 'confirmarDatos' as const }, 'datosValidos']),
            target: 'confirmarDatos',
            actions: 'limpiarErrores',
          },
        ],
      },
    },
    confirmarDatos: {
      on: {
        CONFIRMAR: [
          {
            guard: and(['hayPaciente', 'datosValidos']),
            target: 'enviando',
            actions: 'limpiarErrores',
          },
          {
            guard: not('hayPaciente'),
            target: 'busquedaPaciente.invalido',
            actions: 'marcarBusqueda',
          },
          { target: 'asignarDatos.invalido', actions: 'marcarDatos' },
        ],
        CAMBIAR: [
          {
            guard: { type: 'cambiaPaso', params: 'busquedaPaciente' as const },
            target: 'busquedaPaciente',
            actions: ['limpiarErrores', 'irAConfirmarAlContinuar'],
          },
          {
            guard: { type: 'cambiaPaso', params: 'asignarDatos' as const },
            target: 'asignarDatos',
            actions: ['limpiarErrores', 'irAConfirmarAlContinuar'],
          },
        ],
        VOLVER: { target: 'asignarDatos', actions: ['limpiarErrores', 'seguirEnOrden'] },
        IR_A_PASO: [
          {
            guard: { type: 'pidePaso', params: 'busquedaPaciente' as const },
            target: 'busquedaPaciente',
            actions: ['limpiarErrores', 'seguirEnOrden'],
          },
          {
            guard: { type: 'pidePaso', params: 'asignarDatos' as const },
            target: 'asignarDatos',
            actions: ['limpiarErrores', 'seguirEnOrden'],
          },
        ],
      },
    },
    enviando: {
      tags: [ETIQUETA_ENVIANDO],
      invoke: {
        id: 'guardarCita',
        src: 'guardarCita',
        input: ({ context }) => nuevaCitaDe(context),
        onDone: {
          target: 'confirmacion',
          actions: { type: 'guardarCitaCreada', params: ({ event }) => event.output },
        },
        onError: [
          {
            // El hueco se ha ocupado entretanto: a elegir otra hora, con los huecos al día.
            guard: { type: 'falloDelHueco', params: ({ event }: FalloEvento) => event.error },
            target: 'asignarDatos.invalido',
            actions: [
              { type: 'huecoRechazado', params: ({ event }: FalloEvento) => event.error },
              'cargarHuecos',
            ],
          },
          {
            guard: { type: 'falloDelPaciente', params: ({ event }: FalloEvento) => event.error },
            target: 'busquedaPaciente.invalido',
            actions: { type: 'pacienteRechazado', params: ({ event }: FalloEvento) => event.error },
          },
          {
            target: 'confirmarDatos',
            actions: { type: 'guardadoFallido', params: ({ event }: FalloEvento) => event.error },
          },
        ],
      },
    },
    confirmacion: { type: 'final' },
  },
  // Solo se llega a 'confirmacion' guardando la cita creada.
  output: ({ context }) => context.cita as CitaGuardada,
});
