/**
 * 'Pedir cita' (§2.6, docs/decisiones.md (12)): el tipo, el médico, la fecha y la hora deseadas, una de las
 * citas libres de ese médico más cercanas a lo deseado (del servidor) y el resumen. Una cita que
 * otra persona coge entretanto (409) devuelve a 'Citas disponibles' con su mensaje y las citas
 * al día; cualquier otro fallo lleva a 'Error al crear la cita' con su motivo.
 */
import type { DiaCerrado, PeticionCita } from '@clinica/api-client';
import { sumarDias } from '@clinica/api-client/reglas';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { mensajeDeFallo } from '../errores/fallos';
import type { CitaGuardada, ConsultaDiasCerrados, Profesional } from '../tipos';
import { hoyEnLaClinica } from '../validacion/fecha';
import { respuestasDeCarga } from '../wizard/cargas';
import type { CuerpoConClave } from '../wizard/idempotencia';
import * as asistente from '../wizard/machine';
import {
  type CitaPedida,
  type ContextoPedirCita,
  citaElegida,
  conHuecoLibre,
  DATOS_PEDIR_CITA_VACIOS,
  type DatosPedirCita,
  type DeseoDeCita,
  datosEditados,
  type EventoPedirCita,
  erroresCitaElegida,
  erroresFechaDeseada,
  erroresMedico,
  erroresTipoCita,
  esFalloDelHueco,
  mensajeDeHuecoOcupado,
  nombreDelMedico,
  peticionDe,
} from './datos';
import type { Hueco } from './huecosCercanos';
import { ASISTENTE_PEDIR_CITA, type PasoPedirCita } from './steps';
import { MENSAJE_ERROR_CITAS, MENSAJE_ERROR_MEDICOS_PACIENTE } from './texts';

export * from './datos';
export type { PasoPedirCita };

type FalloEvento = { event: { error: unknown } };

const delFallo = ({ event }: FalloEvento) => event.error;

const nav = asistente.navegacion<ContextoPedirCita, EventoPedirCita, PasoPedirCita>(
  ASISTENTE_PEDIR_CITA.orden,
  {
    tipoCita: { errores: erroresTipoCita },
    medico: { errores: erroresMedico },
    fechaDeseada: { errores: erroresFechaDeseada },
    citasDisponibles: {
      errores: erroresCitaElegida,
      // Tras una recarga las citas se piden de nuevo: basta con que haya una elegida.
      hecho: (c) => c.datos.hueco !== null,
    },
  },
);

