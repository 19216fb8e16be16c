/**
 * '¿Has olvidado tu contraseña?' (docs/decisiones.md (50)): la persona escribe su
 * correo y el servidor le envía un enlace si hay una cuenta con él. La respuesta es la misma
 * exista o no la cuenta, así que la pantalla muestra el mensaje del servidor tal cual.
 */
import { assign, fromPromise, setup } from 'xstate';
import { falloDelFormulario, mensajeConEspera } from '../errores/fallos';
import { editandoElFormulario, reglasDelFormulario } from '../formulario/machine';
import type { Errores } from '../tipos';
import { normalizarEmail, validarEmailLogin } from '../validacion/email';

export interface DatosRecuperacion {
  email: string;
}

export type CampoRecuperacion = keyof DatosRecuperacion;
export const CAMPOS_RECUPERACION: readonly CampoRecuperacion[] = ['email'];

export interface ContextoRecuperarContrasena {
  datos: DatosRecuperacion;
  errores: Errores<CampoRecuperacion>;
  /** El fallo del último envío que no es de un campo (sin conexión, demasiados intentos). */
  error: string | undefined;
  /** El mensaje del servidor tras pedir el enlace, el mismo para toda dirección. */
  aviso: string | undefined;
}

export type EventoRecuperarContrasena =
  | { type: 'EDITAR'; datos: Partial<DatosRecuperacion> }
  | { type: 'ENVIAR' };

/** El correo, obligatorio y con formato de correo. */
export function validarRecuperacion(datos: DatosRecuperacion): Errores<CampoRecuperacion> {
  const email = validarEmailLogin(datos.email);
  return email ? { email } : {};
}

/** El mensaje de un pedido rechazado: 429 dice cuánto esperar; sin conexión, que no la hay. */
export const mensajeDeFalloRecuperacion = mensajeConEspera;

const formulario = reglasDelFormulario<
  DatosRecuperacion,
  ContextoRecuperarContrasena,
  EventoRecuperarContrasena
>((c) => validarRecuperacion(c.datos));

export const recuperarContrasenaMachine = setup({
  types: {
    context: {} as ContextoRecuperarContrasena,
    events: {} as EventoRecuperarContrasena,
    output: {} as string,
  },
  actors: {
    /** POST /api/contrasena/recuperar; da el mensaje del servidor. */
    recuperarContrasena: fromPromise<string, DatosRecuperacion>(async () => {
      throw new Error(
        'recuperarContrasenaMachine: proporciona el actor recuperarContrasena con machine.provide.',
      );
    }),
  },
  guards: formulario.guards,
  actions: {
    ...formulario.actions,
    mostrarFallo: assign((_, error: unknown) => falloDelFormulario(error, CAMPOS_RECUPERACION)),
    guardarAviso: assign((_, aviso: string) => ({ aviso })),
  },
}).createMachine({
  id: 'recuperarContrasena',
  context: { datos: { email: '' }, errores: {}, error: undefined, aviso: undefined },
  initial: 'formulario',
  states: {
    formulario: editandoElFormulario,
    enviando: {
      invoke: {
        id: 'recuperarContrasena',
        src: 'recuperarContrasena',
        input: ({ context }) => ({ email: normalizarEmail(context.datos.email) }),
        onDone: {
          target: 'enviado',
          actions: { type: 'guardarAviso', params: ({ event }) => event.output },
        },
        onError: {
          target: 'formulario.invalido',
          actions: {
            type: 'mostrarFallo',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    enviado: { type: 'final' },
  },
  // Solo se llega a 'enviado' guardando el aviso.
  output: ({ context }) => context.aviso as string,
});
