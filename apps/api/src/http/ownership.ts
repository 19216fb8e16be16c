import { ROL } from '@clinica/api-client/reglas';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../auth/sessions';
import type { Operation } from '../contract/operations';
import type { Database } from '../db/schema';
import { ApiError, forbidden, MENSAJES, notFound } from './errors';

/**
 * A record that exists but is not the caller's is answered exactly as one that does not exist:
 * the same 404 and message, so that no caller can tell which ids exist by trying
 * them. It is still a refusal, and the audit log records it as one (`refused`).
 */
export class HiddenRecord extends ApiError {
  readonly refused = true;
  constructor(message: string) {
    super(404, message);
  }
}

interface Where {
  params: unknown;
  query: unknown;
  body: unknown;
}

function subjectId(operation: Operation, where: Where): number | undefined {
  const id = operation.ownershipId;
  if (!id) return undefined;
  const source = (id.in === 'path' ? where.params : id.in === 'query' ? where.query : where.body) as
    | Record<string, unknown>
    | undefined;
  const value = Number(source?.[id.name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

type CitaOwner = { id_paciente: number; id_medico: number | null; id_radiologo: number | null };

/** docs/decisiones.md (2): a patient their own citas, a doctor theirs, a radiologist radiology, admin all. */
function maySeeCita(user: SignedInUser, cita: CitaOwner): boolean {
  switch (user.id_rol) {
    case ROL.administrativo:
      return true;
    case ROL.paciente:
      return cita.id_paciente === user.id;
    case ROL.medico:
      return cita.id_medico === user.id;
    case ROL.radiologo:
      return cita.id_radiologo !== null;
    default:
      return false;
  }
}

/**
 * docs/decisiones.md (33): only the professional the cita is assigned to may write on it (a report, its
 * images, the CUMPLIDA state): a radiologist their `id_radiologo`, a doctor their `id_medico`.
 */
function assertAssigned(user: SignedInUser, cita: CitaOwner): void {
  if (user.id_rol === ROL.radiologo && cita.id_radiologo !== null && cita.id_radiologo !== user.id)
    throw new ApiError(403, MENSAJES.noAsignada);
  const assigned =
    (user.id_rol === ROL.radiologo && cita.id_radiologo === user.id) ||
    (user.id_rol === ROL.medico && cita.id_medico === user.id);
  if (!assigned) throw forbidden();
}

async function citaRule(
  db: Kysely<Database>,
  user: SignedInUser,
  id: number,
  operation: Operation,
  assigned = false,
) {
  // actualizarDiagnostico names a diagnosis: the rule applies to that diagnosis's cita.
  const viaDiagnosis = operation.ownershipId?.component === 'IdDiagnostico';
  const cita = viaDiagnosis
    ? await db
        .selectFrom('diagnosticos')
        .innerJoin('citas', 'citas.id', 'diagnosticos.id_cita')
        .select(['citas.id_paciente', 'citas.id_medico', 'citas.id_radiologo'])
        .where('diagnosticos.id_diagnostico', '=', id)
        .executeTakeFirst()
    : await db
        .selectFrom('citas')
        .select(['id_paciente', 'id_medico', 'id_radiologo'])
        .where('id', '=', id)
        .executeTakeFirst();
  const missing = viaDiagnosis ? MENSAJES.diagnosticoNoExiste : MENSAJES.citaNoExiste;
  if (!cita) throw notFound(missing);
  if (!maySeeCita(user, cita)) throw new HiddenRecord(missing);
  // A cita the caller may see but not write on (a radiologist's colleague's): a plain refusal.
  if (assigned) assertAssigned(user, cita);
}

async function imagenRule(db: Kysely<Database>, user: SignedInUser, id: number, assigned = false) {
  const cita = await db
    .selectFrom('imagenes')
    .innerJoin('citas', 'citas.id', 'imagenes.id_cita')
    .select(['citas.id_paciente', 'citas.id_medico', 'citas.id_radiologo'])
    .where('imagenes.id_imagen', '=', id)
    .executeTakeFirst();
  if (!cita) throw notFound(MENSAJES.imagenNoExiste);
  if (!maySeeCita(user, cita)) throw new HiddenRecord(MENSAJES.imagenNoExiste);
  if (assigned) assertAssigned(user, cita);
}

async function patientRule(db: Kysely<Database>, user: SignedInUser, id: number) {
  const patient = await db
    .selectFrom('pacientes')
    .select('id_paciente')
    .where('id_paciente', '=', id)
    .executeTakeFirst();
  if (!patient) throw notFound(MENSAJES.pacienteNoExiste);
  if (user.id_rol === ROL.administrativo) return;
  if (user.id_rol === ROL.paciente && id === user.id) return;
  if (user.id_rol === ROL.medico) {
    const shared = await db
      .selectFrom('citas')
      .select('id')
      .where('id_paciente', '=', id)
      .where('id_medico', '=', user.id)
      .limit(1)
      .executeTakeFirst();
    if (shared) return;
  }
  throw new HiddenRecord(MENSAJES.pacienteNoExiste);
}

async function incidenciaRule(
  db: Kysely<Database>,
  user: SignedInUser,
  id: number,
  operation: Operation,
) {
  // descargarImagenIncidencia names an incident image: the rule applies to its incident.
  const viaImage = operation.ownershipId?.component === 'IdImagen';
  const incidencia = viaImage
    ? await db
        .selectFrom('imagenes_incidencia')
        .innerJoin('incidencias', 'incidencias.id', 'imagenes_incidencia.id_incidencia')
        .select('incidencias.id_usuario')
        .where('imagenes_incidencia.id_imagen', '=', id)
        .executeTakeFirst()
    : await db
        .selectFrom('incidencias')
        .select('id_usuario')
        .where('id', '=', id)
        .executeTakeFirst();
  const missing = viaImage ? MENSAJES.imagenNoExiste : MENSAJES.incidenciaNoExiste;
  if (!incidencia) throw notFound(missing);
  if (incidencia.id_usuario !== user.id) throw new HiddenRecord(missing);
}

/**
 * The one place where ownership is decided, from the rule the contract declares for the
 * operation. Missing records and someone else's answer the same 404 (HiddenRecord); a role
 * refusal stays 403.
 */
export async function checkOwnership(
  db: Kysely<Database>,
  user: SignedInUser | null,
  operation: Operation,
  where: Where,
): Promise<void> {
  const rule = operation.ownership;
  if (rule === 'none') return;
  if (!user || !rule) throw forbidden();
  const id = subjectId(operation, where);
  // Validation has already run, so a missing id means the contract names a field it lacks.
  if (id === undefined) throw new ApiError(403, MENSAJES.sinPermiso);
  switch (rule) {
    case 'self-user':
      if (id !== user.id) throw forbidden();
      return;
    case 'own-cita':
      return citaRule(db, user, id, operation);
    case 'own-imagen':
      return imagenRule(db, user, id);
    case 'assigned-cita':
      return citaRule(db, user, id, operation, true);
    case 'assigned-imagen':
      return imagenRule(db, user, id, true);
    case 'own-patient':
      return patientRule(db, user, id);
    case 'own-incidencia':
      return incidenciaRule(db, user, id, operation);
  }
}
