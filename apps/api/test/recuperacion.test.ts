/**
 * '¿Has olvidado tu contraseña?' answers the same, after the same work, whether the address has
 * an account or not (docs/decisiones.md (58)): a known address used to answer slower, because
 * its link and message were made before the answer. Here the statements each request sends to
 * the database are recorded (a Kysely plugin on the server's connection) and compared, text and
 * order; the times are the bench's (apps/api/bench/recuperacion.ts), never a test's.
 */
import { ROL } from '@clinica/api-client/reglas';
import type { FastifyInstance } from 'fastify';
import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DEFAULT_THROTTLE } from '../src/auth/throttle';
import { World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

/** Every statement's SQL text (its values are parameters, left out) while `grabando`. */
class Sentencias implements KyselyPlugin {
  grabando = false;
  readonly sql: string[] = [];
  readonly #compilador = new PostgresQueryCompiler();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.grabando) this.sql.push(this.#compilador.compileQuery(node, queryId).sql);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

describe.each(DATABASES)("recovery's work on %s", (kind) => {
  let server: TestServer;
  let world: World;
  let app: FastifyInstance;
  const sentencias = new Sentencias();

  beforeAll(async () => {
    server = await startTestServer(kind, {
      clock: new TestClock(new Date('2031-12-01T08:30:00Z')),
      correo: { temporizador: false },
    });
    world = await World.create(server);
    // The same database and settings, through the recording plugin.
    app = await buildApp({
      db: server.database.connection.db.withPlugin(sentencias),
      settings: server.settings,
      clock: server.clock.now,
      throttle: { ...DEFAULT_THROTTLE, recoveryPerAccount: 1000, recoveryPerAddress: 1000 },
      requestsPerMinute: false,
      correo: { temporizador: false },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  async function grabar(email: string, ip: string) {
    sentencias.sql.length = 0;
    sentencias.grabando = true;
    try {
      const respuesta = await app.inject({
        method: 'POST',
        url: '/api/contrasena/recuperar',
        payload: { email },
        remoteAddress: ip,
      });
      return { respuesta, sql: [...sentencias.sql] };
    } finally {
      sentencias.grabando = false;
    }
  }

  it('sends the same statements, in the same order, for a known address and an unknown one', async () => {
    const paciente = await world.newUser(ROL.paciente);
    const conocida = await grabar(paciente.email, '10.2.0.1');
    const desconocida = await grabar('nadie.en.la.clinica@prueba.test', '10.2.0.2');
    expect([conocida.respuesta.statusCode, desconocida.respuesta.statusCode]).toEqual([202, 202]);
    expect(desconocida.respuesta.body).toBe(conocida.respuesta.body);
    expect(desconocida.sql).toEqual(conocida.sql);
    // What they are: the limits, the account looked up, the request and its audit row; no link,
    // no message.
    const escrito = conocida.sql.filter((sql) => /^insert/i.test(sql)).join('\n');
    expect(escrito).toMatch(/insert into "pedidos_recuperacion"/);
    expect(escrito).toMatch(/insert into "auditoria"/);
    expect(conocida.sql.join('\n')).not.toMatch(/enlaces_contrasena|correo_saliente/);

    // The worker's pass makes the known address's link, and nothing for the other.
    const antes = await world.db.selectFrom('correo_saliente').select('id').execute();
    await server.app.correo.procesar();
    const nuevos = await world.db
      .selectFrom('correo_saliente')
      .select(['destinatario', 'tipo'])
      .where('id', 'not in', antes.map((fila) => fila.id).concat(0))
      .execute();
    expect(nuevos).toEqual([{ destinatario: paciente.email, tipo: 'recuperacion' }]);
    expect(await world.db.selectFrom('pedidos_recuperacion').selectAll().execute()).toEqual([]);
  });

  it('writes the same request for an account de baja or whose mail bounces, and the worker sends it nothing', async () => {
    const deBaja = await world.newUser(ROL.medico);
    const rebota = await world.newUser(ROL.paciente);
    await world.db
      .updateTable('usuarios')
      .set({ activo: false })
      .where('id', '=', deBaja.id)
      .execute();
    await world.db
      .updateTable('usuarios')
      .set({ correo_rebotado: true })
      .where('id', '=', rebota.id)
      .execute();
    const activa = await grabar(world.user(ROL.radiologo).email, '10.2.0.3');
    const [baja, rebotada] = [
      await grabar(deBaja.email, '10.2.0.4'),
      await grabar(rebota.email, '10.2.0.5'),
    ];
    expect(baja.sql).toEqual(activa.sql);
    expect(rebotada.sql).toEqual(activa.sql);
    await server.app.correo.procesar();
    const enlaces = await world.db
      .selectFrom('enlaces_contrasena')
      .select('id_usuario')
      .where('id_usuario', 'in', [deBaja.id, rebota.id])
      .execute();
    expect(enlaces).toEqual([]);
  });
});
