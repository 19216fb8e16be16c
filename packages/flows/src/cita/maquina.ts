/**
 * El paso 'Asignar datos' de crear y modificar cita en la máquina: los profesionales del tipo de
 * la cita (radiólogos o médicos), los huecos libres del elegido el día elegido, lo que cambia al
 * editar y el 409 de un hueco ocupado. Cada máquina lo añade con `.extend(datosDeCita(…))`, sus
 * actores con `...ACTORES_DE_CITA` y sus respuestas con `on: { ...RESPUESTAS_DE_CITA }`.
 */
import { assign, type EventObject, enqueueActions, fromPromise } from 'xstate';
import { estadoDelFallo, mensajeDeFallo } from '../errores/fallos';
import type { Carga, ConsultaHuecos, DatosCita, Profesional, TipoProfesional } from '../tipos';
import { sinErrores } from '../validacion/formularios';
import { respuestasDeCarga } from '../wizard/cargas';
import type { ContextoAsistente } from '../wizard/machine';
import {
  consultaDeHuecos,
  editarDatosCita,
  erroresDatosCita,
  erroresDelHuecoRechazado,
  MENSAJE_ERROR_HUECOS,
  MENSAJE_HUECO_OCUPADO,
} from './datosCita';
import { TEXTOS_PROFESIONAL } from './profesional';

export interface ContextoDeCita extends ContextoAsistente {
  hoy: string;
  /** Con quién es la cita: en crear cita, un radiólogo; en modificar, el tipo que ya tiene. */
  profesional: TipoProfesional;
  datos: DatosCita;
  /** Los radiólogos o los médicos, según `profesional`. */
  profesionales: Carga<Profesional>;
  /** Horas libres del profesional elegido el día elegido. */
  huecos: Carga<string>;
}

export type EventoDeCita = { type: 'REINTENTAR_PROFESIONALES' } | { type: 'REINTENTAR_HUECOS' };

type FalloEvento = { event: { error: unknown } };
const delFallo = ({ event }: FalloEvento) => event.error;

/** Al guardar, un hueco ocupado entretanto: a elegir otra hora, con los huecos al día. */
export const HUECO_OCUPADO_AL_GUARDAR = {
  guard: { type: 'falloDelHueco', params: delFallo },
  target: 'asignarDatos.invalido',
  actions: [{ type: 'huecoRechazado', params: delFallo }, 'cargarHuecos'],
} as const;

/** Al guardar, cualquier otro fallo: de vuelta a `paso`, con el mensaje arriba. */
export function guardadoFallidoEn<P extends string>(paso: P) {
  return { target: paso, actions: { type: 'guardadoFallido', params: delFallo } } as const;
}

/** Lo que una máquina con 'Asignar datos' pone en su contexto al empezar. */
export const CARGAS_DE_CITA = {
  profesionales: { estado: 'inactiva', datos: [] },
  huecos: { estado: 'inactiva', datos: [] },
} as const satisfies Pick<ContextoDeCita, 'profesionales' | 'huecos'>;

/** Los actores de 'Asignar datos', que el llamador proporciona (`actoresDeCita(client)`). */
export const ACTORES_DE_CITA = {
  /** GET /api/usuarios/mostrarRadiologos o mostrarMedicos, según el tipo pedido. */
  cargarProfesionales: fromPromise<Profesional[], TipoProfesional>(async () => {
    throw new Error('Proporciona el actor cargarProfesionales.');
  }),
  /** GET /api/citas/huecosLibres?fecha=…&id_radiologo=… (o &id_medico=…). */
  cargarHuecosLibres: fromPromise<string[], ConsultaHuecos>(async () => {
    throw new Error('Proporciona el actor cargarHuecosLibres.');
  }),
};

/** Las respuestas de los actores de 'Asignar datos' y sus reintentos, en cualquier paso. */
export const RESPUESTAS_DE_CITA = {
  ...respuestasDeCarga<Profesional[]>()(
    'cargarProfesionales',
    'profesionalesCargados',
    'profesionalesFallidos',
  ),
  ...respuestasDeCarga<string[]>()('cargarHuecosLibres', 'huecosCargados', 'huecosFallidos'),
  REINTENTAR_PROFESIONALES: { guard: 'profesionalesConError', actions: 'cargarProfesionales' },
  REINTENTAR_HUECOS: { guard: 'huecosConError', actions: 'cargarHuecos' },
} as const;

export function erroresDeLaCita(contexto: ContextoDeCita) {
  return erroresDatosCita(contexto.datos, contexto.hoy, contexto.huecos, contexto.profesional);
}

function consultaDe(contexto: ContextoDeCita) {
  return consultaDeHuecos(contexto.datos, contexto.hoy, contexto.profesional);
}

/**
 * Guardas y acciones de 'Asignar datos' para `.extend(…)`. `ajustarHuecos` deja a modificar cita
 * contar como libre la hora de la propia cita.
 */
