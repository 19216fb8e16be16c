/**
 * 'Pedir cita' (§2.6, docs/decisiones.md (12)): el tipo, el médico, la fecha y la hora deseadas, una de las
 * citas libres de ese médico más cercanas a lo deseado (del servidor) y el resumen. Una cita que
 * otra persona coge entretanto (409) devuelve a 'Citas disponibles' con su mensaje y las citas
 * al día; cualquier otro fallo lleva a 'Error al crear la cita' con su motivo.
 */
import type { PeticionCita, TipoCitaPaciente } from '@clinica/api-client';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { comoFallo, erroresDeCampos, estadoDelFallo, mensajeDeFallo } from '../errores/fallos';
import type { Carga, CitaGuardada, Errores, Profesional } from '../tipos';
import { hoyEnLaClinica, validarFechaCita } from '../validacion/fecha';
import { validarHora } from '../validacion/hora';
import { validarMedico } from '../validacion/obligatorio';
import { respuestasDeCarga } from '../wizard/cargas';
import type { ConClave } from '../wizard/idempotencia';
import {
  CONTEXTO_ASISTENTE,
  type ContextoAsistente,
  type EventoNavegacion,
  navegacion,
} from '../wizard/machine';
import { claveDeHueco, type Hueco, huecoDeClave } from './huecosCercanos';
import { ASISTENTE_PEDIR_CITA, type CampoPedirCita, type PasoPedirCita } from './steps';
import {
  MENSAJE_CITA_OBLIGATORIA,
  MENSAJE_CITA_OCUPADA,
  MENSAJE_ERROR_CITAS,
  MENSAJE_ERROR_MEDICOS_PACIENTE,
  MENSAJE_HORA_DESEADA,
  MENSAJE_TIPO_OBLIGATORIO,
} from './texts';

export type { PasoPedirCita };

/** Lo que el paciente elige, paso a paso. */
export interface DatosPedirCita {
  tipoCita: TipoCitaPaciente | '';
  idMedico: number | null;
  /** La fecha y la hora deseadas ('AAAA-MM-DD', 'HH:MM'). */
  fecha: string;
  hora: string;
  /** La cita libre elegida: '2026-12-03 10:00' (`claveDeHueco`), o ''. */
  hueco: string;
}

export const DATOS_PEDIR_CITA_VACIOS: DatosPedirCita = {
  tipoCita: '',
  idMedico: null,
  fecha: '',
  hora: '',
  hueco: '',
};

/** La cita pedida, con lo que la confirmación y el calendario cuentan de ella. */
export interface CitaPedida extends CitaGuardada {
  tipo_cita: string;
  /** El nombre del médico elegido. */
  medico: string;
}

/** Lo que se pide al buscar citas libres cercanas. */
export interface DeseoDeCita {
  idMedico: number;
  fecha: string;
  hora: string;
  hoy: string;
}

export interface ContextoPedirCita extends ContextoAsistente {
  errores: Errores<CampoPedirCita>;
  hoy: string;
  datos: DatosPedirCita;
  medicos: Carga<Profesional>;
  /** Las citas libres más cercanas a lo deseado; se piden de nuevo al llegar al paso 4. */
  huecos: Carga<Hueco>;
  cita: CitaPedida | undefined;
}

export type EventoPedirCita =
  | EventoNavegacion<PasoPedirCita>
  | { type: 'EDITAR'; datos: Partial<DatosPedirCita> }
  | { type: 'REINTENTAR_MEDICOS' }
  | { type: 'REINTENTAR_HUECOS' }
  /** En 'Error al crear la cita': enviar otra vez. */
  | { type: 'REINTENTAR' };

type FalloEvento = { event: { error: unknown } };
const delFallo = ({ event }: FalloEvento) => event.error;

export function erroresTipoCita(c: ContextoPedirCita): Errores<'tipoCita'> {
  return c.datos.tipoCita ? {} : { tipoCita: MENSAJE_TIPO_OBLIGATORIO };
}

export function erroresMedico(c: ContextoPedirCita): Errores<'idMedico'> {
  const error = validarMedico(c.datos.idMedico);
  return error ? { idMedico: error } : {};
}

