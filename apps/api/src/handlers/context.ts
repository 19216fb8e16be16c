import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionMemory, SessionPolicy, SignedInUser } from '../auth/sessions';
import type { ThrottlePolicy } from '../auth/throttle';
import type { AjustesCorreo, Settings } from '../config';
import type { ServicioCopias } from '../copias/servicio';
import type { ContextoCorreo } from '../correo/cola';
import type { Database } from '../db/schema';
import { type WallClock, wallClock } from '../domain/clinic-time';
import type { AuditHook } from '../http/audit';
import { unauthorized } from '../http/errors';
import type { Storage } from '../uploads/storage';

/** What every handler may use; built once per app. */
export interface Deps {
  db: Kysely<Database>;
  storage: Storage;
  settings: Settings;
  sessions: SessionPolicy;
  /** Sessions kept in this process, when no other process opens the database (buildApp). */
  sessionMemory: SessionMemory | undefined;
  throttle: ThrottlePolicy;
  clock: () => Date;
  /**
   * A change's one transaction, with the audit row its operation declares in the contract
   * (`x-clinica-audit`, kind `cambio`) written inside it (http/audit.ts).
   */
  auditedTransaction: AuditHook['auditedTransaction'];
  /** How mail is sent and what its links point to (docs/decisiones.md (50)). */
  correo: AjustesCorreo;
  /** The backups (docs/decisiones.md (59)), made when first asked for. */
  copias: () => ServicioCopias;
}

/** What queuing a message needs, now. */
export function contextoCorreo(deps: Deps): ContextoCorreo {
  return { ajustes: deps.correo, zonaHoraria: deps.settings.timeZone, ahora: deps.clock() };
}

export function userOf(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function clinicNow(deps: Deps): WallClock {
  return wallClock(deps.clock(), deps.settings.timeZone);
}
