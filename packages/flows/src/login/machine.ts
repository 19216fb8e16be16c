import { assign, fromPromise, setup } from 'xstate';
import { comoFallo, erroresDeCampos, estadoDelFallo, mensajeDeFallo } from '../errores/fallos';
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

/** Minutos de espera de un 429, redondeando hacia arriba: 61 s son 2 minutos. */
export function mensajeDemasiadosIntentos(segundos: number | undefined): string {
  if (segundos === undefined || !Number.isFinite(segundos) || segundos <= 0) {
    return 'Demasiados intentos. Vuelve a intentarlo más tarde.';
  }
  const minutos = Math.max(1, Math.ceil(segundos / 60));
  return `Demasiados intentos. Vuelve a intentarlo dentro de ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`;
}

/** El mensaje de un inicio de sesión rechazado (docs/decisiones.md (7)). */
export function mensajeDeFalloLogin(error: unknown): string {
  const fallo = comoFallo(error);
  if (fallo?.estado === 401) return MENSAJES.credencialesIncorrectas;
  if (fallo?.estado === 429) return mensajeDemasiadosIntentos(fallo.reintentarEn);
  return mensajeDeFallo(error);
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
  initial: 'editando',
  states: {
    editando: editandoElFormulario,
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
          target: 'editando.inicial',
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
