// @vitest-environment node
import { CONTRASENA_DEMO, MENSAJES_CONTRASENA, MENSAJES_CORREO } from '@clinica/api-client/reglas';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { fallo, falloDeRed } from '../../test/fixtures';
import { caminosMasCortos, cobertura, probarCamino } from '../../test/modelo';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { MENSAJES } from '../validacion/obligatorio';
import { MENSAJE_CONTRASENAS_DISTINTAS } from '../validacion/password';
import { type EventoRestablecerContrasena, restablecerContrasenaMachine } from './machine';

const nueva = 'una frase que solo yo sé';
const input = { token: 'enlace-de-prueba' };

const eventos: EventoRestablecerContrasena[] = [
  { type: 'EDITAR', datos: { password: nueva, repetirPassword: nueva } },
  { type: 'EDITAR', datos: { repetirPassword: 'otra' } },
  { type: 'ENVIAR' },
];

const finales = [
  { type: 'xstate.done.actor.restablecerContrasena' },
  {
    type: 'xstate.error.actor.restablecerContrasena',
    error: fallo(400, MENSAJES_CORREO.enlaceNoValido, {
      errores: { token: MENSAJES_CORREO.enlaceNoValido },
    }),
  },
  {
    type: 'xstate.error.actor.restablecerContrasena',
    error: fallo(400, MENSAJES_CONTRASENA.comun, {
      errores: { password: MENSAJES_CONTRASENA.comun },
    }),
  },
  {
    type: 'xstate.error.actor.restablecerContrasena',
    error: fallo(429, 'Demasiadas peticiones.', { reintentarEn: 120 }),
  },
  { type: 'xstate.error.actor.restablecerContrasena', error: falloDeRed },
  // The link, asked when the page opens: it serves, it does not, or the question fails.
  { type: 'xstate.done.actor.comprobarEnlace' },
  {
    type: 'xstate.error.actor.comprobarEnlace',
    error: fallo(400, MENSAJES_CORREO.enlaceNoValido, {
      errores: { token: MENSAJES_CORREO.enlaceNoValido },
    }),
  },
  { type: 'xstate.error.actor.comprobarEnlace', error: falloDeRed },
] as unknown as EventoRestablecerContrasena[];

describe('restablecerContrasenaMachine: cada camino más corto del modelo', () => {
  const caminos = caminosMasCortos(restablecerContrasenaMachine, {
    input,
    eventos: [...eventos, ...finales],
    cadaTransicion: true,
  });

  it('cubre todos los estados (salvo el paso instantáneo `inicio`) y todos los eventos', () => {
    const { estados, eventos: tipos } = cobertura(caminos);
    for (const nodo of getStateNodes(restablecerContrasenaMachine.root)) {
      if (nodo.key !== 'inicio') expect(estados).toContain(nodo.id);
    }
    expect([...tipos]).toEqual(
      expect.arrayContaining([
        'EDITAR',
        'ENVIAR',
        'xstate.done.actor.restablecerContrasena',
        'xstate.error.actor.restablecerContrasena',
        'xstate.done.actor.comprobarEnlace',
        'xstate.error.actor.comprobarEnlace',
      ]),
    );
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(restablecerContrasenaMachine, camino, {
        input,
        actores: ['comprobarEnlace', 'restablecerContrasena'],
      });
    });
  }
});

