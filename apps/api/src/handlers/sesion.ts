import { claveDeEmail, ROL } from '@clinica/api-client/reglas';
import { audit } from '../audit';
import { passwordProblem } from '../auth/password-rules';
import { hashPassword, verifyDummy, verifyPassword } from '../auth/passwords';
import { caducidadDe, createSession, revokeOtherSessions, revokeSession } from '../auth/sessions';
import { accountKey, addressKey, clearFailures, lockedFor, recordFailure } from '../auth/throttle';
import { signedInFrom } from '../db/queries/auditoria';
import { recordatoriosDe } from '../db/queries/correo';
import { telefonoDe } from '../db/queries/pacientes';
import { estaViva } from '../db/queries/salud';
import {
  cambiarPasswordHash,
  cuentaPorEmail,
  datosParaContrasena,
  marcarAcceso,
  usuarioPorId,
} from '../db/queries/usuarios';
import { ApiError, invalid, MENSAJES } from '../http/errors';
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
      // Healthy means the database answers too. When it cannot be reached, here or in a hook
      // before (the rate limit's store), the error handler answers 503 with the state
      // 'sin_base_de_datos', the Spanish message and Retry-After.
      await estaViva(db);
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
      // The sign-in writes its audit rows by hand (the one exception to x-clinica-audit): its
      // refusals are rows of their own ('fallido', with the account if known) on an answer that
      // is an error, and its success has no signed-in user until the session exists.
      const refused = (userId: number | null) =>
        audit(db, {
          userId,
          action: 'iniciar_sesion',
          entity: 'sesion',
          outcome: 'fallido',
          address: request.ip,
        });
      const user = await cuentaPorEmail(db, claveDeEmail(email));
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
      // An account 'de baja' does not sign in; said only to whoever knows its password.
      if (!user.activo) {
        await refused(user.id);
        throw new ApiError(403, MENSAJES.cuentaDeBaja);
      }
      // The session and its audit row commit together.
      const token = await db.transaction().execute(async (trx) => {
        const created = await createSession(trx, user.id, deps.sessions, now);
        await marcarAcceso(trx, user.id, now);
        await audit(trx, {
          userId: user.id,
          action: 'iniciar_sesion',
          entity: 'sesion',
          address: request.ip,
        });
        return created;
      });
      return {
        error: false,
        token,
        user: {
          id: user.id,
          id_rol: user.id_rol,
          nombre: user.nombre,
          primer_apellido: user.primer_apellido,
          contrasena_provisional: user.contrasena_provisional,
          responsable: Boolean(user.responsable),
        },
        caducidad: caducidadDe(
          deps.sessions,
          now.getTime() + deps.sessions.absoluteHours * 3_600_000,
          now,
        ),
      };
    },

    async cerrarSesion(request, reply) {
      const user = userOf(request);
      await deps.auditedTransaction(request, (trx) =>
        revokeSession(trx, user.sessionId, deps.clock(), deps.sessionMemory),
      );
      return reply.code(204).send();
    },

    /**
     * 'Cambiar contraseña': the current password first (a wrong one counts as a failed sign-in of
     * the account, so a stolen session cannot guess it), the rule for the new one, then every
     * other session of the user is signed out; this one stays.
     */
    async cambiarContrasena(request, reply) {
      const me = userOf(request);
      const now = deps.clock();
      const { contrasenaActual, contrasenaNueva } = request.body;
      const user = await datosParaContrasena(db, me.id);
      const account = accountKey(user.email);
      const wait = await lockedFor(db, [account], now);
      if (wait > 0) {
        throw new ApiError(429, MENSAJES.demasiadosIntentos, undefined, {
          'retry-after': String(wait),
        });
      }
      if (!(await verifyPassword(user.password_hash, contrasenaActual))) {
        await recordFailure(db, account, deps.throttle.perAccount, deps.throttle, now);
        // By hand: a wrong current password is a row of its own ('fallido') on an error answer;
        // the change itself is declared (x-clinica-audit) and written in its transaction.
        await audit(db, {
          userId: me.id,
          action: 'cambiar_contrasena',
          entity: 'usuario',
          recordId: me.id,
          patientId: null,
          outcome: 'fallido',
          address: request.ip,
        });
        throw invalid({ contrasenaActual: MENSAJES.contrasenaActual }, MENSAJES.contrasenaActual);
      }
      const weak = passwordProblem(contrasenaNueva, {
        email: user.email,
        nombre: user.nombre,
        apellidos: [user.primer_apellido, user.segundo_apellido],
        dni: user.dni ?? undefined,
      });
      if (weak) throw invalid({ contrasenaNueva: weak }, weak);
      if (contrasenaNueva === contrasenaActual) {
        throw invalid({ contrasenaNueva: MENSAJES.contrasenaIgual }, MENSAJES.contrasenaIgual);
      }
      const passwordHash = await hashPassword(contrasenaNueva);
      await deps.auditedTransaction(request, async (trx) => {
        await cambiarPasswordHash(trx, me.id, passwordHash, now);
        await revokeOtherSessions(trx, me.id, me.sessionId, now, deps.sessionMemory);
        await clearFailures(trx, account);
      });
      return reply.code(204).send();
    },

    async usuarioActual(request) {
      const { id, expiraAbsoluta } = userOf(request);
      const user = await usuarioPorId(db, id);
      const roleField = ROLE_ID_FIELD[user.id_rol] as string;
      // A patient's own phone: the one a telephone cita calls, named on its confirmation.
      const telefono =
        user.id_rol === ROL.paciente ? ((await telefonoDe(db, id)) ?? undefined) : undefined;
      // A patient's reminders by e-mail, on or off (docs/decisiones.md (50)).
      const recordatorios =
        user.id_rol === ROL.paciente ? await recordatoriosDe(db, id) : undefined;
      // Answering it was a use of the session: its idle time starts again now.
      return {
        ...user,
        responsable: Boolean(user.responsable),
        [roleField]: user.id,
        ...(telefono !== undefined ? { telefono } : {}),
        ...(recordatorios !== undefined ? { recordatorios } : {}),
        caducidad: caducidadDe(deps.sessions, expiraAbsoluta, deps.clock()),
      };
    },
  } satisfies Partial<OperationHandlers>;
}
