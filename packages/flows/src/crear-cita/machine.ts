/**
 * 'Crear cita' (§2.3): el DNI del paciente (se busca en el servidor al continuar), el tipo de
 * cita, la fecha, el profesional (un radiólogo o un médico, según el tipo) y la hora en 'Asignar
 * datos', y 'Confirmar datos'. Un hueco que se ocupa entretanto devuelve a 'Asignar datos' con
 * las horas al día; un paciente que ya no existe, al DNI. Las citas del paciente encontrado se
 * leen para avisar de otra el mismo día con el mismo profesional (docs/decisiones.md (51)).
 */
import { and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { DATOS_CITA_VACIOS, erroresDelHuecoRechazado } from '../cita/datosCita';
import * as asignarDatos from '../cita/machine';
import { profesionalDelTipo } from '../cita/tiposDeCita';
import { comoFallo, erroresDeCampos, estadoDelFallo, mensajeDeFallo } from '../errores/fallos';
import type {
  CitaDelPaciente,
  CitaGuardada,
  NuevaCita,
  PacienteElegido,
  PacienteEncontrado,
} from '../tipos';
import { normalizarDni } from '../validacion/dni';
import { hoyEnLaClinica } from '../validacion/fecha';
import { sinErrores } from '../validacion/formularios';
import { MENSAJES } from '../validacion/obligatorio';
import { respuestasDeCarga } from '../wizard/cargas';
import type { CuerpoConClave } from '../wizard/idempotencia';
import * as asistente from '../wizard/machine';
import {
  type CambiosCrearCita,
  type ContextoCrearCita,
  citaParaGuardar,
  type EventoCrearCita,
  elegidoSinDocumento,
  erroresAsignarDatos,
  erroresBusqueda,
  nuevaCitaDe,
} from './datos';
import { ASISTENTE_CREAR_CITA, type PasoCrearCita } from './steps';

export * from './datos';
export type { PasoCrearCita };

type FalloEvento = { event: { error: unknown } };
const delFallo = ({ event }: FalloEvento) => event.error;
type SalidaBusqueda = { event: { output: PacienteElegido | null } };
const pacienteDeLaBusqueda = ({ event }: SalidaBusqueda) => event.output;

const nav = asistente.navegacion<ContextoCrearCita, EventoCrearCita, PasoCrearCita>(
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

export const crearCitaMachine = setup({
  types: {
    context: {} as ContextoCrearCita,
    events: {} as EventoCrearCita,
    /**
     * El paciente ya elegido (desde 'Pacientes' o al crearlo), por su documento (`dni`) o por su
     * id (`idPaciente`, también un menor sin documento): se lee al empezar y, si está, se pasa a
     * 'Asignar datos' sin pulsar Continuar.
     */
    input: {} as { hoy?: string; dni?: string; idPaciente?: number } | undefined,
    output: {} as CitaGuardada,
    children: {} as {
      buscarPacientePorDni: 'buscarPacientePorDni';
      cargarPacientePorId: 'cargarPacientePorId';
      cargarProfesionales: 'cargarProfesionales';
      cargarHuecosLibres: 'cargarHuecosLibres';
      cargarDiasCerrados: 'cargarDiasCerrados';
      buscarPrimerHueco: 'buscarPrimerHueco';
      cargarCitasDelPaciente: 'cargarCitasDelPaciente';
      guardarCita: 'guardarCita';
    },
  },
  actors: {
    ...asignarDatos.ACTORES_DE_CITA,
    /** GET /api/usuarios/buscarPorDni; `null` si ningún paciente tiene ese DNI. */
    buscarPacientePorDni: fromPromise<PacienteEncontrado | null, { dni: string }>(async () => {
      throw new Error('crearCitaMachine: proporciona el actor buscarPacientePorDni.');
    }),
    /** GET /api/usuarios/mostrarPaciente/{id}: el paciente elegido por su id. */
    cargarPacientePorId: fromPromise<PacienteElegido, { id: number }>(async () => {
      throw new Error('crearCitaMachine: proporciona el actor cargarPacientePorId.');
    }),
    /** GET /api/citas/mostrarCitasDelPaciente/{id}: las citas del paciente encontrado. */
    cargarCitasDelPaciente: fromPromise<CitaDelPaciente[], { idPaciente: number }>(async () => {
      throw new Error('crearCitaMachine: proporciona el actor cargarCitasDelPaciente.');
    }),
    /** POST /api/citas/guardar. */
    guardarCita: fromPromise<CitaGuardada, CuerpoConClave<NuevaCita>>(async () => {
      throw new Error('crearCitaMachine: proporciona el actor guardarCita.');
    }),
  },
  guards: {
    ...nav.guards,
    ...cita.guards,
    encontrado: (_, paciente: PacienteElegido | null) => paciente != null,
    /** Se llega con el paciente ya elegido ('Dar cita'): se busca sin esperar a Continuar. */
    buscarAlEmpezar: ({ context }) =>
      context.buscarAlEmpezar === true && sinErrores(erroresBusqueda(context)),
    cargarAlEmpezar: ({ context }) => context.cargarAlEmpezar !== undefined,
    /** Un menor sin documento ya elegido: Continuar no tiene nada que buscar. */
    sinDocumentoElegido: ({ context }) => elegidoSinDocumento(context),
    /** Lo mismo que `encontrado`, para combinarlo en `and` (que no pasa parámetros). */
    pacienteEnLaRespuesta: ({ event }) => 'output' in event && event.output != null,
    noEncontrado: (_, error: unknown) => estadoDelFallo(error) === 404,
    /** Al guardar una cita nueva, un 409 es siempre un hueco que se ha ocupado. */
    falloDelHueco: (_, error: unknown) =>
      erroresDelHuecoRechazado(error) !== undefined || estadoDelFallo(error) === 409,
    falloDelPaciente: (_, error: unknown) =>
      !sinErrores(erroresDeCampos(error, ['id_paciente'])) ||
      (estadoDelFallo(error) === 404 && /paciente/i.test(comoFallo(error)?.message ?? '')),
  },
  actions: { ...nav.actions, ...cita.actions },
})
  .extend({
    actions: {
      /**
       * El DNI, o el tipo y los datos de la cita (los de 'Asignar datos'). Otro tipo vacía el
       * profesional y la hora: la lista y los huecos son de otro profesional.
       */
      editar: enqueueActions(({ context, enqueue }, cambios: CambiosCrearCita | undefined) => {
        const { dni, tipoCita, ...deLaCita } = cambios ?? {};
        // Otro DNI ya no es el paciente encontrado: hay que buscarlo de nuevo.
        if (dni !== undefined) {
          const otroPaciente = normalizarDni(dni) !== (context.paciente?.documento ?? '');
          enqueue.assign({ dni, ...(otroPaciente ? { paciente: undefined } : {}) });
        }
        let contexto = context;
        if (tipoCita !== undefined && tipoCita !== context.tipoCita) {
          enqueue.assign({ tipoCita });
          contexto = {
            ...cita.cambiarDeProfesional(context, enqueue, profesionalDelTipo(tipoCita)),
            tipoCita,
          };
        }
        if (Object.keys(deLaCita).length > 0) cita.editarCita(contexto, enqueue, deLaCita);
      }),
      /**
       * El paciente encontrado y, si es otro, sus citas, que se leen mientras se eligen los datos
       * (un fallo no detiene nada: solo no habrá aviso).
       */
      guardarPaciente: enqueueActions(({ context, enqueue }, paciente: PacienteElegido | null) => {
        enqueue.assign({
          paciente: paciente ?? undefined,
          dni: paciente ? (paciente.documento ?? '') : context.dni,
        });
        if (!paciente) return;
        const { estado } = context.citasDelPaciente;
        const mismoPaciente = paciente.id === context.paciente?.id;
        if (mismoPaciente && (estado === 'lista' || estado === 'cargando')) return;
        enqueue.stopChild('cargarCitasDelPaciente');
        enqueue.assign({ citasDelPaciente: { estado: 'cargando', datos: [] } });
        enqueue.spawnChild('cargarCitasDelPaciente', {
          id: 'cargarCitasDelPaciente',
          input: { idPaciente: paciente.id },
        });
      }),
      citasDelPacienteCargadas: assign((_, datos: CitaDelPaciente[]) => ({
        citasDelPaciente: { estado: 'lista' as const, datos },
      })),
      citasDelPacienteFallidas: assign({
        citasDelPaciente: { estado: 'error' as const, datos: [] },
      }),
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
  })
  .createMachine({
    id: 'crearCita',
    context: ({ input }) => ({
      ...asistente.CONTEXTO_ASISTENTE,
      ...asignarDatos.CARGAS_DE_CITA,
      hoy: input?.hoy ?? hoyEnLaClinica(),
      tipoCita: 'Radiologia',
      profesional: profesionalDelTipo('Radiologia'),
      dni: input?.dni ?? '',
      buscarAlEmpezar: Boolean(input?.dni),
      cargarAlEmpezar: input?.dni ? undefined : input?.idPaciente,
      paciente: undefined,
      citasDelPaciente: { estado: 'inactiva', datos: [] },
      datos: DATOS_CITA_VACIOS,
      cita: undefined,
    }),
    on: {
      ...asignarDatos.RESPUESTAS_DE_CITA,
      ...respuestasDeCarga<CitaDelPaciente[]>()(
        'cargarCitasDelPaciente',
        'citasDelPacienteCargadas',
        'citasDelPacienteFallidas',
      ),
    },
    initial: 'busquedaPaciente',
    states: {
      busquedaPaciente: {
        initial: 'editando',
        states: {
          editando: {
            // 'Dar cita' desde un paciente: se lee al empezar, una vez, y se sigue.
            always: [
              {
                guard: 'buscarAlEmpezar',
                target: 'buscando',
                actions: assign({ buscarAlEmpezar: false }),
              },
              { guard: 'cargarAlEmpezar', target: 'cargando' },
            ],
            on: { EDITAR: asistente.editar },
          },
          /** El paciente elegido por su id; si ya no está, se busca por el documento. */
          cargando: {
            tags: [asistente.ETIQUETA_ESPERANDO],
            exit: assign({ cargarAlEmpezar: undefined }),
            invoke: {
              id: 'cargarPacientePorId',
              src: 'cargarPacientePorId',
              input: ({ context }) => ({ id: context.cargarAlEmpezar ?? 0 }),
              onDone: {
                target: '#crearCita.asignarDatos',
                actions: { type: 'guardarPaciente', params: pacienteDeLaBusqueda },
              },
              onError: {
                target: 'editando',
                actions: { type: 'busquedaFallida', params: delFallo },
              },
            },
          },
          invalido: { on: { EDITAR: asistente.editarYMarcar('busquedaPaciente') } },
          /** Continuar busca el DNI en el servidor antes de seguir. */
          buscando: {
            tags: [asistente.ETIQUETA_ESPERANDO],
            invoke: {
              id: 'buscarPacientePorDni',
              src: 'buscarPacientePorDni',
              input: ({ context }) => ({ dni: normalizarDni(context.dni) }),
              onDone: [
                {
                  // Si se venía de 'Confirmar datos' y lo demás sigue bien, se vuelve allí.
                  guard: and(['pacienteEnLaRespuesta', 'volverAResumen', 'datosValidos']),
                  target: '#crearCita.confirmarDatos',
                  actions: { type: 'guardarPaciente', params: pacienteDeLaBusqueda },
                },
                {
                  guard: { type: 'encontrado', params: pacienteDeLaBusqueda },
                  target: '#crearCita.asignarDatos',
                  actions: { type: 'guardarPaciente', params: pacienteDeLaBusqueda },
                },
                { target: 'invalido', actions: 'pacienteNoEncontrado' },
              ],
              onError: [
                {
                  guard: { type: 'noEncontrado', params: delFallo },
                  target: 'invalido',
                  actions: 'pacienteNoEncontrado',
                },
                { target: 'editando', actions: { type: 'busquedaFallida', params: delFallo } },
              ],
            },
          },
        },
        on: {
          CONTINUAR: [
            {
              guard: 'sinDocumentoElegido',
              target: 'asignarDatos',
              actions: 'limpiarErrores',
            },
            ...asistente.continuar('busquedaPaciente', '.buscando'),
          ],
          IR_A_PASO: asistente.irA('asignarDatos', 'confirmarDatos'),
        },
      },
      asignarDatos: {
        entry: 'cargarProfesionales',
        initial: 'editando',
        states: {
          editando: { on: { EDITAR: asistente.editar } },
          invalido: { on: { EDITAR: asistente.editarYMarcar('asignarDatos') } },
        },
        on: {
          CONTINUAR: asistente.continuar('asignarDatos', 'confirmarDatos', 'confirmarDatos'),
          VOLVER: asistente.volver('busquedaPaciente'),
          IR_A_PASO: asistente.irA('busquedaPaciente', 'confirmarDatos'),
        },
      },
      confirmarDatos: {
        on: {
          CONFIRMAR: asistente.confirmar('enviando', 'busquedaPaciente', 'asignarDatos'),
          CAMBIAR: asistente.cambiar('busquedaPaciente', 'asignarDatos'),
          VOLVER: asistente.volver('asignarDatos'),
          IR_A_PASO: asistente.irA('busquedaPaciente', 'asignarDatos'),
        },
      },
      enviando: {
        tags: asistente.ETIQUETAS_ENVIO,
        entry: 'prepararClave',
        invoke: {
          id: 'guardarCita',
          src: 'guardarCita',
          input: asistente.conClave((contexto) => nuevaCitaDe(citaParaGuardar(contexto))),
          onDone: asistente.enviado('confirmacion', 'guardarCitaCreada'),
          onError: [
            asignarDatos.HUECO_OCUPADO_AL_GUARDAR,
            {
              guard: { type: 'falloDelPaciente', params: delFallo },
              target: 'busquedaPaciente.invalido',
              actions: { type: 'pacienteRechazado', params: delFallo },
            },
            asignarDatos.guardadoFallidoEn('confirmarDatos'),
          ],
        },
      },
      confirmacion: { type: 'final' },
    },
    // Solo se llega a 'confirmacion' guardando la cita creada.
    output: ({ context }) => asistente.salidaDe(context.cita, 'crearCitaMachine'),
  });
