import { and, assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import { comoFallo, erroresDeCampos, mensajeDeFallo } from '../errores/fallos';
import type {
  Carga,
  ComprobacionContrasena,
  DatosContrasena,
  DatosPaciente,
  Errores,
  LugarIne,
  NuevoPaciente,
  PacienteCreado,
  ProblemaContrasena,
} from '../tipos';
import { normalizarDni } from '../validacion/dni';
import { normalizarEmail } from '../validacion/email';
import { hoyEnLaClinica } from '../validacion/fecha';
import {
  sinErrores,
  validarAsignarContrasena,
  validarInformacionPaciente,
} from '../validacion/formularios';
import { respuestasDeCarga } from '../wizard/cargas';
import type { ConClave } from '../wizard/idempotencia';
import {
  CONTEXTO_ASISTENTE,
  type ContextoAsistente,
  ETIQUETA_ESPERANDO,
  type EventoNavegacion,
  navegacion,
} from '../wizard/machine';
import { ASISTENTE_CREAR_PACIENTE, type PasoCrearPaciente } from './steps';

export type { PasoCrearPaciente };

type CampoInformacion = keyof DatosPaciente;
type CampoContrasena = keyof DatosContrasena;
type Campo = CampoInformacion | CampoContrasena;

const CAMPOS_INFORMACION: readonly CampoInformacion[] = [
  'nombre',
  'primer_apellido',
  'segundo_apellido',
  'fecha_nacimiento',
  'telefono',
  'email',
  'dni',
  'sexo',
  'provincia',
  'poblacion',
  'cp',
  'direccion',
  'numero',
  'piso',
  'puerta',
  'escalera',
];
const CAMPOS_CONTRASENA: readonly CampoContrasena[] = ['password', 'repetirPassword'];

export const MENSAJE_ERROR_PROVINCIAS =
  'No se han podido cargar las provincias. Inténtalo de nuevo.';
export const MENSAJE_ERROR_POBLACIONES =
  'No se han podido cargar las poblaciones. Inténtalo de nuevo.';
export const MENSAJE_CONTRASENA_OLVIDADA =
  'Por seguridad, la contraseña no se guarda al recargar la página. Vuelve a escribirla.';

export interface ContextoCrearPaciente extends ContextoAsistente {
  /** 'AAAA-MM-DD' de la clínica, para la fecha de nacimiento. */
  hoy: string;
  datos: DatosPaciente;
  /**
   * Puede faltar entera: no se guarda en sessionStorage (wizard/persistencia.ts quita todo campo que
   * hable de contraseñas), así que tras una recarga hay que volver a escribirla.
   */
  contrasena?: Partial<DatosContrasena>;
  errores: Errores<Campo>;
  /** Lo que el servidor rechazó (DNI o correo ya registrados…) hasta que se cambie ese campo. */
  erroresServidor: Errores<Campo>;
  provincias: Carga<LugarIne>;
  /** Las poblaciones de la provincia elegida. */
  poblaciones: Carga<LugarIne>;
  paciente: PacienteCreado | undefined;
}

export type EventoCrearPaciente =
  | EventoNavegacion<PasoCrearPaciente>
  | { type: 'EDITAR'; datos: Partial<DatosPaciente & DatosContrasena> }
  | { type: 'REINTENTAR_PROVINCIAS' }
  | { type: 'REINTENTAR_POBLACIONES' };

export const DATOS_PACIENTE_VACIOS: DatosPaciente = {
  nombre: '',
  primer_apellido: '',
  segundo_apellido: '',
  fecha_nacimiento: '',
  telefono: '',
  email: '',
  dni: '',
  sexo: '',
  provincia: '',
  poblacion: '',
  cp: '',
  direccion: '',
  numero: '',
  piso: '',
  puerta: '',
  escalera: '',
};

function contrasenaCompleta(contexto: ContextoCrearPaciente): DatosContrasena {
  return {
    password: contexto.contrasena?.password ?? '',
    repetirPassword: contexto.contrasena?.repetirPassword ?? '',
  };
}

function soloDe<C extends string>(errores: Errores<Campo>, campos: readonly C[]): Errores<C> {
  return Object.fromEntries(
    Object.entries(errores).filter(([campo]) => (campos as readonly string[]).includes(campo)),
  ) as Errores<C>;
}

/** Los errores del paso 'Información paciente': los locales mandan sobre los del servidor. */
export function erroresInformacion(contexto: ContextoCrearPaciente): Errores<CampoInformacion> {
  return {
    ...soloDe(contexto.erroresServidor, CAMPOS_INFORMACION),
    ...validarInformacionPaciente(contexto.datos, { hoy: contexto.hoy }),
  };
}

export function erroresContrasena(contexto: ContextoCrearPaciente): Errores<CampoContrasena> {
  return {
    ...soloDe(contexto.erroresServidor, CAMPOS_CONTRASENA),
    ...validarAsignarContrasena(contrasenaCompleta(contexto), {
      email: contexto.datos.email,
      nombre: contexto.datos.nombre,
      apellidos: [contexto.datos.primer_apellido, contexto.datos.segundo_apellido],
      dni: contexto.datos.dni,
    }),
  };
}

function nombreDe(lista: readonly LugarIne[], codigo: string): string {
  return lista.find((lugar) => lugar.codigo === codigo)?.nombre ?? codigo;
}

/** El cuerpo de crearUsuarioPaciente: recortado, normalizado y sin opcionales vacíos. */
export function nuevoPacienteDe(contexto: ContextoCrearPaciente): NuevoPaciente {
  const d = contexto.datos;
  const opcional = (valor: string) => (valor.trim() === '' ? undefined : valor.trim());
  const paciente: NuevoPaciente = {
    nombre: d.nombre.trim(),
    primer_apellido: d.primer_apellido.trim(),
    fecha_nacimiento: d.fecha_nacimiento,
    telefono: d.telefono.trim(),
    email: normalizarEmail(d.email),
    password: contrasenaCompleta(contexto).password,
    dni: normalizarDni(d.dni),
    sexo: d.sexo === '' ? 'Mujer' : d.sexo,
    provincia: nombreDe(contexto.provincias.datos, d.provincia),
    poblacion: d.poblacion.trim(),
    cp: d.cp.trim(),
    direccion: d.direccion.trim(),
    numero: d.numero.trim(),
  };
  for (const campo of ['segundo_apellido', 'piso', 'puerta', 'escalera'] as const) {
    const valor = opcional(d[campo]);
    if (valor !== undefined) paciente[campo] = valor;
  }
  return paciente;
}

/** Lo que se pregunta al servidor en 'Asignar contraseña': la contraseña y los datos del paciente. */
export function comprobacionDe(contexto: ContextoCrearPaciente): ComprobacionContrasena {
  const d = contexto.datos;
  return {
    password: contrasenaCompleta(contexto).password,
    propia: false,
    email: normalizarEmail(d.email),
    nombre: d.nombre.trim(),
    apellidos: [d.primer_apellido.trim(), d.segundo_apellido.trim()].filter(Boolean),
    dni: normalizarDni(d.dni),
  };
}

/** El paso al que pertenece el primer campo que el servidor rechazó, si alguno. */
export function pasoDelFallo(
  error: unknown,
): 'informacionPaciente' | 'asignarContrasena' | undefined {
  if (!comoFallo(error)?.errores) return undefined;
  if (!sinErrores(erroresDeCampos(error, CAMPOS_INFORMACION))) return 'informacionPaciente';
  if (!sinErrores(erroresDeCampos(error, CAMPOS_CONTRASENA))) return 'asignarContrasena';
  return undefined;
}

const lugares = respuestasDeCarga<LugarIne[]>();

const nav = navegacion<ContextoCrearPaciente, EventoCrearPaciente, PasoCrearPaciente>(
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

const maquina = setup({
  types: {
    context: {} as ContextoCrearPaciente,
    events: {} as EventoCrearPaciente,
    input: {} as { hoy?: string } | undefined,
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
    crearPaciente: fromPromise<PacienteCreado, NuevoPaciente & ConClave>(async () => {
      throw new Error('crearPacienteMachine: proporciona el actor crearPaciente.');
    }),
  },
  guards: {
    provinciasConError: ({ context }) => context.provincias.estado === 'error',
    poblacionesConError: ({ context }) =>
      context.poblaciones.estado === 'error' && context.datos.provincia !== '',
    falloEn: (_, { error, paso }: { error: unknown; paso: PasoCrearPaciente }) =>
      pasoDelFallo(error) === paso,
  },
  actions: {
    /**
     * Escribir en el formulario. Cambiar de provincia vacía la población y pide las poblaciones
     * de la nueva; lo que el servidor rechazó deja de mostrarse en cuanto se cambia ese campo.
     */
    editar: enqueueActions(
      ({ context, enqueue }, cambios: Partial<DatosPaciente & DatosContrasena>) => {
        const { password, repetirPassword, ...datos } = cambios;
        const provinciaNueva =
          datos.provincia !== undefined && datos.provincia !== context.datos.provincia
            ? datos.provincia
            : undefined;
        const erroresServidor = { ...context.erroresServidor };
        for (const campo of Object.keys(cambios)) delete erroresServidor[campo as Campo];
        enqueue.assign({
          datos: {
            ...context.datos,
            ...datos,
            ...(provinciaNueva !== undefined ? { poblacion: datos.poblacion ?? '' } : {}),
          },
          contrasena: {
            ...context.contrasena,
            ...(password !== undefined ? { password } : {}),
            ...(repetirPassword !== undefined ? { repetirPassword } : {}),
          },
          erroresServidor,
        });
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
      const erroresServidor = {
        ...erroresDeCampos(error, CAMPOS_INFORMACION),
        ...erroresDeCampos(error, CAMPOS_CONTRASENA),
      };
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
}).extend({ guards: nav.guards, actions: nav.actions });

type SalidaComprobacion = { event: { output: ProblemaContrasena[] } };

/**
 * 'Asignar contraseña': Continuar pregunta al servidor antes de seguir. La lista de las
 * contraseñas más usadas vive allí, así que una común se rechaza en este paso, junto al campo, y
 * no al final tras 'Crear paciente'. Sin respuesta el paso no se bloquea: el servidor la vuelve a
 * comprobar al crear el paciente.
 */
const comprobando = maquina.createStateConfig({
  tags: [ETIQUETA_ESPERANDO],
  invoke: {
    id: 'comprobarContrasena',
    src: 'comprobarContrasena',
    input: ({ context }) => comprobacionDe(context),
    onDone: [
      {
        guard: ({ event }: SalidaComprobacion) => event.output.length > 0,
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
});

export const crearPacienteMachine = maquina.createMachine({
  id: 'crearPaciente',
  context: ({ input }) => ({
    ...CONTEXTO_ASISTENTE,
    hoy: input?.hoy ?? hoyEnLaClinica(),
    datos: DATOS_PACIENTE_VACIOS,
    contrasena: {},
    erroresServidor: {},
    provincias: { estado: 'inactiva', datos: [] },
    poblaciones: { estado: 'inactiva', datos: [] },
    paciente: undefined,
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
    informacionPaciente: nav.pasoEditable('informacionPaciente'),
    asignarContrasena: nav.pasoEditable('asignarContrasena', {
      alContinuar: '.comprobando',
      estados: { comprobando },
    }),
    resumen: nav.pasoFinal({
      // Tras una recarga la contraseña ya no está (wizard/persistencia.ts): se pide otra vez.
      siFalta: [
        {
          guard: and([
            { type: 'pasoHecho', params: 'informacionPaciente' },
            not({ type: 'pasoHecho', params: 'asignarContrasena' }),
          ]),
          target: 'asignarContrasena.invalido',
          actions: 'pedirContrasenaOtraVez',
        },
      ],
    }),
    enviando: nav.pasoEnviando({
      actor: 'crearPaciente',
      input: ({ context }) => nuevoPacienteDe(context),
      idempotente: true,
      alTerminar: 'guardarPaciente',
      siFalla: [
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
    }),
    confirmacion: { type: 'final' },
  },
  // Solo se llega a 'confirmacion' guardando el paciente creado.
  output: ({ context }) => context.paciente as PacienteCreado,
});
