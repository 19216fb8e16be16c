/**
 * El paso 'Asignar datos' de crear y modificar cita en la máquina: los profesionales del tipo de
 * la cita (radiólogos o médicos), los huecos libres del elegido el día elegido, lo que cambia al
 * editar y el 409 de un hueco ocupado. Cada máquina añade sus guardas y acciones (`datosDeCita(…)`) a su `setup`, sus
 * actores con `...ACTORES_DE_CITA` y sus respuestas con `on: { ...RESPUESTAS_DE_CITA }`.
 */
import type { DiaCerrado } from '@clinica/api-client';
import { sumarDias } from '@clinica/api-client/reglas';
import { assign, type EventObject, enqueueActions, fromPromise } from 'xstate';
import { estadoDelFallo, mensajeDeFallo } from '../errores/fallos';
import type {
  Carga,
  ConsultaDiasCerrados,
  ConsultaHuecos,
  ConsultaPrimerHueco,
  DatosCita,
  PrimerHueco,
  Profesional,
  TipoProfesional,
} from '../tipos';
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
  /** Con quién es la cita: en crear cita, el del tipo elegido; en modificar, el que ya tiene. */
  profesional: TipoProfesional;
  datos: DatosCita;
  /** Los radiólogos o los médicos, según `profesional`. */
  profesionales: Carga<Profesional>;
  /** Horas libres del profesional elegido el día elegido. */
  huecos: Carga<string>;
  /**
   * Los días sin huecos de la clínica (y del profesional elegido) el año que viene, que el
   * calendario no deja elegir (docs/decisiones.md (49)). Falta en una instantánea guardada antes.
   */
  diasCerrados?: Carga<DiaCerrado>;
  /**
   * 'Primer hueco libre': buscándolo, sin ninguno en lo que se mira, o con un fallo; sin él, nada
   * pendiente (también en una instantánea guardada antes).
   */
  primerHueco?: 'buscando' | 'ninguno' | 'error';
}

/** Cuántos días por delante se piden cerrados: el servidor da como mucho 400. */
const DIAS_POR_DELANTE = 365;

/** Los días cerrados que importan ahora: de hoy a un año, del profesional elegido si lo hay. */
function consultaDeDiasCerrados(contexto: ContextoDeCita): ConsultaDiasCerrados {
  return {
    desde: contexto.hoy,
    hasta: sumarDias(contexto.hoy, DIAS_POR_DELANTE),
    profesional: contexto.profesional,
    idProfesional: contexto.datos.idProfesional,
  };
}

