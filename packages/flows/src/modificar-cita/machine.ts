import { assign, fromPromise, setup } from 'xstate';
import { CONTEXTO_ASISTENTE, type EventoNavegacion, navegacion } from '../asistente/maquina';
import { type CampoCita, erroresDelHuecoRechazado } from '../cita/datosCita';
import * as asignarDatos from '../cita/maquina';
import type { CambioCita, CitaGuardada, DatosCita, Errores } from '../tipos';
import { hoyEnLaClinica } from '../validacion/fecha';
import { ASISTENTE_MODIFICAR_CITA, type PasoModificarCita } from './pasos';

export type { PasoModificarCita };

export interface EntradaModificarCita {
  idCita: number;
  nombrePaciente?: string;
  /** Fecha, hora y radiólogo actuales de la cita: el formulario empieza con ellos. */
  fecha: string;
  hora: string;
  idRadiologo: number;
  hoy?: string;
}

export interface ContextoModificarCita extends asignarDatos.ContextoDeCita {
  errores: Errores<CampoCita>;
  idCita: number;
  nombrePaciente: string | undefined;
  /** Fecha, hora y radiólogo que la cita tiene ahora. */
  original: DatosCita;
  cita: CitaGuardada | undefined;
}

export type EventoModificarCita =
  | EventoNavegacion<PasoModificarCita>
  | asignarDatos.EventoDeCita
  | { type: 'EDITAR'; datos: Partial<DatosCita> }
  | { type: 'CANCELAR' };

/** Modificada con la cita nueva, o dejada como estaba ('Cancelar'). */
export type SalidaModificarCita = { modificada: true; cita: CitaGuardada } | { modificada: false };

export function erroresModificarCita(contexto: ContextoModificarCita): Errores<CampoCita> {
  return asignarDatos.erroresDeLaCita(contexto);
}

/**
 * El servidor da por ocupado el hueco de la propia cita; para quien la modifica sigue libre, así
 * que se añade a los huecos de su mismo día y radiólogo.
 */
export function huecosConLaSuya(contexto: ContextoModificarCita, huecos: string[]): string[] {
  const { datos, original } = contexto;
  const mismoHueco = datos.fecha === original.fecha && datos.idRadiologo === original.idRadiologo;
  if (!mismoHueco || original.hora === '' || huecos.includes(original.hora)) return huecos;
  return [...huecos, original.hora].sort();
}

export function cambioDe(contexto: ContextoModificarCita): CambioCita {
  return {
    id: contexto.idCita,
    fecha: contexto.datos.fecha,
    hora: contexto.datos.hora,
    idRadiologo: contexto.datos.idRadiologo ?? 0,
  };
}

const nav = navegacion<ContextoModificarCita, EventoModificarCita, PasoModificarCita>(
  ASISTENTE_MODIFICAR_CITA.orden,
  { asignarDatos: { errores: erroresModificarCita } },
);
const cita = asignarDatos.datosDeCita<ContextoModificarCita, EventoModificarCita>(huecosConLaSuya);

export const modificarCitaMachine = setup({
  types: {
    context: {} as ContextoModificarCita,
    events: {} as EventoModificarCita,
    input: {} as EntradaModificarCita,
    output: {} as SalidaModificarCita,
    children: {} as {
      cargarRadiologos: 'cargarRadiologos';
      cargarHuecosLibres: 'cargarHuecosLibres';
      actualizarCita: 'actualizarCita';
    },
  },
  actors: {
    ...asignarDatos.ACTORES_DE_CITA,
    /** PUT /api/citas/actualizar/{id}. */
    actualizarCita: fromPromise<CitaGuardada, CambioCita>(async () => {
      throw new Error('modificarCitaMachine: proporciona el actor actualizarCita.');
    }),
  },
  guards: {
    /** Solo un hueco ocupado vuelve al paso 1; 'Solo se pueden modificar citas en curso.', no. */
    falloDelHueco: (_, error: unknown) => erroresDelHuecoRechazado(error) !== undefined,
  },
})
  .extend({
    guards: { ...nav.guards, ...cita.guards },
    actions: { ...nav.actions, ...cita.actions, editar: cita.actions.editarDatosCita },
  })
  .extend({
    actions: {
      guardarCitaModificada: assign((_, cita: CitaGuardada) => ({ cita })),
    },
  })
  .createMachine({
    id: 'modificarCita',
    context: ({ input }) => {
      const original: DatosCita = {
        fecha: input.fecha,
        hora: input.hora,
        idRadiologo: input.idRadiologo,
      };
      return {
        ...CONTEXTO_ASISTENTE,
        ...asignarDatos.CARGAS_DE_CITA,
        hoy: input.hoy ?? hoyEnLaClinica(),
        idCita: input.idCita,
        nombrePaciente: input.nombrePaciente,
        original,
        datos: original,
        cita: undefined,
      };
    },
    entry: ['cargarRadiologos', 'cargarHuecos'],
    on: asignarDatos.RESPUESTAS_DE_CITA,
    initial: 'asignarDatos',
    states: {
      asignarDatos: nav.pasoEditable('asignarDatos'),
      /** '¿Deseas modificar la cita de …?' con 'Sí' y 'Cancelar'. */
      confirmar: nav.pasoFinal({ on: { CANCELAR: 'cancelado' } }),
      enviando: nav.pasoEnviando({
        actor: 'actualizarCita',
        input: ({ context }) => cambioDe(context),
        alTerminar: 'guardarCitaModificada',
        siFalla: [
          asignarDatos.HUECO_OCUPADO_AL_GUARDAR,
          // 'Solo se pueden modificar citas en curso.' y los demás: se explica en la pregunta.
          asignarDatos.guardadoFallidoEn('confirmar'),
        ],
      }),
      confirmacion: { type: 'final' },
      cancelado: { type: 'final' },
    },
    output: ({ context }) =>
      context.cita ? { modificada: true, cita: context.cita } : { modificada: false },
  });
