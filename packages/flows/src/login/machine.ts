import { assign, fromPromise, setup } from 'xstate';
import {
  erroresDeCampos,
  estadoDelFallo,
  mensajeConEspera,
  mensajeDemasiadosIntentos,
} from '../errores/fallos';
import { editandoElFormulario, reglasDelFormulario } from '../formulario/machine';
import type { Credenciales, Errores, Sesion } from '../tipos';
import { normalizarEmail } from '../validacion/email';
import { validarLogin } from '../validacion/formularios';
import { MENSAJES } from '../validacion/obligatorio';
import { salidaDe } from '../wizard/machine';

type Campo = keyof Credenciales;
const CAMPOS: readonly Campo[] = ['email', 'password'];

export interface ContextoLogin {
  datos: Credenciales;
  errores: Errores<Campo>;
  /** Mensaje general del último intento fallido, anunciado arriba del formulario. */
  error: string | undefined;
  sesion: Sesion | undefined;
}

export type EventoLogin = { type: 'EDITAR'; datos: Partial<Credenciales> } | { type: 'ENVIAR' };

export { mensajeDemasiadosIntentos };

/** El mensaje de un inicio de sesión rechazado (docs/decisiones.md (7)). */
export function mensajeDeFalloLogin(error: unknown): string {
  if (estadoDelFallo(error) === 401) return MENSAJES.credencialesIncorrectas;
  return mensajeConEspera(error);
}

const formulario = reglasDelFormulario<Credenciales, ContextoLogin, EventoLogin>((c) =>
  validarLogin(c.datos),
);

export const loginMachine = setup({
  types: {
    context: {} as ContextoLogin,
    events: {} as EventoLogin,
    output: {} as Sesion,
  },
  actors: {
    /** POST /api/iniciarSesion. Lanza un `ClinicaApiError` (o su forma) si el servidor rechaza. */
    iniciarSesion: fromPromise<Sesion, Credenciales>(async () => {
      throw new Error('loginMachine: proporciona el actor iniciarSesion con machine.provide.');
    }),
  },
  guards: formulario.guards,
  actions: {
    ...formulario.actions,
    mostrarFallo: assign((_, error: unknown) => ({
      error: mensajeDeFalloLogin(error),
      errores: estadoDelFallo(error) === 400 ? erroresDeCampos(error, CAMPOS) : {},
    })),
    guardarSesion: assign((_, sesion: Sesion) => ({ sesion })),
  },
}).createMachine({
  id: 'login',
  context: {
    datos: { email: '', password: '' },
    errores: {},
    error: undefined,
    sesion: undefined,
  },
  initial: 'formulario',
  states: {
    formulario: editandoElFormulario,
    enviando: {
      invoke: {
        id: 'iniciarSesion',
        src: 'iniciarSesion',
        input: ({ context }) => ({
          email: normalizarEmail(context.datos.email),
          password: context.datos.password,
        }),
        onDone: {
          target: 'sesionIniciada',
          actions: { type: 'guardarSesion', params: ({ event }) => event.output },
        },
        onError: {
          target: 'formulario.editando',
          actions: {
            type: 'mostrarFallo',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    sesionIniciada: { type: 'final' },
  },
  // Solo se llega a 'sesionIniciada' guardando la sesión.
  output: ({ context }) => salidaDe(context.sesion, 'loginMachine'),
});