const maquina = setup({
  types: {
    context: {} as ContextoPedirCita,
    events: {} as EventoPedirCita,
    input: {} as { hoy?: string } | undefined,
    output: {} as CitaPedida,
    children: {} as {
      cargarMedicos: 'cargarMedicos';
      cargarHuecosCercanos: 'cargarHuecosCercanos';
      cargarDiasCerrados: 'cargarDiasCerrados';
      pedirCita: 'pedirCita';
    },
  },
  actors: {
    /** GET /api/usuarios/mostrarMedicos. */
    cargarMedicos: fromPromise<Profesional[], void>(async () => {
      throw new Error('pedirCitaMachine: proporciona el actor cargarMedicos.');
    }),
    /** GET /api/citas/huecosLibres de los días más cercanos a lo deseado. */
    cargarHuecosCercanos: fromPromise<Hueco[], DeseoDeCita>(async () => {
      throw new Error('pedirCitaMachine: proporciona el actor cargarHuecosCercanos.');
    }),
    /** GET /api/agenda/diasCerrados del médico elegido: los días que el calendario no ofrece. */
    cargarDiasCerrados: fromPromise<DiaCerrado[], ConsultaDiasCerrados>(async () => {
      throw new Error('pedirCitaMachine: proporciona el actor cargarDiasCerrados.');
    }),
    /** POST /api/citas/pedirCita. */
    pedirCita: fromPromise<CitaGuardada, CuerpoConClave<PeticionCita>>(async () => {
      throw new Error('pedirCitaMachine: proporciona el actor pedirCita.');
    }),
  },
  guards: {
    ...nav.guards,
    falloDelHueco: (_, error: unknown) => esFalloDelHueco(error),
    medicosConError: ({ context }) => context.medicos.estado === 'error',
    huecosConError: ({ context }) => context.huecos.estado === 'error',
  },
  actions: nav.actions,
}).extend({
  // Aparte: las acciones con `enqueueActions` ven así las de arriba con sus tipos.
  actions: {
    /** Otro médico, otra fecha u otra hora deseada: la cita elegida ya no vale. */
    editar: assign(({ context }, cambios: Partial<DatosPedirCita> | undefined) => ({
      datos: datosEditados(context.datos, cambios ?? {}),
    })),
    cargarMedicos: enqueueActions(({ context, enqueue }) => {
      const { estado } = context.medicos;
      if (estado === 'lista' || estado === 'cargando') return;
      enqueue.assign({ medicos: { estado: 'cargando', datos: [] } });
      enqueue.spawnChild('cargarMedicos', { id: 'cargarMedicos' });
    }),
    medicosCargados: assign((_, datos: Profesional[]) => ({
      medicos: { estado: 'lista' as const, datos },
    })),
    medicosFallidos: assign({
      medicos: { estado: 'error', datos: [], error: MENSAJE_ERROR_MEDICOS_PACIENTE },
    }),
    /**
     * Los días cerrados del médico elegido, al llegar a la fecha deseada (otro médico, otros
     * días); un fallo deja el calendario con solo los fines de semana: el servidor decide igual.
     */
    cargarDiasCerrados: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('cargarDiasCerrados');
      const { idProfesional } = context.datos;
      enqueue.assign({ diasCerrados: { estado: 'cargando', datos: [] } });
      enqueue.spawnChild('cargarDiasCerrados', {
        id: 'cargarDiasCerrados',
        input: {
          desde: context.hoy,
          hasta: sumarDias(context.hoy, 365),
          profesional: 'medico',
          idProfesional: idProfesional ?? null,
        },
      });
    }),
    diasCerradosCargados: assign((_, datos: DiaCerrado[]) => ({
      diasCerrados: { estado: 'lista' as const, datos },
    })),
    diasCerradosFallidos: assign({ diasCerrados: { estado: 'error', datos: [] } }),
    /** Las citas libres se piden siempre de nuevo: pueden haberse ocupado. */
    cargarHuecos: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('cargarHuecosCercanos');
      const { idProfesional, fechaDeseada: fecha, horaDeseada: hora } = context.datos;
      if (idProfesional == null) return;
      enqueue.assign({ huecos: { estado: 'cargando', datos: [] } });
      enqueue.spawnChild('cargarHuecosCercanos', {
        id: 'cargarHuecosCercanos',
        input: { idProfesional, fecha, hora, hoy: context.hoy },
      });
    }),
    // Una cita elegida antes que ya no está libre se deja de marcar.
    huecosCargados: assign(({ context }, datos: Hueco[]) => ({
      huecos: { estado: 'lista' as const, datos },
      datos: conHuecoLibre(context.datos, datos),
    })),
    huecosFallidos: assign({
      huecos: { estado: 'error', datos: [], error: MENSAJE_ERROR_CITAS },
    }),
    /** Otra persona cogió la cita: a elegir otra, con el mensaje; Continuar vuelve al resumen. */
    huecoOcupado: assign(({ context }, error: unknown) => {
      const mensaje = mensajeDeHuecoOcupado(error);
      const datos = { ...context.datos, hueco: null };
      return { error: mensaje, errores: { hueco: mensaje }, datos, volverAResumen: true };
    }),
    pedidoFallido: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
    guardarCitaPedida: assign(({ context }, cita: CitaGuardada) => ({
      cita: { ...cita, tipo_cita: context.datos.tipoCita, medico: nombreDelMedico(context) },
    })),
  },
});

