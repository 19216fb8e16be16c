import { and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { type CampoCita, DATOS_CITA_VACIOS, erroresDelHuecoRechazado } from '../cita/datosCita';
import * as asignarDatos from '../cita/maquina';
import { comoFallo, erroresDeCampos, estadoDelFallo, mensajeDeFallo } from '../errores/fallos';
import type { CitaGuardada, DatosCita, Errores, NuevaCita, PacienteEncontrado } from '../tipos';
import { normalizarDni } from '../validacion/dni';
import { hoyEnLaClinica } from '../validacion/fecha';
import { sinErrores, validarBusquedaPaciente } from '../validacion/formularios';
import { MENSAJES } from '../validacion/obligatorio';
import type { ConClave } from '../wizard/idempotencia';
import {
  CONTEXTO_ASISTENTE,
  ETIQUETA_ESPERANDO,
  type EventoNavegacion,
  navegacion,
} from '../wizard/machine';
import { ASISTENTE_CREAR_CITA, type CampoCrearCita, type PasoCrearCita } from './steps';

export type { PasoCrearCita };

export interface ContextoCrearCita extends asignarDatos.ContextoDeCita {
  errores: Errores<CampoCrearCita>;
  dni: string;
  /** El paciente encontrado por el DNI; se busca de nuevo en cada Continuar del primer paso. */
  paciente: PacienteEncontrado | undefined;
  cita: CitaGuardada | undefined;
}

export type EventoCrearCita =
  | EventoNavegacion<PasoCrearCita>
  | asignarDatos.EventoDeCita
  | { type: 'EDITAR'; datos: Partial<DatosCita & { dni: string }> };

type FalloEvento = { event: { error: unknown } };
type SalidaBusqueda = { event: { output: PacienteEncontrado | null } };

export function erroresBusqueda(contexto: ContextoCrearCita): Errores<'dni'> {
  return validarBusquedaPaciente({ dni: contexto.dni });
}

export function erroresAsignarDatos(contexto: ContextoCrearCita): Errores<CampoCita> {
  return asignarDatos.erroresDeLaCita(contexto);
}

/** El cuerpo de guardarCita; el servidor pone número, estado y administrativo. */
export function nuevaCitaDe(contexto: ContextoCrearCita): NuevaCita {
  return {
    id_paciente: contexto.paciente?.id ?? 0,
    id_radiologo: contexto.datos.idProfesional ?? 0,
    fecha: contexto.datos.fecha,
    hora: contexto.datos.hora,
  };
}

const nav = navegacion<ContextoCrearCita, EventoCrearCita, PasoCrearCita>(
  ASISTENTE_CREAR_CITA.orden,
  {
    // Hecho cuando el DNI es válido y su paciente existe.
    busquedaPaciente: {
      errores: erroresBusqueda,
      hecho: (c) => c.paciente !== undefined && sinErrores(erroresBusqueda(c)),
    },
    asignarDatos: { errores: erroresAsignarDatos },
  },
);
const cita = asignarDatos.datosDeCita<ContextoCrearCita, EventoCrearCita>();

const maquina = setup({
  types: {
    context: {} as ContextoCrearCita,
    events: {} as EventoCrearCita,
    input: {} as { hoy?: string } | undefined,
    output: {} as CitaGuardada,
    children: {} as {
      buscarPacientePorDni: 'buscarPacientePorDni';
      cargarProfesionales: 'cargarProfesionales';
      cargarHuecosLibres: 'cargarHuecosLibres';
      guardarCita: 'guardarCita';
    },
  },
  actors: {
    ...asignarDatos.ACTORES_DE_CITA,
    /** GET /api/usuarios/buscarPorDni; `null` si ningún paciente tiene ese DNI. */
    buscarPacientePorDni: fromPromise<PacienteEncontrado | null, { dni: string }>(async () => {
      throw new Error('crearCitaMachine: proporciona el actor buscarPacientePorDni.');
    }),
    /** POST /api/citas/guardar. */
    guardarCita: fromPromise<CitaGuardada, NuevaCita & ConClave>(async () => {
      throw new Error('crearCitaMachine: proporciona el actor guardarCita.');
    }),
  },
  guards: {
    encontrado: (_, paciente: PacienteEncontrado | null) => paciente != null,
    /** Lo mismo que `encontrado`, para combinarlo en `and` (que no pasa parámetros). */
    pacienteEnLaRespuesta: ({ event }) =>
      (event as unknown as { output?: PacienteEncontrado | null }).output != null,
    noEncontrado: (_, error: unknown) => estadoDelFallo(error) === 404,
    /** Al guardar una cita nueva, un 409 es siempre un hueco que se ha ocupado. */
    falloDelHueco: (_, error: unknown) =>
      erroresDelHuecoRechazado(error) !== undefined || estadoDelFallo(error) === 409,
    falloDelPaciente: (_, error: unknown) =>
      !sinErrores(erroresDeCampos(error, ['id_paciente'])) ||
      (estadoDelFallo(error) === 404 && /paciente/i.test(comoFallo(error)?.message ?? '')),
  },
})
  .extend({
    guards: { ...nav.guards, ...cita.guards },
    actions: { ...nav.actions, ...cita.actions },
  })
  .extend({
    actions: {
      /** El DNI, o los datos de la cita (los de 'Asignar datos'). */
      editar: enqueueActions(
        ({ context, enqueue }, cambios: Partial<DatosCita & { dni: string }>) => {
          const { dni, ...deLaCita } = cambios;
          // Otro DNI ya no es el paciente encontrado: hay que buscarlo de nuevo.
          if (dni !== undefined) {
            const otroPaciente = normalizarDni(dni) !== context.paciente?.dni;
            enqueue.assign({ dni, ...(otroPaciente ? { paciente: undefined } : {}) });
          }
          if (Object.keys(deLaCita).length > 0) {
            // La acción común de 'Asignar datos' (`.extend` de arriba), que enqueue no ve.
            enqueue({ type: 'editarDatosCita', params: deLaCita } as never);
          }
        },
      ),
      guardarPaciente: assign(({ context }, paciente: PacienteEncontrado | null) => ({
        paciente: paciente ?? undefined,
        dni: paciente?.dni ?? context.dni,
      })),
      pacienteNoEncontrado: assign({
        paciente: undefined,
        errores: { dni: MENSAJES.pacienteNoEncontrado },
      }),
      busquedaFallida: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
      pacienteRechazado: assign((_, error: unknown) => ({
        error: mensajeDeFallo(error),
        errores: { dni: MENSAJES.pacienteNoEncontrado },
        paciente: undefined,
        volverAResumen: true,
      })),
      guardarCitaCreada: assign((_, cita: CitaGuardada) => ({ cita })),
    },
  });

/** 'Búsqueda del paciente': Continuar busca el DNI en el servidor antes de seguir. */
const buscando = maquina.createStateConfig({
  tags: [ETIQUETA_ESPERANDO],
  invoke: {
    id: 'buscarPacientePorDni',
    src: 'buscarPacientePorDni',
    input: ({ context }) => ({ dni: normalizarDni(context.dni) }),
    onDone: [
      {
        // Si se venía de 'Confirmar datos' y lo demás sigue bien, se vuelve allí.
        guard: and(['pacienteEnLaRespuesta', 'volverAResumen', 'datosValidos']),
        target: '#crearCita.confirmarDatos',
        actions: { type: 'guardarPaciente', params: ({ event }: SalidaBusqueda) => event.output },
      },
      {
        guard: { type: 'encontrado', params: ({ event }: SalidaBusqueda) => event.output },
        target: '#crearCita.asignarDatos',
        actions: { type: 'guardarPaciente', params: ({ event }: SalidaBusqueda) => event.output },
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
        actions: { type: 'busquedaFallida', params: ({ event }: FalloEvento) => event.error },
      },
    ],
  },
});

export const crearCitaMachine = maquina.createMachine({
  id: 'crearCita',
  context: ({ input }) => ({
    ...CONTEXTO_ASISTENTE,
    ...asignarDatos.CARGAS_DE_CITA,
    hoy: input?.hoy ?? hoyEnLaClinica(),
    // Crear cita da siempre citas de radiología (§9).
    profesional: 'radiologo',
    dni: '',
    paciente: undefined,
    datos: DATOS_CITA_VACIOS,
    cita: undefined,
  }),
  on: asignarDatos.RESPUESTAS_DE_CITA,
  initial: 'busquedaPaciente',
  states: {
    busquedaPaciente: nav.pasoEditable('busquedaPaciente', {
      alContinuar: '.buscando',
      estados: { buscando },
    }),
    asignarDatos: nav.pasoEditable('asignarDatos', { entry: 'cargarProfesionales' }),
    confirmarDatos: nav.pasoFinal(),
    enviando: nav.pasoEnviando({
      actor: 'guardarCita',
      input: ({ context }) => nuevaCitaDe(context),
      idempotente: true,
      alTerminar: 'guardarCitaCreada',
      siFalla: [
        asignarDatos.HUECO_OCUPADO_AL_GUARDAR,
        {
          guard: { type: 'falloDelPaciente', params: ({ event }: FalloEvento) => event.error },
          target: 'busquedaPaciente.invalido',
          actions: { type: 'pacienteRechazado', params: ({ event }: FalloEvento) => event.error },
        },
        asignarDatos.guardadoFallidoEn('confirmarDatos'),
      ],
    }),
    confirmacion: { type: 'final' },
  },
  // Solo se llega a 'confirmacion' guardando la cita creada.
  output: ({ context }) => context.cita as CitaGuardada,
});