export type EventoDeCita =
  | { type: 'REINTENTAR_PROFESIONALES' }
  | { type: 'REINTENTAR_HUECOS' }
  | { type: 'PRIMER_HUECO' };

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
  diasCerrados: { estado: 'inactiva', datos: [] },
} as const satisfies Pick<ContextoDeCita, 'profesionales' | 'huecos' | 'diasCerrados'>;

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
  /** GET /api/agenda/diasCerrados?desde=…&hasta=…(&id_radiologo=… o &id_medico=…). */
  cargarDiasCerrados: fromPromise<DiaCerrado[], ConsultaDiasCerrados>(async () => {
    throw new Error('Proporciona el actor cargarDiasCerrados.');
  }),
  /** GET /api/citas/huecosLibres?desde=…&hasta=…: el primer día con horas libres del profesional. */
  buscarPrimerHueco: fromPromise<PrimerHueco, ConsultaPrimerHueco>(async () => {
    throw new Error('Proporciona el actor buscarPrimerHueco.');
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
  ...respuestasDeCarga<string[]>()(
    'cargarDiasCerrados',
    'diasCerradosCargados',
    'diasCerradosFallidos',
  ),
  ...respuestasDeCarga<PrimerHueco>()(
    'buscarPrimerHueco',
    'primerHuecoEncontrado',
    'primerHuecoFallido',
  ),
  REINTENTAR_PROFESIONALES: { guard: 'profesionalesConError', actions: 'cargarProfesionales' },
  REINTENTAR_HUECOS: { guard: 'huecosConError', actions: 'cargarHuecos' },
  PRIMER_HUECO: { guard: 'hayProfesional', actions: 'buscarPrimerHueco' },
} as const;

export function erroresDeLaCita(contexto: ContextoDeCita) {
  return erroresDatosCita(
    contexto.datos,
    contexto.hoy,
    contexto.huecos,
    contexto.profesional,
    contexto.diasCerrados?.datos,
  );
}

function consultaDe(contexto: ContextoDeCita) {
  return consultaDeHuecos(contexto.datos, contexto.hoy, contexto.profesional);
}

/** Los actores que las acciones de 'Asignar datos' arrancan, con el id con que los arrancan. */
type ActoresDeCita = {
  [Id in keyof typeof ACTORES_DE_CITA]: {
    src: Id;
    logic: (typeof ACTORES_DE_CITA)[Id];
    id: Id;
  };
}[keyof typeof ACTORES_DE_CITA];

/**
 * Lo que las acciones de 'Asignar datos' encolan: el `enqueue` de `enqueueActions`, el suyo o el
 * de la acción `editar` de una máquina con más campos (crear cita y su DNI).
 */
interface EncoladorDeCita<C> {
  assign(asignacion: (args: { context: C }) => Partial<C>): void;
  stopChild(
    id: 'cargarHuecosLibres' | 'cargarDiasCerrados' | 'cargarProfesionales' | 'buscarPrimerHueco',
  ): void;
  spawnChild(
    src: 'cargarProfesionales',
    opciones: { id: 'cargarProfesionales'; input: TipoProfesional },
  ): void;
  spawnChild(
    src: 'cargarHuecosLibres',
    opciones: { id: 'cargarHuecosLibres'; input: ConsultaHuecos },
  ): void;
  spawnChild(
    src: 'cargarDiasCerrados',
    opciones: { id: 'cargarDiasCerrados'; input: ConsultaDiasCerrados },
  ): void;
  spawnChild(
    src: 'buscarPrimerHueco',
    opciones: { id: 'buscarPrimerHueco'; input: ConsultaPrimerHueco },
  ): void;
}

/**
 * Guardas y acciones de 'Asignar datos' para `setup(…)`. `ajustarHuecos` deja a modificar cita
 * contar como libre la hora de la propia cita.
 */
export function datosDeCita<C extends ContextoDeCita, E extends EventObject>(
  ajustarHuecos: (contexto: C, huecos: string[]) => string[] = (_, huecos) => huecos,
) {
  /**
   * Un cambio de los campos de la cita: el contexto entero con el cambio encima, que es un `C`
   * (y así un `Partial<C>` para `assign`) sea cual sea la máquina.
   */
  const con = (context: C, cambios: Partial<ContextoDeCita>) => ({ ...context, ...cambios });
  const asignar = <P>(cambios: (contexto: C, params: P) => Partial<ContextoDeCita>) =>
    assign<C, E, P, E, never>(({ context }, params) => con(context, cambios(context, params)));
  const encolar = <P>(
    acciones: Parameters<
      typeof enqueueActions<C, E, P, E, ActoresDeCita, never, never, never, never>
    >[0],
  ) => enqueueActions<C, E, P, E, ActoresDeCita, never, never, never, never>(acciones);

  /** Pide los huecos de la consulta de ahora (día y profesional), o los vacía si aún falta algo. */
  function pedirHuecos(context: C, enqueue: EncoladorDeCita<C>, siFalta: boolean) {
    const consulta = consultaDe(context);
    if (!consulta && !siFalta) return;
    enqueue.stopChild('cargarHuecosLibres');
    if (!consulta) {
      enqueue.assign(({ context }) => con(context, { huecos: { estado: 'inactiva', datos: [] } }));
      return;
    }
    enqueue.assign(({ context }) => con(context, { huecos: { estado: 'cargando', datos: [] } }));
    enqueue.spawnChild('cargarHuecosLibres', { id: 'cargarHuecosLibres', input: consulta });
  }

  /** Pide los días cerrados de la clínica y, si ya hay uno elegido, del profesional. */
  function pedirDiasCerrados(context: C, enqueue: EncoladorDeCita<C>) {
    enqueue.stopChild('cargarDiasCerrados');
    enqueue.assign(({ context }) =>
      con(context, { diasCerrados: { estado: 'cargando', datos: [] } }),
    );
    enqueue.spawnChild('cargarDiasCerrados', {
      id: 'cargarDiasCerrados',
      input: consultaDeDiasCerrados(context),
    });
  }

  /** Pide la lista de profesionales del tipo de la cita. */
  function pedirProfesionales(context: C, enqueue: EncoladorDeCita<C>) {
    enqueue.assign(({ context }) =>
      con(context, { profesionales: { estado: 'cargando', datos: [] } }),
    );
    enqueue.spawnChild('cargarProfesionales', {
      id: 'cargarProfesionales',
      input: context.profesional,
    });
  }

  /**
   * Otro tipo de cita (crear cita): el profesional y la hora se vacían y la hora espera a que se
   * elija otro; si el tipo es de otro profesional (un médico en vez de un radiólogo), se piden los
   * de ese tipo. Devuelve el contexto con el cambio, para lo que se aplique después.
   */
  function cambiarDeProfesional(
    context: C,
    enqueue: EncoladorDeCita<C>,
    profesional: TipoProfesional,
  ): C {
    const datos: DatosCita = { ...context.datos, idProfesional: null, hora: '' };
    const cambio: Partial<ContextoDeCita> = {
      profesional,
      datos,
      huecos: { estado: 'inactiva', datos: [] },
    };
    const nuevo = con(context, cambio);
    enqueue.stopChild('cargarHuecosLibres');
    enqueue.assign(({ context }) => con(context, cambio));
    // Sin profesional, los días cerrados vuelven a ser solo los de la clínica.
    if (context.datos.idProfesional !== null) pedirDiasCerrados(nuevo, enqueue);
    if (profesional !== context.profesional) {
      enqueue.stopChild('cargarProfesionales');
      pedirProfesionales(nuevo, enqueue);
    }
    return nuevo;
  }

  /** Aplica lo escrito en la cita; para la acción `editar` de una máquina con más campos. */
  function editarCita(context: C, enqueue: EncoladorDeCita<C>, cambios: Partial<DatosCita>) {
    const { datos, cambiaConsulta } = editarDatosCita(context.datos, cambios);
    enqueue.assign(({ context }) => con(context, { datos }));
    // Otro profesional: sus días cerrados (los de la clínica, sin ninguno).
    if (datos.idProfesional !== context.datos.idProfesional) {
      pedirDiasCerrados(con(context, { datos }), enqueue);
    }
    // Los huecos de la consulta nueva: la de los datos recién escritos.
    if (cambiaConsulta) pedirHuecos(con(context, { datos }), enqueue, true);
  }

  return {
    editarCita,
    cambiarDeProfesional,
    guards: {
      datosValidos: ({ context }: { context: C }) => sinErrores(erroresDeLaCita(context)),
      profesionalesConError: ({ context }: { context: C }) =>
        context.profesionales.estado === 'error',
      hayProfesional: ({ context }: { context: C }) => context.datos.idProfesional !== null,
      huecosConError: ({ context }: { context: C }) =>
        context.huecos.estado === 'error' && consultaDe(context) !== undefined,
    },
    actions: {
      /**
       * Aplica lo escrito. Cambiar el día o el profesional deja la hora en blanco (la elegida
       * puede no estar libre) y pide los huecos de la nueva consulta.
       */
      editarDatosCita: encolar<Partial<DatosCita> | undefined>(({ context, enqueue }, cambios) =>
        editarCita(context, enqueue, cambios ?? {}),
      ),
      /** Vuelve a pedir los huecos de la consulta de ahora (un reintento, un 409). */
      cargarHuecos: encolar<undefined>(({ context, enqueue }) =>
        pedirHuecos(context, enqueue, false),
      ),
      /**
       * La lista de profesionales del tipo de la cita se pide una vez, al llegar a 'Asignar
       * datos', o al reintentar.
       */
      cargarProfesionales: encolar<undefined>(({ context, enqueue }) => {
        // Los días cerrados, una vez al llegar (o tras un fallo), con el profesional que haya.
        const cerrados = context.diasCerrados?.estado;
        if (cerrados !== 'lista' && cerrados !== 'cargando') pedirDiasCerrados(context, enqueue);
        const { estado } = context.profesionales;
        if (estado === 'lista' || estado === 'cargando') return;
        pedirProfesionales(context, enqueue);
      }),
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
      diasCerradosCargados: asignar((_, datos: DiaCerrado[]) => ({
        diasCerrados: { estado: 'lista', datos },
      })),
      /**
       * Sin los días cerrados el calendario solo marca los fines de semana: el servidor sigue
       * sin dar huecos esos días, así que no se avisa de nada.
       */
      diasCerradosFallidos: asignar(() => ({ diasCerrados: { estado: 'error', datos: [] } })),
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
      /**
       * 'Primer hueco libre' del profesional elegido, desde hoy: lo que se estuviera pidiendo
       * de horas se deja, porque el día y la hora van a cambiar.
       */
      buscarPrimerHueco: encolar<undefined>(({ context, enqueue }) => {
        const idProfesional = context.datos.idProfesional;
        if (idProfesional === null) return;
        enqueue.stopChild('buscarPrimerHueco');
        enqueue.assign(({ context }) => con(context, { primerHueco: 'buscando' }));
        enqueue.spawnChild('buscarPrimerHueco', {
          id: 'buscarPrimerHueco',
          input: { desde: context.hoy, profesional: context.profesional, idProfesional },
        });
      }),
      /**
       * Encontrado: ese día, su primera hora y sus horas libres ya a la vista (sin otra
       * petición); los errores de la fecha y la hora, resueltos. Ninguno: se dice.
       */
      primerHuecoEncontrado: encolar<PrimerHueco>(({ context, enqueue }, hueco) => {
        if (!hueco) {
          enqueue.assign(({ context }) => con(context, { primerHueco: 'ninguno' }));
          return;
        }
        const huecos = ajustarHuecos(
          con(context, { datos: { ...context.datos, fecha: hueco.fecha } }) as C,
          hueco.huecos,
        );
        const { fecha: _f, hora: _h, ...otros } = context.errores;
        enqueue.stopChild('cargarHuecosLibres');
        enqueue.assign(({ context }) =>
          con(context, {
            primerHueco: undefined,
            datos: { ...context.datos, fecha: hueco.fecha, hora: huecos[0] ?? '' },
            huecos: { estado: 'lista', datos: huecos },
            errores: otros,
          }),
        );
      }),
      primerHuecoFallido: asignar(() => ({ primerHueco: 'error' })),
      /** Un fallo al guardar que no es de ningún campo: se explica arriba del paso. */
      guardadoFallido: asignar((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
    },
  };
}
