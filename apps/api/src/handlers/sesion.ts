import { claveDeEmail } from '@clinica/api-client/reglas';
import { sql } from 'kysely';
import { audit, signedInFrom } from '../audit';
import { verifyDummy, verifyPassword } from '../auth/passwords';
import { createSession, revokeSession } from '../auth/sessions';
import { accountKey, addressKey, clearFailures, lockedFor, recordFailure } from '../auth/throttle';
import { ROL } from '../db/schema';
import { ApiError, MENSAJES } from '../http/errors';
import { type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

const ROLE_ID_FIELD: Record<number, string> = {
  [ROL.radiologo]: 'id_radiologo',
  [ROL.administrativo]: 'id_administrativo',
  [ROL.medico]: 'id_medico',
  [ROL.paciente]: 'id_paciente',
};

export function sesionHandlers(deps: Deps) {
  const { db } = deps;
  return {
    async salud() {
      // Healthy means the database answers too.
      await sql`SELECT 1`.execute(db);
      return { estado: 'ok' as const };
    },

    async iniciarSesion(request) {
      const { email, password } = request.body;
      const now = deps.clock();
      const policy = deps.throttle;
      const account = accountKey(email);
      const address = addressKey(request.ip);
      const tooMany = (wait: number) =>
        new ApiError(429, MENSAJES.demasiadosIntentos, undefined, { 'retry-after': String(wait) });
      const refused = (userId: number | null) =>
        audit(db, {
          userId,
          action: 'iniciar_sesion',
          entity: 'sesion',
          outcome: 'fallido',
          address: request.ip,
        });
      const user = await db
        .selectFrom('usuarios')
        .select(['id', 'id_rol', 'nombre', 'primer_apellido', 'password_hash'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', claveDeEmail(email)))
        .executeTakeFirst();
      // A locked account is refused from everywhere, its right password too.
      const accountWait = await lockedFor(db, [account], now);
      if (accountWait > 0) {
        await refused(user?.id ?? null);
        throw tooMany(accountWait);
      }
      // A blocked address refuses every account that has not signed in from it lately, before
      // any password is checked (see ThrottlePolicy).
      const addressWait = await lockedFor(db, [address], now);
      if (addressWait > 0) {
        if (!user || !(await signedInFrom(db, user.id, request.ip, policy.knownDays))) {
          await refused(user?.id ?? null);
          throw tooMany(addressWait);
        }
      }
      // Unknown e-mail: the same work and the same answer as a wrong password.
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyDummy(password);
      if (!user || !valid) {
        await recordFailure(db, account, policy.perAccount, policy, now);
        await recordFailure(db, address, policy.perAddress, policy, now);
        await refused(user?.id ?? null);
        throw new ApiError(401, MENSAJES.credenciales);
      }
      await clearFailures(db, account);
      const token = await createSession(db, user.id, deps.sessions, now);
      await audit(db, {
        userId: user.id,
        action: 'iniciar_sesion',
        entity: 'sesion',
        address: request.ip,
      });
      return {
        error: false,
        token,
        user: {
          id: user.id,
          id_rol: user.id_rol,
          nombre: user.nombre,
          primer_apellido: user.primer_apellido,
        },
      };
    },

    async cerrarSesion(request, reply) {
      const user = userOf(request);
      await revokeSession(db, user.sessionId, deps.clock());
      await audit(db, {
        userId: user.id,
        action: 'cerrar_sesion',
        entity: 'sesion',
        address: request.ip,
      });
      return reply.code(204).send();
    },

    async usuarioActual(request) {
      const { id } = userOf(request);
      const user = await db
        .selectFrom('usuarios')
        .select(['id', 'id_rol', 'nombre', 'primer_apellido', 'segundo_apellido', 'email'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const roleField = ROLE_ID_FIELD[user.id_rol] as string;
      return { ...user, [roleField]: user.id };
    },
  } satisfies Partial<OperationHandlers>;
}
