/**
 * 'Crear paciente' (§2.3): la información del paciente, la contraseña (que el servidor comprueba
 * al continuar) y el resumen. Lo que el servidor rechaza al crear (un DNI o un correo ya
 * registrados) vuelve a su paso, junto al campo, hasta que se cambie.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { mensajeDeFallo } from '../errores/fallos';
import { accesoInicial, conInvitacion } from '../invitacion/acceso';
import type {
  ComprobacionContrasena,
  DatosContrasena,
  DatosPaciente,
  LugarIne,
  NuevoPaciente,
  PacienteCreado,
  ProblemaContrasena,
} from '../tipos';
import { hoyEnLaClinica } from '../validacion/fecha';
import { sinErrores } from '../validacion/formularios';
import { respuestasDeCarga } from '../wizard/cargas';
import type { CuerpoConClave } from '../wizard/idempotencia';
import * as asistente from '../wizard/machine';
import {
  type ContextoCrearPaciente,
  comprobacionDe,
  DATOS_PACIENTE_VACIOS,
  type EventoCrearPaciente,
  edicionDePaciente,
  erroresContrasena,
  erroresDelServidor,
  erroresInformacion,
  MENSAJE_CONTRASENA_OLVIDADA,
  MENSAJE_ERROR_POBLACIONES,
  MENSAJE_ERROR_PROVINCIAS,
  nuevoPacienteDe,
  pasoDelFallo,
  sinCorreo,
} from './datos';
import { ASISTENTE_CREAR_PACIENTE, type PasoCrearPaciente } from './steps';

export { type AccesoInicial, conInvitacion } from '../invitacion/acceso';
export {
  type ContextoCrearPaciente,
  comprobacionDe,
  DATOS_PACIENTE_VACIOS,
  type EventoCrearPaciente,
  erroresContrasena,
  erroresInformacion,
  MENSAJE_CONTRASENA_OLVIDADA,
  MENSAJE_ERROR_POBLACIONES,
  MENSAJE_ERROR_PROVINCIAS,
  nuevoPacienteDe,
  pasoDelFallo,
  sinCorreo,
} from './datos';
export type { PasoCrearPaciente };

/** Lo que la aplicación da al empezar. */
export interface EntradaCrearPaciente {
  /** 'AAAA-MM-DD' de la clínica; por defecto, hoy en Europe/Madrid. */
  hoy?: string;
  /**
   * El servidor envía correo (`datosClinica.correo_activo`): 'Asignar contraseña' ofrece invitar
   * al paciente, y es lo elegido al empezar. @default false
   */
  correoActivo?: boolean;
}

const lugares = respuestasDeCarga<LugarIne[]>();

const nav = asistente.navegacion<ContextoCrearPaciente, EventoCrearPaciente, PasoCrearPaciente>(
  ASISTENTE_CREAR_PACIENTE.orden,
  {
    informacionPaciente: { errores: erroresInformacion },
    asignarContrasena: { errores: erroresContrasena },
  },
);

type FalloEvento = { event: { error: unknown } };
const falloEn = (paso: PasoCrearPaciente) => ({
  type: 'falloEn' as const,
  params: ({ event }: FalloEvento) => ({ error: event.error, paso }),
});
const recordarFallo = {
  type: 'recordarFallo' as const,
  params: ({ event }: FalloEvento) => event.error,
};
type SalidaComprobacion = { event: { output: ProblemaContrasena[] } };