export function datosDeCita<C extends ContextoDeCita, E extends EventObject>(
  ajustarHuecos: (contexto: C, huecos: string[]) => string[] = (_, huecos) => huecos,
) {
  // `Partial<C>`: lo que se asigna son campos de ContextoDeCita, que C contiene.
  const asignar = <P>(cambios: (contexto: C, params: P) => Partial<ContextoDeCita>) =>
    assign<C, E, P, E, never>(({ context }, params) => cambios(context, params) as Partial<C>);
  // Pedir los huecos de la consulta de ahora (día y profesional), o vaciarlos si aún falta algo.
  const pedirHuecos = enqueueActions<C, E, boolean, E, never, never, never, never, never>(
    ({ context, enqueue }, siFalta) => {
      const consulta = consultaDe(context);
      if (!consulta && !siFalta) return;
      enqueue.stopChild('cargarHuecosLibres');
      if (!consulta) {
        enqueue.assign({ huecos: { estado: 'inactiva', datos: [] } } as unknown as Partial<C>);
        return;
      }
      enqueue.assign({ huecos: { estado: 'cargando', datos: [] } } as unknown as Partial<C>);
      enqueue.spawnChild(
        'cargarHuecosLibres' as never,
        {
          id: 'cargarHuecosLibres',
          input: consulta,
        } as never,
      );
    },
  );
  return {
    guards: {
      datosValidos: ({ context }: { context: C }) => sinErrores(erroresDeLaCita(context)),
      profesionalesConError: ({ context }: { context: C }) =>
        context.profesionales.estado === 'error',
      huecosConError: ({ context }: { context: C }) =>
        context.huecos.estado === 'error' && consultaDe(context) !== undefined,
    },
    actions: {
      /**
       * Aplica lo escrito. Cambiar el día o el profesional deja la hora en blanco (la elegida
       * puede no estar libre) y pide los huecos de la nueva consulta.
       */
      editarDatosCita: enqueueActions<
        C,
        E,
        Partial<DatosCita>,
        E,
        never,
        never,
        never,
        never,
        never
      >(({ context, enqueue }, cambios) => {
        const { datos, cambiaConsulta } = editarDatosCita(context.datos, cambios);
        enqueue.assign({ datos } as unknown as Partial<C>);
        if (cambiaConsulta) enqueue({ type: 'pedirHuecos', params: true } as never);
      }),
      pedirHuecos,
      /** Vuelve a pedir los huecos de la consulta de ahora (un reintento, un 409). */
      cargarHuecos: enqueueActions<C, E, undefined, E, never, never, never, never, never>(
        ({ enqueue }) => enqueue({ type: 'pedirHuecos', params: false } as never),
      ),
      /**
       * La lista de profesionales del tipo de la cita se pide una vez, al llegar a 'Asignar
       * datos', o al reintentar.
       */
      cargarProfesionales: enqueueActions<C, E, undefined, E, never, never, never, never, never>(
        ({ context, enqueue }) => {
          const { estado } = context.profesionales;
          if (estado === 'lista' || estado === 'cargando') return;
          enqueue.assign({
            profesionales: { estado: 'cargando', datos: [] },
          } as unknown as Partial<C>);
          enqueue.spawnChild(
            'cargarProfesionales' as never,
            { id: 'cargarProfesionales', input: context.profesional } as never,
          );
        },
      ),
      profesionalesCargados: asignar((_, datos: Profesional[]) => ({
        profesionales: { estado: 'lista', datos },
      })),
      profesionalesFallidos: asignar((contexto) => ({
        profesionales: {
          estado: 'error',
          datos: [],
          error: TEXTOS_PROFESIONAL[contexto.profesional].errorAlCargar,
        },
      })),
      huecosCargados: asignar((contexto, datos: string[]) => ({
        huecos: { estado: 'lista', datos: ajustarHuecos(contexto, datos) },
      })),
      huecosFallidos: asignar(() => ({
        huecos: { estado: 'error', datos: [], error: MENSAJE_ERROR_HUECOS },
      })),
      /**
       * El servidor rechazó el hueco (un 409: se ocupó entretanto) o la fecha, la hora o el
       * profesional: a elegir otra hora, con sus mensajes; Continuar vuelve al resumen.
       */
      huecoRechazado: asignar((contexto, error: unknown) => ({
        error: mensajeDeFallo(error),
        errores:
          erroresDelHuecoRechazado(error) ??
          (estadoDelFallo(error) === 409 ? { hora: MENSAJE_HUECO_OCUPADO } : {}),
        datos: { ...contexto.datos, hora: '' },
        volverAResumen: true,
      })),
      /** Un fallo al guardar que no es de ningún campo: se explica arriba del paso. */
      guardadoFallido: asignar((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
    },
  };
}
