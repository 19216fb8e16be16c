import { ClinicaApiError } from '@clinica/api-client';
import { CONTRASENA_DEMO, MENSAJES_CONTRASENA } from '@clinica/api-client/reglas';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cambiarContrasenaMachine, MENSAJE_CONTRASENA_ACTUAL } from './machine';

const personales = { email: 'lucia.garcia@correo.es', nombre: 'Lucía', apellidos: ['García'] };

function arrancar(respuesta: () => Promise<void>) {
  const enviados: unknown[] = [];
  const actor = createActor(
    cambiarContrasenaMachine.provide({
      actors: {
        cambiarContrasena: fromPromise(async ({ input }) => {
          enviados.push(input);
          return respuesta();
        }),
      },
    }),
    { input: { personales } },
  ).start();
  return { actor, enviados };
}

describe('cambiarContrasenaMachine', () => {
  it('marca cada campo que falta o no cumple la regla, sin enviar nada', () => {
    const { actor, enviados } = arrancar(async () => {});
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().matches({ formulario: 'invalido' })).toBe(true);
    expect(actor.getSnapshot().context.errores).toEqual({
      contrasenaActual: MENSAJE_CONTRASENA_ACTUAL,
      contrasenaNueva: 'La contraseña es obligatoria.',
      repetirContrasena: 'Repite la contraseña.',
    });
    actor.send({
      type: 'EDITAR',
      datos: {
        contrasenaActual: 'vieja-clave',
        contrasenaNueva: 'Lucia-2026!',
        repetirContrasena: 'x',
      },
    });
    expect(actor.getSnapshot().context.errores).toEqual({
      contrasenaNueva:
        'La contraseña no puede contener el nombre, los apellidos, el correo electrónico ni el DNI.',
      repetirContrasena: 'Las contraseñas no coinciden.',
    });
    expect(enviados).toEqual([]);
  });

  it('una nueva de un carácter repetido, en serie o la de la demostración: su motivo junto al campo', () => {
    const { actor, enviados } = arrancar(async () => {});
    for (const [nueva, motivo] of [
      ['aaaaaaaaaaaa', MENSAJES_CONTRASENA.trivial],
      ['87654321', MENSAJES_CONTRASENA.trivial],
      [CONTRASENA_DEMO, MENSAJES_CONTRASENA.demostracion],
    ] as const) {
      actor.send({
        type: 'EDITAR',
        datos: {
          contrasenaActual: 'vieja-clave',
          contrasenaNueva: nueva,
          repetirContrasena: nueva,
        },
      });
      actor.send({ type: 'ENVIAR' });
      expect(actor.getSnapshot().context.errores, nueva).toEqual({ contrasenaNueva: motivo });
    }
    expect(enviados).toEqual([]);
  });

  it('envía la actual y la nueva, nunca la repetición, y termina vaciando los campos', async () => {
    const { actor, enviados } = arrancar(async () => {});
    actor.send({
      type: 'EDITAR',
      datos: {
        contrasenaActual: 'vieja-clave',
        contrasenaNueva: 'una frase que solo yo sé',
        repetirContrasena: 'una frase que solo yo sé',
      },
    });
    actor.send({ type: 'ENVIAR' });
    const final = await waitFor(actor, (s) => s.status === 'done');
    expect(enviados).toEqual([
      { contrasenaActual: 'vieja-clave', contrasenaNueva: 'una frase que solo yo sé' },
    ]);
    expect(final.context.datos).toEqual({
      contrasenaActual: '',
      contrasenaNueva: '',
      repetirContrasena: '',
    });
  });

  it('lleva al campo los errores del servidor, y a arriba los que no son de un campo', async () => {
    let respuesta: () => Promise<void> = async () => {
      throw new ClinicaApiError(400, 'La contraseña actual no es correcta.', {
        contrasenaActual: 'La contraseña actual no es correcta.',
      });
    };
    const { actor } = arrancar(() => respuesta());
    actor.send({
      type: 'EDITAR',
      datos: {
        contrasenaActual: 'otra',
        contrasenaNueva: 'una frase que solo yo sé',
        repetirContrasena: 'una frase que solo yo sé',
      },
    });
    actor.send({ type: 'ENVIAR' });
    await waitFor(actor, (s) => s.matches('formulario'));
    expect(actor.getSnapshot().context.errores).toEqual({
      contrasenaActual: 'La contraseña actual no es correcta.',
    });
    expect(actor.getSnapshot().context.error).toBeUndefined();

    respuesta = async () => {
      throw new ClinicaApiError(429, 'Demasiados intentos.', {}, { reintentarEn: 120 });
    };
    actor.send({ type: 'ENVIAR' });
    await waitFor(actor, (s) => s.matches('formulario') && Boolean(s.context.error));
    expect(actor.getSnapshot().context.error).toBe(
      'Demasiados intentos. Vuelve a intentarlo dentro de 2 minutos.',
    );
  });
});
