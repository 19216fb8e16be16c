// @vitest-environment node
import { MENSAJES_CORREO } from '@clinica/api-client/reglas';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { fallo, falloDeRed } from '../../test/fixtures';
import { caminosMasCortos, cobertura, probarCamino } from '../../test/modelo';
import { MENSAJE_SIN_CONEXION } from '../errores/fallos';
import { MENSAJE_EMAIL_INVALIDO } from '../validacion/email';
import { MENSAJES } from '../validacion/obligatorio';
import { type EventoRecuperarContrasena, recuperarContrasenaMachine } from './machine';

const eventos: EventoRecuperarContrasena[] = [
  { type: 'EDITAR', datos: { email: 'lucia.garcia@example.com' } },
  { type: 'EDITAR', datos: { email: 'lucia' } },
  { type: 'ENVIAR' },
];

const finales = [
  { type: 'xstate.done.actor.recuperarContrasena', output: MENSAJES_CORREO.recuperacionPedida },
  {
    type: 'xstate.error.actor.recuperarContrasena',
    error: fallo(429, 'Demasiadas peticiones.', { reintentarEn: 300 }),
  },
  {
    type: 'xstate.error.actor.recuperarContrasena',
    error: fallo(400, 'Datos incorrectos.', { errores: { email: MENSAJE_EMAIL_INVALIDO } }),
  },
  { type: 'xstate.error.actor.recuperarContrasena', error: falloDeRed },
] as unknown as EventoRecuperarContrasena[];

describe('recuperarContrasenaMachine: cada camino más corto del modelo', () => {
  const caminos = caminosMasCortos(recuperarContrasenaMachine, {
    eventos: [...eventos, ...finales],
    cadaTransicion: true,
  });

  it('cubre todos los estados y todos los eventos, fallos del actor incluidos', () => {
    const { estados, eventos: tipos } = cobertura(caminos);
    for (const nodo of getStateNodes(recuperarContrasenaMachine.root))
      expect(estados).toContain(nodo.id);
    expect([...tipos]).toEqual(
      expect.arrayContaining([
        'EDITAR',
        'ENVIAR',
        'xstate.done.actor.recuperarContrasena',
        'xstate.error.actor.recuperarContrasena',
      ]),
    );
  });

  for (const camino of caminos) {
    it(camino.description, async () => {
      await probarCamino(recuperarContrasenaMachine, camino, { actores: ['recuperarContrasena'] });
    });
  }
});

describe('recuperarContrasenaMachine', () => {
  function arrancar(respuesta: () => Promise<string>) {
    const enviados: unknown[] = [];
    const actor = createActor(
      recuperarContrasenaMachine.provide({
        actors: {
          recuperarContrasena: fromPromise(async ({ input }) => {
            enviados.push(input);
            return respuesta();
          }),
        },
      }),
    ).start();
    return { actor, enviados };
  }

  it('sin correo, o con uno mal escrito, el mensaje sale en el campo y no se envía nada', () => {
    const { actor, enviados } = arrancar(async () => 'ok');
    actor.send({ type: 'ENVIAR' });
    expect(actor.getSnapshot().matches({ formulario: 'invalido' })).toBe(true);
    expect(actor.getSnapshot().context.errores).toEqual({ email: MENSAJES.emailObligatorio });
    actor.send({ type: 'EDITAR', datos: { email: 'lucia@' } });
    expect(actor.getSnapshot().context.errores).toEqual({ email: MENSAJE_EMAIL_INVALIDO });
    expect(enviados).toEqual([]);
  });

  it('envía el correo sin espacios y termina con el mensaje del servidor', async () => {
    const { actor, enviados } = arrancar(async () => MENSAJES_CORREO.recuperacionPedida);
    actor.send({ type: 'EDITAR', datos: { email: '  lucia.garcia@example.com ' } });
    actor.send({ type: 'ENVIAR' });
    const final = await waitFor(actor, (s) => s.status === 'done');
    expect(enviados).toEqual([{ email: 'lucia.garcia@example.com' }]);
    expect(final.output).toBe(MENSAJES_CORREO.recuperacionPedida);
  });

  it('demasiados intentos dice cuánto esperar; sin conexión, que no la hay', async () => {
    let respuesta: () => Promise<string> = async () => {
      throw fallo(429, 'Demasiadas peticiones.', { reintentarEn: 61 });
    };
    const { actor } = arrancar(() => respuesta());
    actor.send({ type: 'EDITAR', datos: { email: 'lucia.garcia@example.com' } });
    actor.send({ type: 'ENVIAR' });
    await waitFor(actor, (s) => s.matches('formulario'));
    expect(actor.getSnapshot().context.error).toBe(
      'Demasiados intentos. Vuelve a intentarlo dentro de 2 minutos.',
    );
    respuesta = async () => {
      throw falloDeRed;
    };
    actor.send({ type: 'ENVIAR' });
    await waitFor(
      actor,
      (s) => s.matches('formulario') && s.context.error === MENSAJE_SIN_CONEXION,
    );
    expect(actor.getSnapshot().context.datos.email).toBe('lucia.garcia@example.com');
  });
});
