import { claveDeEmail } from '@clinica/api-client/reglas';
import { sql } from 'kysely';
import { audit } from '../audit';
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
      const account = accountKey(email);
      const address = addressKey(request.ip);
      const wait = await lockedFor(db, [account, address], now);
      if (wait > 0) {
        throw new ApiError(429, MENSAJES.demasiadosIntentos, undefined, {
          'retry-after': String(wait),
        });
      }
      const user = await db
        .selectFrom('usuarios')
        .select(['id', 'id_rol', 'nombre', 'primer_apellido', 'password_hash'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', claveDeEmail(email)))
        .executeTakeFirst();
      // Unknown e-mail: the same work and the same answer as a wrong password.
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyDummy(password);
      if (!user || !valid) {
        await recordFailure(db, account, deps.throttle.perAccount, deps.throttle, now);
        await recordFailure(db, address, deps.throttle.perAddress, deps.throttle, now);
        throw new ApiError(401, MENSAJES.credenciales);
      }
      await clearFailures(db, account);
      const token = await createSession(db, user.id, deps.sessions, now);
      await audit(db, { userId: user.id, action: 'iniciar_sesion', entity: 'sesion' });
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
      await audit(db, { userId: user.id, action: 'cerrar_sesion', entity: 'sesion' });
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
