/**
 * 'Modificar cita': la fecha, la hora y el profesional en 'Asignar datos' y la pregunta
 * '¿Deseas modificar la cita de …?'. Un hueco que se ocupa entretanto devuelve a 'Asignar datos'
 * con las horas al día; cualquier otro fallo se explica en la pregunta.
 */
import { assign, fromPromise, setup } from 'xstate';
import { citaAsignada, erroresDelHuecoRechazado } from '../cita/datosCita';
import * as asignarDatos from '../cita/machine';
import type { CambioCita, CitaGuardada, DatosCita } from '../tipos';
import { hoyEnLaClinica } from '../validacion/fecha';
import * as asistente from '../wizard/machine';
import {
  type ContextoModificarCita,
  cambioDe,
  type EntradaModificarCita,
  type EventoModificarCita,
  erroresModificarCita,
  huecosConLaSuya,
  type SalidaModificarCita,
} from './datos';
import { ASISTENTE_MODIFICAR_CITA, type PasoModificarCita } from './steps';

export {
  type CitaActual,
  type ContextoModificarCita,
  cambioDe,
  type EntradaModificarCita,
  type EventoModificarCita,
  erroresModificarCita,
  horasRepetidasAlModificar,
  huecosConLaSuya,
  type SalidaModificarCita,
} from './datos';
export type { PasoModificarCita };

const nav = asistente.navegacion<ContextoModificarCita, EventoModificarCita, PasoModificarCita>(
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
      cargarDiasCerrados: 'cargarDiasCerrados';
      buscarPrimerHueco: 'buscarPrimerHueco';
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
    ...nav.guards,
    ...cita.guards,
    /** Solo un hueco ocupado vuelve al paso 1; 'Solo se pueden modificar citas programadas.', no. */
    falloDelHueco: (_, error: unknown) => erroresDelHuecoRechazado(error) !== undefined,
  },
  actions: {
    ...nav.actions,
    ...cita.actions,
    editar: cita.actions.editarDatosCita,
    guardarCitaModificada: assign((_, cita: CitaGuardada) => ({ cita })),
  },
}).createMachine({
  id: 'modificarCita',
  context: ({ input }) => {
    const { profesional, fecha, hora, idProfesional } = input;
    const original: DatosCita = { fecha, hora, idProfesional };
    return {
      ...asistente.CONTEXTO_ASISTENTE,
      ...asignarDatos.CARGAS_DE_CITA,
      hoy: input.hoy ?? hoyEnLaClinica(),
      profesional,
      idCita: input.idCita,
      // El nombre del servidor, si llega, antes que el de la URL.
      nombrePaciente: input.ficha?.nombre_completo_paciente ?? input.nombrePaciente,
      original,
      ficha: input.ficha,
      otrasCitas: input.otrasCitas ?? [],
      datos: original,
      cita: undefined,
    };
  },
  entry: ['cargarProfesionales', 'cargarHuecos'],
  on: asignarDatos.RESPUESTAS_DE_CITA,
  initial: 'asignarDatos',
  states: {
    asignarDatos: {
      initial: 'editando',
      states: {
        editando: { on: { EDITAR: asistente.editar } },
        invalido: { on: { EDITAR: asistente.editarYMarcar('asignarDatos') } },
      },
      on: {
        CONTINUAR: asistente.continuar('asignarDatos', 'confirmar', 'confirmar'),
        IR_A_PASO: asistente.irA('confirmar'),
      },
    },
    /** '¿Deseas modificar la cita de …?' con 'Sí, modificar la cita' y 'No, volver'. */
    confirmar: {
      on: {
        CONFIRMAR: asistente.confirmar('enviando', 'asignarDatos'),
        CAMBIAR: asistente.cambiar('asignarDatos'),
        VOLVER: asistente.volver('asignarDatos'),
        IR_A_PASO: asistente.irA('asignarDatos'),
        CANCELAR: 'cancelado',
      },
    },
    enviando: {
      tags: asistente.ETIQUETAS_ENVIO,
      invoke: {
        id: 'actualizarCita',
        src: 'actualizarCita',
        input: ({ context }) => cambioDe(context, citaAsignada(context.datos)),
        onDone: {
          target: 'confirmacion',
          actions: [
            { type: 'guardarCitaModificada', params: ({ event }) => event.output },
            'olvidarClave',
          ],
        },
        onError: [
          asignarDatos.HUECO_OCUPADO_AL_GUARDAR,
          // 'Solo se pueden modificar citas programadas.' y los demás: se explica en la pregunta.
          asignarDatos.guardadoFallidoEn('confirmar'),
        ],
      },
    },
    confirmacion: { type: 'final' },
    cancelado: { type: 'final' },
  },
  output: ({ context }) =>
    context.cita ? { modificada: true, cita: context.cita } : { modificada: false },
});
