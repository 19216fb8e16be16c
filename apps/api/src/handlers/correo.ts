import { claveDeEmail, MENSAJES_CORREO } from '@clinica/api-client/reglas';
import type { FastifyRequest } from 'fastify';
import { audit } from '../audit';
import { passwordProblem } from '../auth/password-rules';
import { hashPassword } from '../auth/passwords';
import { forgetSessions, revokeAllSessions } from '../auth/sessions';
import {
  accountKey,
  addressKey,
  clearFailures,
  lockedFor,
  recordFailure,
  type ThrottlePolicy,
} from '../auth/throttle';
import { resumenDeToken } from '../correo/cola';
import {
  cambiarRecordatorios,
  cuentaDelEnlace,
  cuentaParaEnlace,
  enlaceVigente,
  pedirRecuperacion,
  usarEnlace,
} from '../db/queries/correo';
import { cambiarPasswordHash } from '../db/queries/usuarios';
import { ApiError, invalid, MENSAJES } from '../http/errors';
import { type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

/**
 * '¿Has olvidado tu contraseña?' asked a few times an hour per address (the e-mail asked for,
 * known or not) and per client address; counted in the database like failed sign-ins, under
 * keys of their own.
 */
export const LIMITE_RECUPERACION = { porCuenta: 3, porDireccion: 10 } as const;
const VENTANA_RECUPERACION: ThrottlePolicy = {
  perAccount: LIMITE_RECUPERACION.porCuenta,
  perAddress: LIMITE_RECUPERACION.porDireccion,
  windowMinutes: 60,
  lockMinutes: 60,
  knownDays: 0,
};

/**
 * Links that do not set a password (unknown, used, expired, ended) per client address, an hour:
 * as many as the recoveries an address may ask, so whoever clicks an old link now and then never
 * meets the limit, and whoever tries tokens is stopped after a few (docs/decisiones.md (58)).
 */
export const LIMITE_RESTABLECIMIENTO = { porDireccion: 10 } as const;
const VENTANA_RESTABLECIMIENTO: ThrottlePolicy = {
  ...VENTANA_RECUPERACION,
  perAddress: LIMITE_RESTABLECIMIENTO.porDireccion,
};

/** A link refused while this request was using it (another request used it, or it ended). */
class EnlaceYaNoValido extends Error {}

/** E-mail's operations (docs/decisiones.md (50)): recovery, the link's page, reminders. */
export function correoHandlers(deps: Deps) {
  const { db } = deps;
  const enlaceNoValido = () =>
    invalid({ token: MENSAJES_CORREO.enlaceNoValido }, MENSAJES_CORREO.enlaceNoValido);
  const demasiados = (wait: number) =>
    new ApiError(429, MENSAJES.demasiadosIntentos, undefined, { 'retry-after': String(wait) });
  const claveRestablecer = (request: FastifyRequest) => `restablecer:${addressKey(request.ip)}`;

  /**
   * A link that does not set a password, written by hand like a failed sign-in: a row of its own
   * ('fallido') on an answer that is an error, with the account when the token was once a link
   * (never the token), and the client's address.
   */
  const anotarRechazo = async (request: FastifyRequest, tokenHash: string | undefined) =>
    audit(db, {
      userId: null,
      action: 'restablecer_contrasena',
      entity: 'usuario',
      recordId: tokenHash ? ((await cuentaDelEnlace(db, tokenHash)) ?? null) : null,
      patientId: null,
      outcome: 'fallido',
      address: request.ip,
    });

  /** A wrong link counts against the client's address, is audited and answered 400. */
  const rechazarEnlace = async (request: FastifyRequest, tokenHash: string) => {
    const porDireccion = deps.throttle.resetPerAddress ?? LIMITE_RESTABLECIMIENTO.porDireccion;
    await recordFailure(
      db,
      claveRestablecer(request),
      porDireccion,
      VENTANA_RESTABLECIMIENTO,
      deps.clock(),
    );
    await anotarRechazo(request, tokenHash);
    return enlaceNoValido();
  };

  return {
    /**
     * The same answer, after the same work, whether the address has an account or not
     * (docs/decisiones.md (58)): the limits counted, the account looked up by its key, and, in
     * one transaction, the request written (its account or none) with its audit row. The link
     * and its message are the e-mail worker's (correo/cola.ts' encolarRecuperaciones), for a
     * known, active account whose mail does not bounce: their time is no answer's.
     */
    async recuperarContrasena(request, reply) {
      const { email } = request.body;
      const now = deps.clock();
      const cuenta = `recuperar:${accountKey(email)}`;
      const direccion = `recuperar:${addressKey(request.ip)}`;
      const wait = await lockedFor(db, [cuenta, direccion], now);
      if (wait > 0) throw demasiados(wait);
      const porCuenta = deps.throttle.recoveryPerAccount ?? LIMITE_RECUPERACION.porCuenta;
      const porDireccion = deps.throttle.recoveryPerAddress ?? LIMITE_RECUPERACION.porDireccion;
      await recordFailure(db, cuenta, porCuenta, VENTANA_RECUPERACION, now);
      await recordFailure(db, direccion, porDireccion, VENTANA_RECUPERACION, now);
      const usuario = await cuentaParaEnlace(db, claveDeEmail(email));
      await deps.auditedTransaction(request, async (trx, nota) => {
        await pedirRecuperacion(trx, usuario?.id ?? null, now);
        if (usuario) nota.registro(usuario.id);
      });
      reply.code(202);
      return { message: MENSAJES_CORREO.recuperacionPedida };
    },

    /**
     * Whether a link still sets a password, asked by its page when it opens: the same refusal,
     * limit and audit as a wrong link at `restablecerContrasena`; a good one is left as it was.
     */
    async comprobarEnlace(request, reply) {
      const now = deps.clock();
      const wait = await lockedFor(db, [claveRestablecer(request)], now);
      if (wait > 0) {
        await anotarRechazo(request, undefined);
        throw demasiados(wait);
      }
      const hash = resumenDeToken(request.body.token);
      if (!(await enlaceVigente(db, hash, now))) throw await rechazarEnlace(request, hash);
      return reply.code(204).send();
    },

    /**
     * The link's password: a client address that sent too many wrong links waits (429); a link
     * that is not valid (`enlaceVigente`: unknown, used, expired, or its account's address or
     * password changed or the account given de baja since it was sent) counts against the
     * address and is audited; then the rule of everywhere, then, in one transaction, the link
     * used (once; the account's other links end too), the password set (no longer provisional)
     * and every session of the account ended.
     */
    async restablecerContrasena(request, reply) {
      const { token, password } = request.body;
      const now = deps.clock();
      const wait = await lockedFor(db, [claveRestablecer(request)], now);
      if (wait > 0) {
        await anotarRechazo(request, undefined);
        throw demasiados(wait);
      }
      const hash = resumenDeToken(token);
      const persona = await enlaceVigente(db, hash, now);
      if (!persona) throw await rechazarEnlace(request, hash);
      const weak = passwordProblem(password, {
        email: persona.email,
        nombre: persona.nombre,
        apellidos: [persona.primer_apellido, persona.segundo_apellido],
        dni: persona.dni ?? undefined,
      });
      if (weak) throw invalid({ password: weak }, weak);
      const passwordHash = await hashPassword(password);
      let revocadas: number[];
      try {
        revocadas = await deps.auditedTransaction(request, async (trx, nota) => {
          const id = await usarEnlace(trx, hash, now);
          // Used by another request, or ended by a change, meanwhile: refused like any other.
          if (id === undefined) throw new EnlaceYaNoValido();
          nota.registro(id);
          await cambiarPasswordHash(trx, id, passwordHash, now);
          // Whoever knew the old password, or holds a session, is out; a lock of failed sign-ins
          // ends with the password it guarded.
          await clearFailures(trx, accountKey(persona.email));
          return revokeAllSessions(trx, id, now);
        });
      } catch (error) {
        if (error instanceof EnlaceYaNoValido) throw await rechazarEnlace(request, hash);
        throw error;
      }
      forgetSessions(deps.sessionMemory, revocadas);
      return reply.code(204).send();
    },

    async cambiarRecordatorios(request, reply) {
      const me = userOf(request);
      await deps.auditedTransaction(request, (trx) =>
        cambiarRecordatorios(trx, me.id, request.body.activos),
      );
      return reply.code(204).send();
    },
  } satisfies Partial<OperationHandlers>;
}
