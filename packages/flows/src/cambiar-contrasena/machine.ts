/**
 * 'Cambiar contraseña': quien ha iniciado sesión escribe su contraseña actual
 * y la nueva dos veces; el servidor comprueba la actual, la regla (la misma de
 * `@clinica/api-client/reglas`, y además las contraseñas más usadas) y cierra las demás
 * sesiones. Los errores se ven junto a cada campo y en un resumen.
 */
import type { DatosPersonales } from '@clinica/api-client/reglas';
import { assign, fromPromise, setup } from 'xstate';
import { falloDelFormulario } from '../errores/fallos';
import { editandoElFormulario, reglasDelFormulario } from '../formulario/machine';
import type { Errores } from '../tipos';
import { validarContrasena, validarRepeticionContrasena } from '../validacion/password';
import { MENSAJE_CONTRASENA_ACTUAL } from './texts';

export { MENSAJE_CONTRASENA_ACTUAL } from './texts';

export interface DatosCambioContrasena {
  contrasenaActual: string;
  contrasenaNueva: string;
  repetirContrasena: string;
}

export type CampoCambioContrasena = keyof DatosCambioContrasena;
export const CAMPOS_CAMBIO_CONTRASENA: readonly CampoCambioContrasena[] = [
  'contrasenaActual',
  'contrasenaNueva',
  'repetirContrasena',
];

export interface EntradaCambiarContrasena {
  /** Los datos de la persona que la contraseña nueva no debe contener. */
  personales?: DatosPersonales;
}

export interface ContextoCambiarContrasena {
  datos: DatosCambioContrasena;
  personales: DatosPersonales;
  errores: Errores<CampoCambioContrasena>;
  /** El fallo del último envío que no es de un campo (sin conexión, demasiados intentos). */
  error: string | undefined;
}

export type EventoCambiarContrasena =
  | { type: 'EDITAR'; datos: Partial<DatosCambioContrasena> }
  | { type: 'ENVIAR' };

export interface PeticionCambioContrasena {
  contrasenaActual: string;
  contrasenaNueva: string;
}

/** Los errores de cada campo, en el orden del formulario. */
export function validarCambioContrasena(
  datos: DatosCambioContrasena,
  personales: DatosPersonales = {},
): Errores<CampoCambioContrasena> {
  const errores: Errores<CampoCambioContrasena> = {};
  if (datos.contrasenaActual === '') errores.contrasenaActual = MENSAJE_CONTRASENA_ACTUAL;
  const nueva = validarContrasena(datos.contrasenaNueva, personales);
  if (nueva) errores.contrasenaNueva = nueva;
  const repetida = validarRepeticionContrasena(datos.contrasenaNueva, datos.repetirContrasena);
  if (repetida) errores.repetirContrasena = repetida;
  return errores;
}

const formulario = reglasDelFormulario<
  DatosCambioContrasena,
  ContextoCambiarContrasena,
  EventoCambiarContrasena
>((c) => validarCambioContrasena(c.datos, c.personales));

export const cambiarContrasenaMachine = setup({
  types: {
    context: {} as ContextoCambiarContrasena,
    events: {} as EventoCambiarContrasena,
    input: {} as EntradaCambiarContrasena,
  },
  actors: {
    /** POST /api/usuarios/yo/contrasena; lanza un `ClinicaApiError` si el servidor rechaza. */
    cambiarContrasena: fromPromise<void, PeticionCambioContrasena>(async () => {
      throw new Error(
        'cambiarContrasenaMachine: proporciona el actor cambiarContrasena con machine.provide.',
      );
    }),
  },
  guards: formulario.guards,
  actions: {
    ...formulario.actions,
    mostrarFallo: assign((_, error: unknown) =>
      falloDelFormulario(error, CAMPOS_CAMBIO_CONTRASENA),
    ),
    vaciar: assign({
      datos: { contrasenaActual: '', contrasenaNueva: '', repetirContrasena: '' },
    }),
  },
}).createMachine({
  id: 'cambiarContrasena',
  context: ({ input }) => ({
    datos: { contrasenaActual: '', contrasenaNueva: '', repetirContrasena: '' },
    personales: input?.personales ?? {},
    errores: {},
    error: undefined,
  }),
  initial: 'formulario',
  states: {
    formulario: editandoElFormulario,
    enviando: {
      invoke: {
        id: 'cambiarContrasena',
        src: 'cambiarContrasena',
        input: ({ context }) => ({
          contrasenaActual: context.datos.contrasenaActual,
          contrasenaNueva: context.datos.contrasenaNueva,
        }),
        onDone: { target: 'cambiada', actions: 'vaciar' },
        onError: {
          target: 'formulario.invalido',
          actions: {
            type: 'mostrarFallo',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    cambiada: { type: 'final' },
  },
});