describe('restablecerContrasenaMachine', () => {
  /** The machine with its link asked and answered (`comprobar`: good by default). */
  async function arrancar(
    respuesta: () => Promise<void>,
    token: string | null = input.token,
    comprobar: () => Promise<void> = async () => {},
  ) {
    const enviados: unknown[] = [];
    const comprobados: unknown[] = [];
    const actor = createActor(
      restablecerContrasenaMachine.provide({
        actors: {
          comprobarEnlace: fromPromise(async ({ input: pregunta }) => {
            comprobados.push(pregunta);
            return comprobar();
          }),
          restablecerContrasena: fromPromise(async ({ input: peticion }) => {
            enviados.push(peticion);
            return respuesta();
          }),
        },
      }),
      { input: { token } },
    ).start();
    await waitFor(actor, (s) => !s.matches('comprobando'));
    return { actor, enviados, comprobados };
  }

  it('sin enlace, o con uno vacío, dice que el enlace no vale y no ofrece el formulario', async () => {
    for (const token of [null, '', '   ']) {
      const { actor } = await arrancar(async () => {}, token);
      expect(actor.getSnapshot().value).toBe('enlaceNoValido');
      expect(actor.getSnapshot().context.enlaceNoValido).toBe(MENSAJES_CORREO.enlaceNoValido);
    }
  });

  it('la regla de siempre y la repetición, junto a cada campo, sin enviar nada', async () => {
    const { actor, enviados } = await arrancar(async () => {});
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().context.errores).toEqual({
      password: MENSAJES.contrasenaObligatoria,
      repetirPassword: 'Repite la contraseña.',
    });
    actor.send({ type: 'EDITAR', datos: { password: 'corta', repetirPassword: 'otra' } });
    expect(actor.getSnapshot().context.errores).toEqual({
      password: MENSAJES_CONTRASENA.corta,
      repetirPassword: MENSAJE_CONTRASENAS_DISTINTAS,
    });
    expect(enviados).toEqual([]);
  });

  it('un mismo carácter repetido, una serie seguida o la contraseña de la demostración: su motivo junto al campo, sin enviar nada', async () => {
    const { actor, enviados } = await arrancar(async () => {});
    for (const [password, motivo] of [
      ['aaaaaaaaaaaa', MENSAJES_CONTRASENA.trivial],
      ['abcdefgh', MENSAJES_CONTRASENA.trivial],
      [CONTRASENA_DEMO, MENSAJES_CONTRASENA.demostracion],
    ] as const) {
      actor.send({ type: 'EDITAR', datos: { password, repetirPassword: password } });
      actor.send({ type: 'ENVIAR' });
      expect(actor.getSnapshot().context.errores, password).toEqual({ password: motivo });
    }
    expect(enviados).toEqual([]);
  });

  it('envía el enlace y la contraseña, nunca la repetición, y termina vaciando los campos', async () => {
    const { actor, enviados } = await arrancar(async () => {});
    actor.send({ type: 'EDITAR', datos: { password: nueva, repetirPassword: nueva } });
    actor.send({ type: 'ENVIAR' });
    const final = await waitFor(actor, (s) => s.status === 'done');
    expect(enviados).toEqual([{ token: input.token, password: nueva }]);
    expect(final.context.datos).toEqual({ password: '', repetirPassword: '' });
  });

  it('un enlace usado o caducado lleva al aviso con el mensaje del servidor', async () => {
    const { actor } = await arrancar(async () => {
      throw fallo(400, 'Caducado.', { errores: { token: 'El enlace ha caducado.' } });
    });
    actor.send({ type: 'EDITAR', datos: { password: nueva, repetirPassword: nueva } });
    actor.send({ type: 'ENVIAR' });
    await waitFor(actor, (s) => s.matches('enlaceNoValido'));
    expect(actor.getSnapshot().context.enlaceNoValido).toBe('El enlace ha caducado.');
    expect(actor.getSnapshot().context.datos.password).toBe('');
  });

  it('una contraseña que el servidor rechaza sale en su campo; sin conexión, arriba', async () => {
    let respuesta: () => Promise<void> = async () => {
      throw fallo(400, MENSAJES_CONTRASENA.comun, {
        errores: { password: MENSAJES_CONTRASENA.comun },
      });
    };
    const { actor } = await arrancar(() => respuesta());
    actor.send({ type: 'EDITAR', datos: { password: nueva, repetirPassword: nueva } });
    actor.send({ type: 'ENVIAR' });
    await waitFor(actor, (s) => s.matches({ formulario: 'invalido' }));
    expect(actor.getSnapshot().context.errores).toEqual({ password: MENSAJES_CONTRASENA.comun });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    respuesta = async () => {
      throw falloDeRed;
    };
    actor.send({ type: 'ENVIAR' });
    await waitFor(actor, (s) => s.context.error === MENSAJE_SIN_CONEXION);
  });

  it('al abrirse pregunta por el enlace: uno que ya no sirve se dice antes de escribir nada', async () => {
    const { actor, enviados, comprobados } = await arrancar(
      async () => {},
      input.token,
      async () => {
        throw fallo(400, MENSAJES_CORREO.enlaceNoValido, {
          errores: { token: 'El enlace ya se ha usado.' },
        });
      },
    );
    expect(comprobados).toEqual([{ token: input.token }]);
    expect(actor.getSnapshot().value).toBe('enlaceNoValido');
    expect(actor.getSnapshot().context.enlaceNoValido).toBe('El enlace ya se ha usado.');
    expect(enviados).toEqual([]);
  });

  it('si la pregunta falla por otra razón (sin conexión), ofrece el formulario: el envío lo dirá', async () => {
    const { actor } = await arrancar(
      async () => {},
      input.token,
      async () => {
        throw falloDeRed;
      },
    );
    expect(actor.getSnapshot().matches('formulario')).toBe(true);
    expect(actor.getSnapshot().context.enlaceNoValido).toBeUndefined();
  });
});