export function erroresFechaDeseada(c: ContextoPedirCita): Errores<'fecha' | 'hora'> {
  const fecha = validarFechaCita(c.datos.fecha, c.hoy);
  const hora = c.datos.hora ? validarHora(c.datos.hora) : MENSAJE_HORA_DESEADA;
  return { ...(fecha ? { fecha } : {}), ...(hora ? { hora } : {}) };
}

/** La cita elegida es una de las que el servidor acaba de dar como libres. */
export function erroresCitaElegida(c: ContextoPedirCita): Errores<'hueco'> {
  const elegido = c.datos.hueco;
  const libre = c.huecos.datos.some((h) => claveDeHueco(h) === elegido);
  return elegido && (libre || c.huecos.estado !== 'lista')
    ? {}
    : { hueco: MENSAJE_CITA_OBLIGATORIA };
}

/** El cuerpo de pedirCita: el hueco elegido con ese médico. */
export function peticionDe(c: ContextoPedirCita): PeticionCita {
  const hueco = huecoDeClave(c.datos.hueco);
  return {
    tipo_cita: c.datos.tipoCita as TipoCitaPaciente,
    id_medico: c.datos.idMedico ?? 0,
    fecha: hueco?.fecha ?? '',
    hora: hueco?.hora ?? '',
  };
}

/** El nombre del médico elegido, si ya se conoce. */
export function nombreDelMedico(c: Pick<ContextoPedirCita, 'datos' | 'medicos'>): string {
  return c.medicos.datos.find((m) => m.id === c.datos.idMedico)?.nombre_completo ?? '';
}

/**
 * Un fallo al pedir que se arregla eligiendo otra cita: el 409 de una cita ocupada (o pasada)
 * y los errores del servidor en la fecha o la hora.
 */
export function esFalloDelHueco(error: unknown): boolean {
  const deCampos = erroresDeCampos(error, ['fecha', 'hora']);
  return estadoDelFallo(error) === 409 || Object.keys(deCampos).length > 0;
}

const nav = navegacion<ContextoPedirCita, EventoPedirCita, PasoPedirCita>(
  ASISTENTE_PEDIR_CITA.orden,
  {
    tipoCita: { errores: erroresTipoCita },
    medico: { errores: erroresMedico },
    fechaDeseada: { errores: erroresFechaDeseada },
    citasDisponibles: {
      errores: erroresCitaElegida,
      // Tras una recarga las citas se piden de nuevo: basta con que haya una elegida.
      hecho: (c) => c.datos.hueco !== '' && huecoDeClave(c.datos.hueco) !== undefined,
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
    /** POST /api/citas/pedirCita. */
    pedirCita: fromPromise<CitaGuardada, PeticionCita & ConClave>(async () => {
      throw new Error('pedirCitaMachine: proporciona el actor pedirCita.');
    }),
  },
  guards: {
    falloDelHueco: (_, error: unknown) => esFalloDelHueco(error),
    medicosConError: ({ context }) => context.medicos.estado === 'error',
    huecosConError: ({ context }) => context.huecos.estado === 'error',
  },
})
  .extend({ guards: nav.guards, actions: nav.actions })
  .extend({
    actions: {
      /** Otro médico, otra fecha u otra hora deseada: la cita elegida ya no vale. */
      editar: assign(({ context }, cambios: Partial<DatosPedirCita>) => {
        const cambiaDeseo = (['idMedico', 'fecha', 'hora'] as const).some(
          (campo) => cambios[campo] !== undefined && cambios[campo] !== context.datos[campo],
        );
        return {
          datos: {
            ...context.datos,
            ...cambios,
            ...(cambiaDeseo && cambios.hueco === undefined ? { hueco: '' } : {}),
          },
        };
      }),
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
      /** Las citas libres se piden siempre de nuevo: pueden haberse ocupado. */
      cargarHuecos: enqueueActions(({ context, enqueue }) => {
        enqueue.stopChild('cargarHuecosCercanos');
        if (context.datos.idMedico == null) return;
        enqueue.assign({ huecos: { estado: 'cargando', datos: [] } });
        enqueue.spawnChild('cargarHuecosCercanos', {
          id: 'cargarHuecosCercanos',
          input: {
            idMedico: context.datos.idMedico,
            fecha: context.datos.fecha,
            hora: context.datos.hora,
            hoy: context.hoy,
          },
        });
      }),
      huecosCargados: assign(({ context }, datos: Hueco[]) => {
        const sigueLibre = datos.some((h) => claveDeHueco(h) === context.datos.hueco);
        return {
          huecos: { estado: 'lista' as const, datos },
          // Una cita elegida antes que ya no está libre se deja de marcar.
          ...(sigueLibre ? {} : { datos: { ...context.datos, hueco: '' } }),
        };
      }),
      huecosFallidos: assign({
        huecos: { estado: 'error', datos: [], error: MENSAJE_ERROR_CITAS },
      }),
      /** Otra persona cogió la cita: a elegir otra, con el mensaje; Continuar vuelve al resumen. */
      huecoOcupado: assign(({ context }, error: unknown) => {
        const delServidor =
          Object.values(erroresDeCampos(error, ['fecha', 'hora']))[0] ?? comoFallo(error)?.message;
        // Un hueco ocupado se explica con palabras del paciente; otro motivo, con las del servidor.
        const mensaje =
          !delServidor || /ocupad|hueco/i.test(delServidor) ? MENSAJE_CITA_OCUPADA : delServidor;
        return {
          error: mensaje,
          errores: { hueco: mensaje },
          datos: { ...context.datos, hueco: '' },
          volverAResumen: true,
        };
      }),
      pedidoFallido: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
      guardarCitaPedida: assign(({ context }, cita: CitaGuardada) => ({
        cita: {
          ...cita,
          tipo_cita: context.datos.tipoCita,
          medico: nombreDelMedico(context),
        },
      })),
    },
  });

