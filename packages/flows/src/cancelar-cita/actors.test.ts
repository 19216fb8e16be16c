// @vitest-environment node
import { ClinicaApiError, createClinicaClient } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { actoresCancelarCita } from './actors';
import { cancelarCitaMachine } from './machine';

describe('actores sobre @clinica/api-client', () => {
  it('sin conexión, el error del cliente (estado 0) es el mensaje de conexión', async () => {
    const client = createClinicaClient({
      baseUrl: 'https://clinica.test',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const actor = createActor(
      cancelarCitaMachine.provide({ actors: actoresCancelarCita(client) }),
      { input: { idCita: 41 } },
    ).start();
    actor.send({ type: 'CONFIRMAR' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe(
      'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    );
    expect(actor.getSnapshot().context.cancelable).toBe(true);
    expect(new ClinicaApiError(0, 'x').status).toBe(0);
  });

  it('envía el motivo en el cuerpo, y ningún cuerpo sin él', async () => {
    const cuerpos: (string | null)[] = [];
    const client = createClinicaClient({
      baseUrl: 'https://clinica.test',
      fetch: async (peticion: Request) => {
        cuerpos.push(await peticion.text());
        return Response.json({ id: 41, estado: 'CANCELADA' });
      },
    });
    for (const motivo of ['otro', undefined] as const) {
      const actor = createActor(
        cancelarCitaMachine.provide({ actors: actoresCancelarCita(client) }),
        { input: { idCita: 41 } },
      ).start();
      actor.send({ type: 'MOTIVO', motivo });
      actor.send({ type: 'CONFIRMAR' });
      await waitFor(actor, (s) => s.status === 'done');
    }
    expect(cuerpos).toEqual(['{"motivo":"otro"}', '']);
  });
});