export const pedirCitaMachine = maquina.createMachine({
  id: 'pedirCita',
  context: ({ input }) => ({
    ...asistente.CONTEXTO_ASISTENTE,
    hoy: input?.hoy ?? hoyEnLaClinica(),
    datos: DATOS_PEDIR_CITA_VACIOS,
    medicos: { estado: 'inactiva', datos: [] },
    huecos: { estado: 'inactiva', datos: [] },
    cita: undefined,
  }),
  on: {
    ...respuestasDeCarga<Profesional[]>()('cargarMedicos', 'medicosCargados', 'medicosFallidos'),
    ...respuestasDeCarga<Hueco[]>()('cargarHuecosCercanos', 'huecosCargados', 'huecosFallidos'),
    ...respuestasDeCarga<string[]>()(
      'cargarDiasCerrados',
      'diasCerradosCargados',
      'diasCerradosFallidos',
    ),
    REINTENTAR_MEDICOS: { guard: 'medicosConError', actions: 'cargarMedicos' },
    REINTENTAR_HUECOS: { guard: 'huecosConError', actions: 'cargarHuecos' },
  },
  initial: 'tipoCita',
  states: {
    tipoCita: {
      initial: 'editando',
      states: {
        editando: { on: { EDITAR: asistente.editar } },
        invalido: { on: { EDITAR: asistente.editarYMarcar('tipoCita') } },
      },
      on: {
        CONTINUAR: asistente.continuar('tipoCita', 'medico', 'resumen'),
        IR_A_PASO: asistente.irA('medico', 'fechaDeseada', 'citasDisponibles', 'resumen'),
      },
    },
    medico: {
      entry: 'cargarMedicos',
      initial: 'editando',
      states: {
        editando: { on: { EDITAR: asistente.editar } },
        invalido: { on: { EDITAR: asistente.editarYMarcar('medico') } },
      },
      on: {
        CONTINUAR: asistente.continuar('medico', 'fechaDeseada', 'resumen'),
        VOLVER: asistente.volver('tipoCita'),
        IR_A_PASO: asistente.irA('tipoCita', 'fechaDeseada', 'citasDisponibles', 'resumen'),
      },
    },
    fechaDeseada: {
      entry: 'cargarDiasCerrados',
      initial: 'editando',
      states: {
        editando: { on: { EDITAR: asistente.editar } },
        invalido: { on: { EDITAR: asistente.editarYMarcar('fechaDeseada') } },
      },
      on: {
        CONTINUAR: asistente.continuar('fechaDeseada', 'citasDisponibles', 'resumen'),
        VOLVER: asistente.volver('medico'),
        IR_A_PASO: asistente.irA('tipoCita', 'medico', 'citasDisponibles', 'resumen'),
      },
    },
    citasDisponibles: {
      entry: 'cargarHuecos',
      initial: 'editando',
      states: {
        editando: { on: { EDITAR: asistente.editar } },
        invalido: { on: { EDITAR: asistente.editarYMarcar('citasDisponibles') } },
      },
      on: {
        CONTINUAR: asistente.continuar('citasDisponibles', 'resumen', 'resumen'),
        VOLVER: asistente.volver('fechaDeseada'),
        IR_A_PASO: asistente.irA('tipoCita', 'medico', 'fechaDeseada', 'resumen'),
      },
    },
    resumen: {
      // El resumen nombra al médico: tras una recarga, la lista se pide otra vez.
      entry: 'cargarMedicos',
      on: {
        CONFIRMAR: asistente.confirmar(
          'enviando',
          'tipoCita',
          'medico',
          'fechaDeseada',
          'citasDisponibles',
        ),
        CAMBIAR: asistente.cambiar('tipoCita', 'medico', 'fechaDeseada', 'citasDisponibles'),
        VOLVER: asistente.volver('citasDisponibles'),
        IR_A_PASO: asistente.irA('tipoCita', 'medico', 'fechaDeseada', 'citasDisponibles'),
      },
    },
    enviando: {
      tags: asistente.ETIQUETAS_ENVIO,
      entry: 'prepararClave',
      invoke: {
        id: 'pedirCita',
        src: 'pedirCita',
        input: asistente.conClave((contexto) => peticionDe(citaElegida(contexto))),
        onDone: asistente.enviado('confirmacion', 'guardarCitaPedida'),
        onError: [
          {
            guard: { type: 'falloDelHueco', params: delFallo },
            target: 'citasDisponibles.invalido',
            actions: { type: 'huecoOcupado', params: delFallo },
          },
          { target: 'fallido', actions: { type: 'pedidoFallido', params: delFallo } },
        ],
      },
    },
    /** 'Error al crear la cita': el motivo, 'Intentar de nuevo' o volver al resumen. */
    fallido: {
      on: {
        REINTENTAR: { target: 'enviando', actions: 'limpiarErrores' },
        VOLVER: { target: 'resumen', actions: 'limpiarErrores' },
      },
    },
    confirmacion: { type: 'final' },
  },
  output: ({ context }) => asistente.salidaDe(context.cita, 'pedirCitaMachine'),
});