export const pedirCitaMachine = maquina.createMachine({
  id: 'pedirCita',
  context: ({ input }) => ({
    ...CONTEXTO_ASISTENTE,
    hoy: input?.hoy ?? hoyEnLaClinica(),
    datos: DATOS_PEDIR_CITA_VACIOS,
    medicos: { estado: 'inactiva', datos: [] },
    huecos: { estado: 'inactiva', datos: [] },
    cita: undefined,
  }),
  on: {
    ...respuestasDeCarga<Profesional[]>()('cargarMedicos', 'medicosCargados', 'medicosFallidos'),
    ...respuestasDeCarga<Hueco[]>()('cargarHuecosCercanos', 'huecosCargados', 'huecosFallidos'),
    REINTENTAR_MEDICOS: { guard: 'medicosConError', actions: 'cargarMedicos' },
    REINTENTAR_HUECOS: { guard: 'huecosConError', actions: 'cargarHuecos' },
  },
  initial: 'tipoCita',
  states: {
    tipoCita: nav.pasoEditable('tipoCita'),
    medico: nav.pasoEditable('medico', { entry: 'cargarMedicos' }),
    fechaDeseada: nav.pasoEditable('fechaDeseada'),
    citasDisponibles: nav.pasoEditable('citasDisponibles', { entry: 'cargarHuecos' }),
    // El resumen nombra al médico: tras una recarga, la lista se pide otra vez.
    resumen: { entry: 'cargarMedicos', ...nav.pasoFinal() },
    enviando: nav.pasoEnviando({
      actor: 'pedirCita',
      input: ({ context }) => peticionDe(context),
      idempotente: true,
      alTerminar: 'guardarCitaPedida',
      siFalla: [
        {
          guard: { type: 'falloDelHueco', params: delFallo },
          target: 'citasDisponibles.invalido',
          actions: { type: 'huecoOcupado', params: delFallo },
        },
        { target: 'fallido', actions: { type: 'pedidoFallido', params: delFallo } },
      ],
    }),
    /** 'Error al crear la cita': el motivo, 'Intentar de nuevo' o volver al resumen. */
    fallido: {
      on: {
        REINTENTAR: {
          target: 'enviando',
          actions: { type: 'limpiarErrores', params: 'resumen' as const },
        },
        VOLVER: {
          target: 'resumen',
          actions: { type: 'limpiarErrores', params: 'resumen' as const },
        },
      },
    },
    confirmacion: { type: 'final' },
  },
  output: ({ context }) => context.cita as CitaPedida,
});
