/**
 * 'Editar paciente' (docs/decisiones.md (51)): la ficha de un paciente por secciones, cada una
 * con su 'Cambiar'. Se abre una sección cada vez (`formulario`), con los campos y las reglas de
 * crear paciente; 'Guardar' valida la sección y, con errores, cae en `formulario.invalido`, donde
 * los mensajes siguen a lo que se escribe. Solo se envía lo que cambia; lo que el servidor
 * rechaza en un campo (400, o 409 por un DNI o un correo en uso) vuelve a ese campo hasta que se
 * cambie, y un 404 dice que el paciente ya no existe. Guardado o cancelado, la sección vuelve a
 * leerse (`viendo`) con un aviso.
 */
import type { FichaPaciente, PacienteActualizacion } from '@clinica/api-client';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { MENSAJE_ERROR_POBLACIONES, MENSAJE_ERROR_PROVINCIAS } from '../crear-paciente/datos';
import { comoFallo, erroresDeCampos, estadoDelFallo, mensajeDeFallo } from '../errores/fallos';
import { type ContextoFormulario, reglasDelFormulario } from '../formulario/machine';
import type { Carga, DatosPaciente, Errores, LugarIne } from '../tipos';
import { hoyEnLaClinica } from '../validacion/fecha';
import { respuestasDeCarga } from '../wizard/cargas';
import {
  type CampoPaciente,
  cambiosDelPaciente,
  codigoDeProvincia,
  datosDeFicha,
  erroresDeSeccion,
} from './datos';
import { CAMPOS_DE_SECCION, type SeccionPaciente, TEXTOS_EDITAR_PACIENTE as T } from './texts';

export interface EntradaEditarPaciente {
  /** El paciente, como lo da `mostrarPaciente`. */
  ficha: FichaPaciente;
  /** 'AAAA-MM-DD' de la clínica; por defecto, hoy en Europe/Madrid. */
  hoy?: string;
}

export interface ContextoEditarPaciente extends ContextoFormulario<DatosPaciente> {
  /** El paciente como está guardado: lo que se lee fuera de la sección abierta. */
  ficha: FichaPaciente;
  hoy: string;
  /** La ficha como campos, para enviar solo lo que cambia. */
  original: DatosPaciente;
  datos: DatosPaciente;
  /** La sección abierta, o la última que se abrió (a su título vuelve el foco). */
  seccion: SeccionPaciente | undefined;
  errores: Errores<CampoPaciente>;
  /** Lo que el servidor rechazó, hasta que se cambie ese campo. */
  erroresServidor: Errores<CampoPaciente>;
  /** El aviso de lo que acaba de pasar ('Se han guardado…'), anunciado. */
  aviso: string | undefined;
  provincias: Carga<LugarIne>;
  poblaciones: Carga<LugarIne>;
  /** La provincia cuyas poblaciones hay o se piden. */
  poblacionesDe: string | undefined;
}

export type EventoEditarPaciente =
  | { type: 'CAMBIAR'; seccion: SeccionPaciente }
  | { type: 'EDITAR'; datos: Partial<DatosPaciente> }
  | { type: 'ENVIAR' }
  | { type: 'CANCELAR' }
  | { type: 'REINTENTAR_PROVINCIAS' }
  | { type: 'REINTENTAR_POBLACIONES' };

/** Lo que recibe el actor que guarda: el id y solo los campos que cambian. */
export interface EnvioEditarPaciente {
  id: number;
  cambio: PacienteActualizacion;
}

/** Los mensajes de la sección abierta: los del servidor, y encima los de las reglas. */
function erroresVisibles(contexto: ContextoEditarPaciente): Errores<CampoPaciente> {
  if (!contexto.seccion) return {};
  return {
    ...contexto.erroresServidor,
    ...erroresDeSeccion(contexto.datos, contexto.seccion, contexto.hoy, contexto.original),
  };
}

const reglas = reglasDelFormulario<DatosPaciente, ContextoEditarPaciente, EventoEditarPaciente>(
  erroresVisibles,
);
const lugares = respuestasDeCarga<LugarIne[]>();
const conError = ({ event }: { event: { error: unknown } }) => event.error;
const nombreDe = (seccion: SeccionPaciente | undefined) => T.secciones[seccion ?? 'personal'];

