import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PNG, World } from './fixture';
import { startTestServer, type TestServer } from './harness';

/**
 * A refusal sent before its upload was all read (a multipart body whose Content-Type names no
 * boundary) closes its connection: the unread rest of the body stayed on the kept-alive socket,
 * and the client's next request on it never got an answer (the contract fuzz found it).
 */
let server: TestServer;
let world: World;
let port: number;

beforeAll(async () => {
  server = await startTestServer('pglite');
  world = await World.create(server);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(async () => server?.close());

it('answers the next request on the same connection after refusing a half-read upload', async () => {
  const owner = world.user(ROL.administrativo);
  const id = await world.newIncidencia(owner);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const limite = '----sinleer';
  const cuerpo = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="imagenes"; filename="placa.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(
      `\r\n--${limite}\r\nContent-Disposition: form-data; name="extra"\r\n\r\n${'ñ'.repeat(300_000)}\r\n--${limite}--\r\n`,
    ),
  ]);
  const enviar = () =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const peticion = http.request(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: 'POST',
          path: `/api/incidencias/actualizarImagenesIncidencia/${id}`,
          headers: {
            'content-type': 'multipart/form-data; boundary=',
            'content-length': String(cuerpo.length),
            authorization: `Bearer ${owner.token}`,
          },
          timeout: 15_000,
        },
        (respuesta) => {
          respuesta.resume();
          respuesta.on('end', () =>
            resolve({
              status: respuesta.statusCode ?? 0,
              connection: respuesta.headers.connection,
            }),
          );
        },
      );
      peticion.on('timeout', () => peticion.destroy(new Error('sin respuesta')));
      peticion.on('error', reject);
      peticion.end(cuerpo);
    });
  try {
    const primera = await enviar();
    expect(primera).toEqual({ status: 400, connection: 'close' });
    expect((await enviar()).status).toBe(400);
  } finally {
    agent.destroy();
  }
}, 60_000);
