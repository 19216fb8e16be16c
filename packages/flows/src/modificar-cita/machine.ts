import type { CitaListado } from '@clinica/api-client';
import { assign, fromPromise, setup } from 'xstate';
import { type CampoCita, erroresDelHuecoRechazado } from '../cita/datosCita';
import * as asignarDatos from '../cita/maquina';
import { profesionalEnElContrato } from '../cita/profesional';
import type { CambioCita, CitaGuardada, DatosCita, Errores, TipoProfesional } from '../tipos';
import { hoyEnLaClinica } from '../validacion/fecha';
import { CONTEXTO_ASISTENTE, type EventoNavegacion, navegacion } from '../wizard/machine';
import { ASISTENTE_MODIFICAR_CITA, type PasoModificarCita } from './steps';

export type { PasoModificarCita };

/**
 * Fecha, hora y profesional que la cita tiene ahora, como los nombra el contrato: su radiólogo si
 * es de radiología, su médico si es de medicina (docs/decisiones.md (31)). El formulario empieza con ellos.
 */
export type CitaActual = {
  fecha: string;
  hora: string;
  /**
   * La cita como la da el servidor (número, paciente, DNI…): los pasos la muestran como 'Cita
   * actual', para que no se confunda con otra del mismo paciente o de otro con el mismo nombre.
   */
  ficha?: CitaListado;
} & ({ idRadiologo: number } | { idMedico: number });

export type EntradaModificarCita = CitaActual & {
  idCita: number;
  nombrePaciente?: string;
  hoy?: string;
};

export interface ContextoModificarCita extends asignarDatos.ContextoDeCita {
  errores: Errores<CampoCita>;
  idCita: number;
  nombrePaciente: string | undefined;
  /** Fecha, hora y profesional que la cita tiene ahora. */
  original: DatosCita;
  /** La cita tal como es ahora, para nombrarla: número, paciente, DNI, fecha y hora. */
  ficha: CitaListado | undefined;
  cita: CitaGuardada | undefined;
}

/** Con quién es la cita y cuál es ahora: lo que el contrato llama idRadiologo o idMedico. */
function profesionalActual(cita: CitaActual): { profesional: TipoProfesional; id: number } {
  return 'idMedico' in cita
    ? { profesional: 'medico', id: cita.idMedico }
    : { profesional: 'radiologo', id: cita.idRadiologo };
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
 * que se añade a los huecos de su mismo día y profesional.
 */
export function huecosConLaSuya(contexto: ContextoModificarCita, huecos: string[]): string[] {
  const { datos, original } = contexto;
  const mismoHueco =
    datos.fecha === original.fecha && datos.idProfesional === original.idProfesional;
  if (!mismoHueco || original.hora === '' || huecos.includes(original.hora)) return huecos;
  return [...huecos, original.hora].sort();
}

/** El cuerpo de actualizarCita: el profesional va como `idRadiologo` o `idMedico`. */
export function cambioDe(contexto: ContextoModificarCita): CambioCita {
  return {
    id: contexto.idCita,
    fecha: contexto.datos.fecha,
    hora: contexto.datos.hora,
    ...profesionalEnElContrato(contexto.profesional, contexto.datos.idProfesional ?? 0),
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
      cargarProfesionales: 'cargarProfesionales';
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
    /** Solo un hueco ocupado vuelve al paso 1; 'Solo se pueden modificar citas programadas.', no. */
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
      const { profesional, id } = profesionalActual(input);
      const original: DatosCita = { fecha: input.fecha, hora: input.hora, idProfesional: id };
      return {
        ...CONTEXTO_ASISTENTE,
        ...asignarDatos.CARGAS_DE_CITA,
        hoy: input.hoy ?? hoyEnLaClinica(),
        profesional,
        idCita: input.idCita,
        // El nombre del servidor, si llega, antes que el de la URL.
        nombrePaciente: input.ficha?.nombre_completo_paciente ?? input.nombrePaciente,
        original,
        ficha: input.ficha,
        datos: original,
        cita: undefined,
      };
    },
    entry: ['cargarProfesionales', 'cargarHuecos'],
    on: asignarDatos.RESPUESTAS_DE_CITA,
    initial: 'asignarDatos',
    states: {
      asignarDatos: nav.pasoEditable('asignarDatos'),
      /** '¿Deseas modificar la cita de …?' con 'Sí, modificar la cita' y 'No, volver'. */
      confirmar: nav.pasoFinal({ on: { CANCELAR: 'cancelado' } }),
      enviando: nav.pasoEnviando({
        actor: 'actualizarCita',
        input: ({ context }) => cambioDe(context),
        alTerminar: 'guardarCitaModificada',
        siFalla: [
          asignarDatos.HUECO_OCUPADO_AL_GUARDAR,
          // 'Solo se pueden modificar citas programadas.' y los demás: se explica en la pregunta.
          asignarDatos.guardadoFallidoEn('confirmar'),
        ],
      }),
      confirmacion: { type: 'final' },
      cancelado: { type: 'final' },
    },
    output: ({ context }) =>
      context.cita ? { modificada: true, cita: context.cita } : { modificada: false },
  });