export const editarPacienteMachine = setup({
  types: {
    context: {} as ContextoEditarPaciente,
    events: {} as EventoEditarPaciente,
    input: {} as EntradaEditarPaciente,
  },
  actors: {
    /** PUT actualizarPaciente/{id}. */
    guardarPaciente: fromPromise<FichaPaciente, EnvioEditarPaciente>(async () => {
      throw new Error('editarPacienteMachine: proporciona el actor guardarPaciente.');
    }),
    /** GET /api/provincias. */
    cargarProvincias: fromPromise<LugarIne[], void>(async () => {
      throw new Error('editarPacienteMachine: proporciona el actor cargarProvincias.');
    }),
    /** GET /api/provincias/{codigo}/poblaciones. */
    cargarPoblaciones: fromPromise<LugarIne[], { provincia: string }>(async () => {
      throw new Error('editarPacienteMachine: proporciona el actor cargarPoblaciones.');
    }),
  },
  guards: {
    ...reglas.guards,
    sinCambios: ({ context }) =>
      Object.keys(cambiosDelPaciente(context.original, context.datos, context.provincias.datos))
        .length === 0,
    /** El servidor señaló algún campo (400, o 409 de un DNI o un correo en uso). */
    rechazoEnCampo: (_, error: unknown) =>
      [400, 409].includes(estadoDelFallo(error) ?? 0) &&
      Object.keys(erroresDeCampos(error, Object.keys(DATOS_VACIOS) as CampoPaciente[])).length > 0,
    noExiste: (_, error: unknown) => estadoDelFallo(error) === 404,
    provinciasConError: ({ context }) => context.provincias.estado === 'error',
    poblacionesConError: ({ context }) =>
      context.poblaciones.estado === 'error' && context.datos.provincia !== '',
  },
  actions: {
    ...reglas.actions,
    /** Abre una sección con los datos como están guardados. */
    abrir: assign(({ context }, seccion: SeccionPaciente) => ({
      seccion,
      datos: context.original,
      errores: {},
      erroresServidor: {},
      error: undefined,
      aviso: undefined,
    })),
    /** Cancelar: lo escrito se olvida. */
    cancelar: assign(({ context }) => ({
      datos: context.original,
      errores: {},
      erroresServidor: {},
      error: undefined,
      aviso: T.cancelado,
    })),
    avisarSinCambios: assign({ errores: {}, error: undefined, aviso: T.sinCambios }),
    erroresDelServidor: assign(({ context }, error: unknown) => {
      const campos = context.seccion ? CAMPOS_DE_SECCION[context.seccion] : [];
      const erroresServidor = erroresDeCampos(error, campos);
      const mensaje = comoFallo(error)?.message;
      return {
        erroresServidor,
        errores: {
          ...erroresServidor,
          ...erroresDeSeccion(
            context.datos,
            context.seccion ?? 'personal',
            context.hoy,
            context.original,
          ),
        },
        // El mensaje general solo si dice algo más que el del campo (o el campo no está a la vista).
        error: mensaje && !Object.values(erroresServidor).includes(mensaje) ? mensaje : undefined,
      };
    }),
    fallida: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
    guardada: assign(({ context }, ficha: FichaPaciente) => {
      const original = datosDeFicha(ficha, context.provincias.datos);
      // Un primer correo: el paciente tiene ya cuenta y el servidor le ha invitado a usarla.
      const invitado = context.ficha.email === null && ficha.email !== null ? ficha.email : null;
      const guardado = T.guardado(nombreDe(context.seccion));
      return {
        ficha,
        original,
        datos: original,
        errores: {},
        erroresServidor: {},
        error: undefined,
        aviso: invitado ? `${guardado} ${T.invitacionEnviada(invitado)}` : guardado,
      };
    }),
    /** Escribir: el mensaje del servidor de ese campo se va; otra provincia vacía la población. */
    editar: assign(({ context }, cambios: Partial<DatosPaciente>) => {
      const datos = { ...context.datos, ...cambios };
      const erroresServidor = { ...context.erroresServidor };
      for (const campo of Object.keys(cambios)) delete erroresServidor[campo as CampoPaciente];
      if (cambios.provincia !== undefined && cambios.provincia !== context.datos.provincia) {
        datos.poblacion = cambios.poblacion ?? '';
      }
      return { datos, erroresServidor };
    }),
    /** Con la lista, la provincia de la ficha tiene código. */
    provinciasCargadas: assign(({ context }, lista: LugarIne[]) => {
      const provincia = codigoDeProvincia(lista, context.ficha.provincia);
      return {
        provincias: { estado: 'lista' as const, datos: lista },
        original: { ...context.original, provincia },
        datos: context.datos.provincia === '' ? { ...context.datos, provincia } : context.datos,
      };
    }),
    /** 'Reintentar' las poblaciones: se vuelven a pedir. */
    olvidarPoblaciones: assign({ poblacionesDe: undefined }),
    provinciasFallidas: assign({
      provincias: { estado: 'error', datos: [], error: MENSAJE_ERROR_PROVINCIAS },
    }),
    poblacionesCargadas: assign((_, datos: LugarIne[]) => ({
      poblaciones: { estado: 'lista' as const, datos },
    })),
    poblacionesFallidas: assign({
      poblaciones: { estado: 'error', datos: [], error: MENSAJE_ERROR_POBLACIONES },
    }),
  },
})
  .extend({
    // Aparte: las acciones con `enqueueActions` ven así las de arriba con sus tipos.
    actions: {
      /**
       * Con la dirección abierta y las provincias a mano, las poblaciones de la provincia escrita,
       * si no son ya las que hay o se piden ('' ninguna).
       */
      sincronizarPoblaciones: enqueueActions(({ context, enqueue }) => {
        if (context.seccion !== 'direccion' || context.provincias.estado !== 'lista') return;
        const provincia = context.datos.provincia;
        if (provincia === context.poblacionesDe) return;
        enqueue.stopChild('cargarPoblaciones');
        if (provincia === '') {
          enqueue.assign({ poblacionesDe: '', poblaciones: { estado: 'inactiva', datos: [] } });
          return;
        }
        enqueue.assign({
          poblacionesDe: provincia,
          poblaciones: { estado: 'cargando', datos: [] },
        });
        enqueue.spawnChild('cargarPoblaciones', { id: 'cargarPoblaciones', input: { provincia } });
      }),
      cargarProvincias: enqueueActions(({ enqueue }) => {
        enqueue.assign({ provincias: { estado: 'cargando', datos: [] } });
        enqueue.spawnChild('cargarProvincias', { id: 'cargarProvincias' });
      }),
    },
  })
  .createMachine({
    id: 'editarPaciente',
    context: ({ input }) => {
      const original = datosDeFicha(input.ficha, []);
      return {
        ficha: input.ficha,
        hoy: input.hoy ?? hoyEnLaClinica(),
        original,
        datos: original,
        seccion: undefined,
        errores: {},
        erroresServidor: {},
        error: undefined,
        aviso: undefined,
        provincias: { estado: 'inactiva', datos: [] },
        poblaciones: { estado: 'inactiva', datos: [] },
        poblacionesDe: undefined,
      };
    },
    entry: 'cargarProvincias',
    on: {
      'xstate.done.actor.cargarProvincias': {
        actions: [
          {
            type: 'provinciasCargadas',
            params: ({ event }: { event: { output: LugarIne[] } }) => event.output,
          },
          'sincronizarPoblaciones',
        ],
      },
      'xstate.error.actor.cargarProvincias': { actions: 'provinciasFallidas' },
      ...lugares('cargarPoblaciones', 'poblacionesCargadas', 'poblacionesFallidas'),
      REINTENTAR_PROVINCIAS: { guard: 'provinciasConError', actions: 'cargarProvincias' },
      REINTENTAR_POBLACIONES: {
        guard: 'poblacionesConError',
        actions: ['olvidarPoblaciones', 'sincronizarPoblaciones'],
      },
    },
    initial: 'viendo',
    states: {
      viendo: {
        on: {
          CAMBIAR: {
            target: 'formulario',
            actions: [
              { type: 'abrir', params: ({ event }) => event.seccion },
              'sincronizarPoblaciones',
            ],
          },
        },
      },
      formulario: {
        initial: 'editando',
        states: {
          editando: {
            on: {
              EDITAR: {
                actions: [
                  { type: 'editar', params: ({ event }) => event.datos },
                  'sincronizarPoblaciones',
                ],
              },
            },
          },
          invalido: {
            on: {
              EDITAR: {
                actions: [
                  { type: 'editar', params: ({ event }) => event.datos },
                  'sincronizarPoblaciones',
                  'revalidar',
                ],
              },
            },
          },
        },
        on: {
          ENVIAR: [
            { guard: 'sinCambios', target: 'viendo', actions: 'avisarSinCambios' },
            { guard: 'formularioCompleto', target: 'enviando', actions: 'limpiarErrores' },
            { target: '.invalido', actions: 'marcarErrores' },
          ],
          CANCELAR: { target: 'viendo', actions: 'cancelar' },
        },
      },
      enviando: {
        invoke: {
          id: 'guardarPaciente',
          src: 'guardarPaciente',
          input: ({ context }): EnvioEditarPaciente => ({
            id: context.ficha.id,
            cambio: cambiosDelPaciente(context.original, context.datos, context.provincias.datos),
          }),
          onDone: {
            target: 'viendo',
            actions: { type: 'guardada', params: ({ event }) => event.output },
          },
          onError: [
            { guard: { type: 'noExiste', params: conError }, target: 'noEncontrado' },
            {
              guard: { type: 'rechazoEnCampo', params: conError },
              target: 'formulario.invalido',
              actions: { type: 'erroresDelServidor', params: conError },
            },
            { target: 'formulario', actions: { type: 'fallida', params: conError } },
          ],
        },
      },
      /** El paciente ya no existe (404 al guardar). */
      noEncontrado: { type: 'final' },
    },
  });

const DATOS_VACIOS: Record<CampoPaciente, true> = {
  nombre: true,
  primer_apellido: true,
  segundo_apellido: true,
  fecha_nacimiento: true,
  telefono: true,
  email: true,
  tipo_documento: true,
  documento: true,
  tutor_nombre: true,
  tutor_tipo_documento: true,
  tutor_documento: true,
  tutor_telefono: true,
  tutor_relacion: true,
  sexo: true,
  provincia: true,
  poblacion: true,
  cp: true,
  direccion: true,
  numero: true,
  piso: true,
  puerta: true,
  escalera: true,
};
