import { ROL } from '@clinica/api-client/reglas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

/**
 * What was changed for speed keeps the rules: sessions resolved from memory on PGlite are
 * still refused the moment they are signed out, their sliding expiry still reaches the database,
 * and PGlite's prepared statements give the same rows and errors as planning each query did.
 */
describe.each(DATABASES)('speed without weaker rules on %s', (kind) => {
  let server: TestServer;
  let world: World;
  const clock = new TestClock(new Date('2031-06-02T08:00:00Z'));

  beforeAll(async () => {
    server = await startTestServer(kind, { clock });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const signIn = async (email: string) => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/iniciarSesion',
      payload: { email, password: PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().token as string;
  };
  const me = (token: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/usuarios/yo',
      headers: { authorization: `Bearer ${token}` },
    });
  const signOut = (token: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/cerrarSesion',
      headers: { authorization: `Bearer ${token}` },
    });

  it('refuses a signed-out token at once, also while other requests with it are under way', async () => {
    const user = world.user(ROL.administrativo);
    const token = await signIn(user.email);
    // Used many times first, so that it is well known (in memory on PGlite).
    for (let use = 0; use < 5; use++) expect((await me(token)).statusCode).toBe(200);
    const during = Array.from({ length: 20 }, () => me(token));
    const out = await signOut(token);
    expect(out.statusCode).toBe(204);
    // Requests that raced the sign-out may have been let in before it; none after it is.
    await Promise.all(during);
    for (let use = 0; use < 5; use++) {
      const answer = await me(token);
      expect(answer.statusCode).toBe(401);
    }
    // Another session of the same user is untouched.
    const other = await signIn(user.email);
    expect((await me(other)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('writes the sliding idle expiry to the database, as another process would read it', async () => {
    const user = world.user(ROL.medico);
    const token = await signIn(user.email);
    const before = await world.db
      .selectFrom('sesiones')
      .select(['id', 'expira_inactividad'])
      .where('id_usuario', '=', user.id)
      .where('revocada_en', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    clock.advance(10 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    const after = await world.db
      .selectFrom('sesiones')
      .select('expira_inactividad')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(new Date(after.expira_inactividad).getTime()).toBe(
      new Date(before.expira_inactividad).getTime() + 10 * 60_000,
    );
    // And it still expires once idle for longer than the policy allows.
    clock.advance(31 * 60_000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('answers the same rows, types and errors for a query run many times', async () => {
    const db = world.db;
    for (let run = 0; run < 8; run++) {
      const { rows } = await sql<{
        n: number;
        d: string;
        t: string;
        texto: string | null;
      }>`SELECT ${run}::int AS n, '2031-06-02'::date AS d, '09:30:00'::time AS t, ${run % 2 ? null : 'á'}::text AS texto`.execute(
        db,
      );
      expect(rows).toEqual([{ n: run, d: '2031-06-02', t: '09:30', texto: run % 2 ? null : 'á' }]);
    }
    // A unique violation keeps its code (bookings answer 409 from it), every time it happens.
    for (let run = 0; run < 7; run++) {
      const error = await sql`INSERT INTO semilla (id) VALUES (1), (1)`
        .execute(db)
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: '23505' });
    }
    // The connection is usable after those errors.
    const { rows } = await sql<{ uno: number }>`SELECT 1 AS uno`.execute(db);
    expect(rows).toEqual([{ uno: 1 }]);
  });

  it('answers sixty concurrent requests, every one of them right', async () => {
    const token = await signIn(world.user(ROL.administrativo).email);
    const answers = await Promise.all(Array.from({ length: 60 }, () => me(token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
  });
});