export const crearPacienteMachine = setup({
  types: {
    context: {} as ContextoCrearPaciente,
    events: {} as EventoCrearPaciente,
    input: {} as EntradaCrearPaciente | undefined,
    output: {} as PacienteCreado,
    children: {} as {
      cargarProvincias: 'cargarProvincias';
      cargarPoblaciones: 'cargarPoblaciones';
      comprobarContrasena: 'comprobarContrasena';
      crearPaciente: 'crearPaciente';
    },
  },
  actors: {
    /** GET /api/provincias. */
    cargarProvincias: fromPromise<LugarIne[], void>(async () => {
      throw new Error('crearPacienteMachine: proporciona el actor cargarProvincias.');
    }),
    /** GET /api/provincias/{codigo}/poblaciones. */
    cargarPoblaciones: fromPromise<LugarIne[], { provincia: string }>(async () => {
      throw new Error('crearPacienteMachine: proporciona el actor cargarPoblaciones.');
    }),
    /**
     * POST /api/contrasena/comprobar: la regla del servidor (con la lista de las contraseñas más
     * usadas, que solo tiene él), al pulsar Continuar en 'Asignar contraseña'.
     */
    comprobarContrasena: fromPromise<ProblemaContrasena[], ComprobacionContrasena>(async () => {
      throw new Error('crearPacienteMachine: proporciona el actor comprobarContrasena.');
    }),
    /** POST /api/usuarios/crearUsuarioPaciente. */
    crearPaciente: fromPromise<PacienteCreado, CuerpoConClave<NuevoPaciente>>(async () => {
      throw new Error('crearPacienteMachine: proporciona el actor crearPaciente.');
    }),
  },
  guards: {
    ...nav.guards,
    provinciasConError: ({ context }) => context.provincias.estado === 'error',
    poblacionesConError: ({ context }) =>
      context.poblaciones.estado === 'error' && context.datos.provincia !== '',
    falloEn: (_, { error, paso }: { error: unknown; paso: PasoCrearPaciente }) =>
      pasoDelFallo(error) === paso,
    contrasenaRechazada: (_, problemas: ProblemaContrasena[]) => problemas.length > 0,
    /**
     * Se invita por correo, o no hay correo (ni cuenta, docs/decisiones.md (52)): no hay
     * contraseña que comprobar en el servidor.
     */
    conInvitacion: ({ context }) => conInvitacion(context) || sinCorreo(context),
    /** La información está bien y la contraseña no (una recarga la quitó). */
    soloFaltaLaContrasena: ({ context }) =>
      sinErrores(erroresInformacion(context)) && !sinErrores(erroresContrasena(context)),
  },
  actions: nav.actions,
})
  .extend({
    // Aparte: las acciones con `enqueueActions` ven así las de arriba con sus tipos.
    actions: {
      /** Escribir; otra provincia pide sus poblaciones. */
      editar: enqueueActions(
        ({ context, enqueue }, cambios: Partial<DatosPaciente & DatosContrasena> | undefined) => {
          const { cambio, provinciaNueva } = edicionDePaciente(context, cambios ?? {});
          enqueue.assign(cambio);
          if (provinciaNueva === undefined) return;
          enqueue.stopChild('cargarPoblaciones');
          if (provinciaNueva === '') {
            enqueue.assign({ poblaciones: { estado: 'inactiva', datos: [] } });
            return;
          }
          enqueue.assign({ poblaciones: { estado: 'cargando', datos: [] } });
          enqueue.spawnChild('cargarPoblaciones', {
            id: 'cargarPoblaciones',
            input: { provincia: provinciaNueva },
          });
        },
      ),
      cargarProvincias: enqueueActions(({ enqueue }) => {
        enqueue.assign({ provincias: { estado: 'cargando', datos: [] } });
        enqueue.spawnChild('cargarProvincias', { id: 'cargarProvincias' });
      }),
      recargarPoblaciones: enqueueActions(({ context, enqueue }) => {
        enqueue.assign({ poblaciones: { estado: 'cargando', datos: [] } });
        enqueue.spawnChild('cargarPoblaciones', {
          id: 'cargarPoblaciones',
          input: { provincia: context.datos.provincia },
        });
      }),
      provinciasCargadas: assign((_, datos: LugarIne[]) => ({
        provincias: { estado: 'lista' as const, datos },
      })),
      provinciasFallidas: assign({
        provincias: { estado: 'error', datos: [], error: MENSAJE_ERROR_PROVINCIAS },
      }),
      poblacionesCargadas: assign((_, datos: LugarIne[]) => ({
        poblaciones: { estado: 'lista' as const, datos },
      })),
      poblacionesFallidas: assign({
        poblaciones: { estado: 'error', datos: [], error: MENSAJE_ERROR_POBLACIONES },
      }),
      pedirContrasenaOtraVez: assign(({ context }) => ({
        errores: context.contrasena?.password
          ? erroresContrasena(context)
          : { password: MENSAJE_CONTRASENA_OLVIDADA },
        volverAResumen: true,
      })),
      recordarFallo: assign(({ context }, error: unknown) => {
        const erroresServidor = erroresDelServidor(error);
        return {
          error: mensajeDeFallo(error),
          erroresServidor,
          volverAResumen: true,
          errores: { ...erroresInformacion({ ...context, erroresServidor }) },
        };
      }),
      /** El servidor rechaza la contraseña: su mensaje queda en el campo hasta que se cambie. */
      contrasenaRechazada: assign(({ context }, problemas: ProblemaContrasena[]) => {
        const erroresServidor = { ...context.erroresServidor, password: problemas[0]?.mensaje };
        return { erroresServidor, errores: erroresContrasena({ ...context, erroresServidor }) };
      }),
      guardarPaciente: assign((_, paciente: PacienteCreado) => ({
        paciente,
        // Ya no hace falta: que no quede en memoria más de lo necesario.
        contrasena: {},
      })),
    },
  })
  .createMachine({
    id: 'crearPaciente',
    context: ({ input }) => ({
      ...asistente.CONTEXTO_ASISTENTE,
      hoy: input?.hoy ?? hoyEnLaClinica(),
      datos: DATOS_PACIENTE_VACIOS,
      contrasena: {},
      erroresServidor: {},
      provincias: { estado: 'inactiva', datos: [] },
      poblaciones: { estado: 'inactiva', datos: [] },
      paciente: undefined,
      ...accesoInicial(input?.correoActivo),
    }),
    entry: 'cargarProvincias',
    on: {
      ...lugares('cargarProvincias', 'provinciasCargadas', 'provinciasFallidas'),
      ...lugares('cargarPoblaciones', 'poblacionesCargadas', 'poblacionesFallidas'),
      REINTENTAR_PROVINCIAS: { guard: 'provinciasConError', actions: 'cargarProvincias' },
      REINTENTAR_POBLACIONES: { guard: 'poblacionesConError', actions: 'recargarPoblaciones' },
    },
    initial: 'informacionPaciente',
    states: {
      informacionPaciente: {
        initial: 'editando',
        states: {
          editando: { on: { EDITAR: asistente.editar } },
          invalido: { on: { EDITAR: asistente.editarYMarcar('informacionPaciente') } },
        },
        on: {
          CONTINUAR: asistente.continuar('informacionPaciente', 'asignarContrasena', 'resumen'),
          IR_A_PASO: asistente.irA('asignarContrasena', 'resumen'),
        },
      },
      asignarContrasena: {
        initial: 'editando',
        states: {
          editando: { on: { EDITAR: asistente.editar } },
          invalido: { on: { EDITAR: asistente.editarYMarcar('asignarContrasena') } },
          /**
           * Continuar pregunta al servidor antes de seguir: la lista de las contraseñas más usadas
           * vive allí, así que una común se rechaza aquí, junto al campo, y no tras 'Crear
           * paciente'. Sin respuesta el paso no se bloquea: el servidor la comprueba al crear.
           */
          comprobando: {
            tags: [asistente.ETIQUETA_ESPERANDO],
            invoke: {
              id: 'comprobarContrasena',
              src: 'comprobarContrasena',
              input: ({ context }) => comprobacionDe(context),
              onDone: [
                {
                  guard: {
                    type: 'contrasenaRechazada',
                    params: ({ event }: SalidaComprobacion) => event.output,
                  },
                  target: 'invalido',
                  actions: {
                    type: 'contrasenaRechazada',
                    params: ({ event }: SalidaComprobacion) => event.output,
                  },
                },
                { target: '#crearPaciente.resumen' },
              ],
              onError: { target: '#crearPaciente.resumen' },
            },
          },
        },
        on: {
          CONTINUAR: [
            // Con una invitación no hay contraseña que preguntar al servidor.
            { guard: 'conInvitacion', target: 'resumen', actions: 'limpiarErrores' },
            ...asistente.continuar('asignarContrasena', '.comprobando'),
          ],
          VOLVER: asistente.volver('informacionPaciente'),
          IR_A_PASO: asistente.irA('informacionPaciente', 'resumen'),
        },
      },
      resumen: {
        on: {
          CONFIRMAR: [
            { guard: 'todoHecho', target: 'enviando', actions: 'limpiarErrores' },
            // Tras una recarga la contraseña ya no está (wizard/persistencia.ts): se pide otra vez.
            {
              guard: 'soloFaltaLaContrasena',
              target: 'asignarContrasena.invalido',
              actions: 'pedirContrasenaOtraVez',
            },
            ...asistente.alQueFalte('informacionPaciente', 'asignarContrasena'),
          ],
          CAMBIAR: asistente.cambiar('informacionPaciente', 'asignarContrasena'),
          VOLVER: asistente.volver('asignarContrasena'),
          IR_A_PASO: asistente.irA('informacionPaciente', 'asignarContrasena'),
        },
      },
      enviando: {
        tags: asistente.ETIQUETAS_ENVIO,
        entry: 'prepararClave',
        invoke: {
          id: 'crearPaciente',
          src: 'crearPaciente',
          input: asistente.conClave(nuevoPacienteDe),
          onDone: asistente.enviado('confirmacion', 'guardarPaciente'),
          onError: [
            {
              guard: falloEn('informacionPaciente'),
              target: 'informacionPaciente.invalido',
              actions: recordarFallo,
            },
            {
              guard: falloEn('asignarContrasena'),
              target: 'asignarContrasena.invalido',
              actions: [recordarFallo, { type: 'marcar', params: 'asignarContrasena' }],
            },
            { target: 'resumen', actions: recordarFallo },
          ],
        },
      },
      confirmacion: { type: 'final' },
    },
    // Solo se llega a 'confirmacion' guardando el paciente creado.
    output: ({ context }) => asistente.salidaDe(context.paciente, 'crearPacienteMachine'),
  });
