/**
 * 'Elige una contraseña nueva' (docs/decisiones.md (50)): la página del enlace de un
 * mensaje, de recuperación o de invitación (el cliente no sabe cuál: una sola redacción sirve a
 * los dos). La contraseña nueva cumple la regla de siempre; el servidor la comprueba además
 * contra los datos de la cuenta y las más usadas. Sin enlace, o con uno desconocido, usado o
 * caducado, la página lo dice y ofrece pedir otro: al abrirse, antes de pedir la contraseña dos
 * veces (el servidor dice si el enlace sirve sin gastarlo), y si deja de servir mientras tanto.
 */
import { MENSAJES_CORREO } from '@clinica/api-client/reglas';
import { assign, fromPromise, setup } from 'xstate';
import { comoFallo, estadoDelFallo, falloDelFormulario } from '../errores/fallos';
import { editandoElFormulario, reglasDelFormulario } from '../formulario/machine';
import type { Errores } from '../tipos';
import { validarContrasena, validarRepeticionContrasena } from '../validacion/password';

export interface DatosRestablecimiento {
  password: string;
  repetirPassword: string;
}

export type CampoRestablecimiento = keyof DatosRestablecimiento;
export const CAMPOS_RESTABLECIMIENTO: readonly CampoRestablecimiento[] = [
  'password',
  'repetirPassword',
];

export interface EntradaRestablecerContrasena {
  /** El `?token=` del enlace; sin él, el enlace no vale. */
  token?: string | null;
}

export interface ContextoRestablecerContrasena {
  token: string;
  datos: DatosRestablecimiento;
  errores: Errores<CampoRestablecimiento>;
  /** El fallo del último envío que no es de un campo (sin conexión, demasiados intentos). */
  error: string | undefined;
  /** Por qué el enlace no sirve: el mensaje del servidor, o el de siempre sin enlace. */
  enlaceNoValido: string | undefined;
}

export type EventoRestablecerContrasena =
  | { type: 'EDITAR'; datos: Partial<DatosRestablecimiento> }
  | { type: 'ENVIAR' };

export interface PeticionRestablecimiento {
  token: string;
  password: string;
}

/** Los errores de cada campo, en el orden del formulario. */
export function validarRestablecimiento(
  datos: DatosRestablecimiento,
): Errores<CampoRestablecimiento> {
  const errores: Errores<CampoRestablecimiento> = {};
  const nueva = validarContrasena(datos.password);
  if (nueva) errores.password = nueva;
  const repetida = validarRepeticionContrasena(datos.password, datos.repetirPassword);
  if (repetida) errores.repetirPassword = repetida;
  return errores;
}

/** El servidor rechaza el enlace (`errores.token`): su mensaje, si no, `undefined`. */
export function rechazoDelEnlace(error: unknown): string | undefined {
  if (estadoDelFallo(error) !== 400) return undefined;
  return comoFallo(error)?.errores?.token;
}

const formulario = reglasDelFormulario<
  DatosRestablecimiento,
  ContextoRestablecerContrasena,
  EventoRestablecerContrasena
>((c) => validarRestablecimiento(c.datos));

type Fallo = { event: { error: unknown } };
const delFallo = ({ event }: Fallo) => event.error;

export const restablecerContrasenaMachine = setup({
  types: {
    context: {} as ContextoRestablecerContrasena,
    events: {} as EventoRestablecerContrasena,
    input: {} as EntradaRestablecerContrasena | undefined,
  },
  actors: {
    /**
     * POST /api/contrasena/comprobarEnlace: termina si el enlace sirve; lanza un
     * `ClinicaApiError` (400 con `errores.token`) si no.
     */
    comprobarEnlace: fromPromise<void, { token: string }>(async () => {
      throw new Error(
        'restablecerContrasenaMachine: proporciona el actor comprobarEnlace con machine.provide.',
      );
    }),
    /** POST /api/contrasena/restablecer; lanza un `ClinicaApiError` si el servidor rechaza. */
    restablecerContrasena: fromPromise<void, PeticionRestablecimiento>(async () => {
      throw new Error(
        'restablecerContrasenaMachine: proporciona el actor restablecerContrasena con machine.provide.',
      );
    }),
  },
  guards: {
    ...formulario.guards,
    sinEnlace: ({ context }) => context.token === '',
    enlaceRechazado: (_, error: unknown) => rechazoDelEnlace(error) !== undefined,
  },
  actions: {
    ...formulario.actions,
    mostrarFallo: assign((_, error: unknown) => falloDelFormulario(error, CAMPOS_RESTABLECIMIENTO)),
    marcarEnlaceNoValido: assign((_, error: unknown) => ({
      enlaceNoValido: rechazoDelEnlace(error) ?? MENSAJES_CORREO.enlaceNoValido,
    })),
    // Hecho o perdido el enlace, la contraseña no queda en memoria.
    vaciar: assign({ datos: { password: '', repetirPassword: '' } }),
  },
}).createMachine({
  id: 'restablecerContrasena',
  context: ({ input }) => ({
    token: input?.token?.trim() ?? '',
    datos: { password: '', repetirPassword: '' },
    errores: {},
    error: undefined,
    enlaceNoValido: undefined,
  }),
  initial: 'inicio',
  states: {
    inicio: {
      always: [
        {
          guard: 'sinEnlace',
          target: 'enlaceNoValido',
          actions: { type: 'marcarEnlaceNoValido', params: () => undefined },
        },
        { target: 'comprobando' },
      ],
    },
    /**
     * El enlace, preguntado al abrir la página. Si no sirve, se dice ya; si la pregunta falla
     * por otra razón (sin conexión), se sigue: el envío lo volverá a decir.
     */
    comprobando: {
      invoke: {
        id: 'comprobarEnlace',
        src: 'comprobarEnlace',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'formulario' },
        onError: [
          {
            guard: { type: 'enlaceRechazado', params: delFallo },
            target: 'enlaceNoValido',
            actions: { type: 'marcarEnlaceNoValido', params: delFallo },
          },
          { target: 'formulario' },
        ],
      },
    },
    formulario: editandoElFormulario,
    enviando: {
      invoke: {
        id: 'restablecerContrasena',
        src: 'restablecerContrasena',
        input: ({ context }) => ({ token: context.token, password: context.datos.password }),
        onDone: { target: 'guardada', actions: 'vaciar' },
        onError: [
          {
            guard: { type: 'enlaceRechazado', params: delFallo },
            target: 'enlaceNoValido',
            actions: [{ type: 'marcarEnlaceNoValido', params: delFallo }, 'vaciar'],
          },
          {
            target: 'formulario.invalido',
            actions: { type: 'mostrarFallo', params: delFallo },
          },
        ],
      },
    },
    /** Sin enlace, o uno que el servidor no acepta: solo queda pedir otro. */
    enlaceNoValido: {},
    guardada: { type: 'final' },
  },
});
