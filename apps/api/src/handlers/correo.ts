import { claveDeEmail, MENSAJES_CORREO } from '@clinica/api-client/reglas';
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
import { encolarEnlace, resumenDeToken } from '../correo/cola';
import {
  cambiarRecordatorios,
  cuentaParaEnlace,
  enlaceVigente,
  usarEnlace,
} from '../db/queries/correo';
import { cambiarPasswordHash } from '../db/queries/usuarios';
import { ApiError, invalid, MENSAJES } from '../http/errors';
import { contextoCorreo, type Deps, userOf } from './context';
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

/** E-mail's operations (docs/decisiones.md (50)): recovery, the link's page, reminders. */
export function correoHandlers(deps: Deps) {
  const { db } = deps;
  const enlaceNoValido = () =>
    invalid({ token: MENSAJES_CORREO.enlaceNoValido }, MENSAJES_CORREO.enlaceNoValido);

  return {
    /**
     * The same answer whether the address has an account or not; a known, active account whose
     * mail does not bounce gets a link, queued with its audit row.
     */
    async recuperarContrasena(request, reply) {
      const { email } = request.body;
      const now = deps.clock();
      const cuenta = `recuperar:${accountKey(email)}`;
      const direccion = `recuperar:${addressKey(request.ip)}`;
      const wait = await lockedFor(db, [cuenta, direccion], now);
      if (wait > 0) {
        throw new ApiError(429, MENSAJES.demasiadosIntentos, undefined, {
          'retry-after': String(wait),
        });
      }
      const porCuenta = deps.throttle.recoveryPerAccount ?? LIMITE_RECUPERACION.porCuenta;
      const porDireccion = deps.throttle.recoveryPerAddress ?? LIMITE_RECUPERACION.porDireccion;
      await recordFailure(db, cuenta, porCuenta, VENTANA_RECUPERACION, now);
      await recordFailure(db, direccion, porDireccion, VENTANA_RECUPERACION, now);
      const usuario = await cuentaParaEnlace(db, claveDeEmail(email));
      await deps.auditedTransaction(request, async (trx, nota) => {
        if (!usuario) return;
        nota.registro(usuario.id);
        if (!usuario.activo || usuario.correo_rebotado) return;
        await encolarEnlace(trx, usuario, 'recuperacion', contextoCorreo(deps));
      });
      reply.code(202);
      return { message: MENSAJES_CORREO.recuperacionPedida };
    },

    /**
     * The link's password: the rule of everywhere, then, in one transaction, the link used (once;
     * the account's other links end too), the password set (no longer provisional) and every
     * session of the account ended.
     */
    async restablecerContrasena(request, reply) {
      const { token, password } = request.body;
      const now = deps.clock();
      const hash = resumenDeToken(token);
      const persona = await enlaceVigente(db, hash, now);
      if (!persona) throw enlaceNoValido();
      const weak = passwordProblem(password, {
        email: persona.email,
        nombre: persona.nombre,
        apellidos: [persona.primer_apellido, persona.segundo_apellido],
        dni: persona.dni ?? undefined,
      });
      if (weak) throw invalid({ password: weak }, weak);
      const passwordHash = await hashPassword(password);
      const revocadas = await deps.auditedTransaction(request, async (trx, nota) => {
        const id = await usarEnlace(trx, hash, now);
        // Used by another request meanwhile: the same answer as a used link.
        if (id === undefined) throw enlaceNoValido();
        nota.registro(id);
        await cambiarPasswordHash(trx, id, passwordHash);
        // Whoever knew the old password, or holds a session, is out; a lock of failed sign-ins
        // ends with the password it guarded.
        await clearFailures(trx, accountKey(persona.email));
        return revokeAllSessions(trx, id, now);
      });
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
