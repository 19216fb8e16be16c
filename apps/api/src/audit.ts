import { ROL } from '@clinica/api-client/reglas';
import type { Kysely } from 'kysely';
import { accesosAlPaciente, insertAuditoria, subjectOf } from './db/queries/auditoria';
import type { AuditOutcome, Database, DetalleDeCita, MomentoDeCita } from './db/schema';

export type AuditAction =
  | 'leer'
  | 'crear'
  | 'actualizar'
  | 'cancelar'
  | 'cumplir'
  | 'registrar_llegada'
  | 'marcar_no_presentada'
  | 'borrar'
  | 'descargar'
  | 'iniciar_sesion'
  | 'cerrar_sesion'
  | 'cambiar_contrasena'
  | 'recuperar_contrasena'
  | 'restablecer_contrasena'
  | 'dar_de_baja'
  | 'dar_de_alta'
  | 'desbloquear'
  /** A call refused with 401 or 403: the entity is the operation asked for. */
  | 'acceder';

export interface AuditEntry {
  userId: number | null;
  action: AuditAction;
  entity: string;
  recordId?: number | string | null;
  /**
   * The patient the row is about and the cita, when the caller already has them (a record just
   * removed can no longer be looked up); otherwise they are found from `entity` and `recordId`.
   */
  patientId?: number | null;
  citaId?: number | null;
  /** 'permitido' unless told: 'denegado' for a 401/403, 'fallido' for a failed sign-in. */
  outcome?: AuditOutcome;
  /** The client's address (request.ip: through a trusted proxy, the client's own). */
  address?: string | null;
  /**
   * For a read ('leer'), when it happened by the server's clock: the same reader's read of the
   * same record within LECTURA_YA_REGISTRADA_MS of their last recorded one adds no row.
   */
  readAt?: Date;
  /** The fields an update changed (`x-clinica-audit` with `campos: true`); never their values. */
  campos?: readonly string[];
  /** What a cita's change changed (`x-clinica-audit` with `detalle: true`). */
  detalle?: DetalleDeCita | null;
}

const momentoCerrado = ({ fecha, hora, id_profesional }: MomentoDeCita): MomentoDeCita => ({
  fecha,
  hora,
  id_profesional,
});

/**
 * The detail with its known keys only, copied one by one: a cita row or a request body spread
 * into it by mistake would otherwise carry a patient's data into the log (the database refuses
 * any other key as well: migration 016).
 */
export function detalleCerrado(detalle: DetalleDeCita): DetalleDeCita {
  return {
    ...(detalle.antes ? { antes: momentoCerrado(detalle.antes) } : {}),
    ...(detalle.despues ? { despues: momentoCerrado(detalle.despues) } : {}),
    ...(detalle.tipo_cita ? { tipo_cita: detalle.tipo_cita } : {}),
    ...(detalle.motivo ? { motivo: detalle.motivo } : {}),
    ...(detalle.cumple_cita ? { cumple_cita: true as const } : {}),
  };
}

/** Appends who did what to which record; the time is the database's own clock (UTC). */
export async function audit(
  db: Kysely<Database>,
  entry: AuditEntry,
  memory?: ReadMemory,
): Promise<void> {
  const lectura =
    entry.action === 'leer' && entry.readAt && (entry.outcome ?? 'permitido') === 'permitido'
      ? `${entry.userId} ${entry.entity} ${entry.recordId} ${entry.address ?? null}`
      : undefined;
  if (lectura && entry.readAt && memory?.sinRegistrarAun([lectura], entry.readAt).length === 0) {
    return;
  }
  const subject =
    entry.patientId !== undefined
      ? { id_paciente: entry.patientId, id_cita: entry.citaId ?? null }
      : await subjectOf(db, entry.entity, entry.recordId);
  const detalle = entry.detalle ? detalleCerrado(entry.detalle) : undefined;
  await insertAuditoria(db, [
    {
      id_usuario: entry.userId,
      accion: entry.action,
      entidad: entry.entity,
      // A refused call's id comes from its address as sent, which may hold a NUL: PostgreSQL's
      // text takes none, and the refusal would go unrecorded.
      id_registro:
        entry.recordId == null ? null : String(entry.recordId).replaceAll('\0', '\uFFFD'),
      id_paciente: subject.id_paciente,
      id_cita: subject.id_cita,
      resultado: entry.outcome ?? 'permitido',
      direccion: entry.address ?? null,
      ...(entry.campos ? { campos: entry.campos.join(',') } : {}),
      ...(detalle && Object.keys(detalle).length > 0 ? { detalle: JSON.stringify(detalle) } : {}),
    },
  ]);
  if (lectura && entry.readAt) memory?.registradas([lectura], entry.readAt);
}

/**
 * How long one reader's read of a record stays recorded: the same record (a day's list, a
 * patient's history, a cita) read again by the same person within this time (a desk reloading
 * its day, paging, opening the same cita twice) adds no row, so a patient's access history says
 * "Consultó…" once a minute at most per reader and record, instead of once per reload.
 */
export const LECTURA_YA_REGISTRADA_MS = 60_000;

/**
 * When each read was last written, by a key naming the reader, the record and the address. It
 * only lets writes be skipped, never adds one: a second server process writes its own first row
 * of the minute. `buildApp` makes one per app and passes it to the audit hook.
 */
export interface ReadMemory {
  /** The keys among `claves` whose last recorded read is older than the window (or none). */
  sinRegistrarAun(claves: string[], now: Date): string[];
  /** Remembers these reads as written at `now`, once their rows are in. */
  registradas(claves: string[], now: Date): void;
}

export function createReadMemory(): ReadMemory {
  const registro = new Map<string, number>();
  return {
    sinRegistrarAun(claves, now) {
      return claves.filter((clave) => {
        const escrita = registro.get(clave);
        return escrita === undefined || now.getTime() - escrita >= LECTURA_YA_REGISTRADA_MS;
      });
    },
    registradas(claves, now) {
      for (const clave of claves) registro.set(clave, now.getTime());
      if (registro.size > 50_000) {
        for (const [clave, escrita] of registro) {
          if (now.getTime() - escrita >= LECTURA_YA_REGISTRADA_MS) registro.delete(clave);
        }
      }
    },
  };
}

/**
 * A staff list of one day (the day's citas, a doctor's or a radiologist's) showed these citas'
 * patients by name and DNI: one row per patient shown, so each of them sees the read, unless the
 * same reader's row for that patient and day is younger than LECTURA_YA_REGISTRADA_MS.
 */
export async function auditDayList(
  db: Kysely<Database>,
  memory: ReadMemory,
  userId: number,
  fecha: string,
  citas: readonly { id_paciente: number }[],
  { address = null, now }: { address?: string | null; now: Date },
): Promise<void> {
  const clave = (id_paciente: number) => `${userId} citas_dia ${fecha} ${address} ${id_paciente}`;
  const shown = [...new Set(citas.map((cita) => cita.id_paciente))];
  const nuevas = new Set(memory.sinRegistrarAun(shown.map(clave), now));
  const patients = shown.filter((id) => nuevas.has(clave(id)));
  if (patients.length === 0) return;
  await insertAuditoria(
    db,
    patients.map((id_paciente) => ({
      id_usuario: userId,
      accion: 'leer',
      entidad: 'citas_dia',
      id_registro: fecha,
      id_paciente,
      id_cita: null,
      direccion: address,
    })),
  );
  // Only once the rows are in: a failed write is tried again by the next read.
  memory.registradas([...nuevas], now);
}

const VERBO: Record<string, string> = {
  leer: 'Consultó',
  crear: 'Creó',
  actualizar: 'Modificó',
  cancelar: 'Canceló',
  cumplir: 'Dio por cumplida',
  registrar_llegada: 'Anotó la llegada',
  marcar_no_presentada: 'Marcó que no se presentó',
  borrar: 'Borró',
  descargar: 'Descargó',
};

const ROL_NOMBRE: Record<number, 'Radiólogo' | 'Administrativo' | 'Médico'> = {
  [ROL.radiologo]: 'Radiólogo',
  [ROL.administrativo]: 'Administrativo',
  [ROL.medico]: 'Médico',
};

/** Dates as people read them: dd/mm/aaaa (docs/decisiones.md (40)). */
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

function what(entidad: string, registro: string | null, numCita: string | null): string {
  const deLaCita = numCita ? ` de la cita ${numCita}` : '';
  switch (entidad) {
    case 'cita':
      return numCita ? `Cita ${numCita}` : 'Cita';
    case 'diagnostico':
      return `Diagnóstico${deLaCita}`;
    case 'informe':
      return `Informe${deLaCita}`;
    case 'imagen':
      return `Imagen${deLaCita}`;
    case 'imagenes_cita':
      return `Imágenes${deLaCita}`;
    case 'historial':
      return 'Historial de citas';
    case 'citas_paciente':
      return 'Tu lista de citas';
    case 'paciente':
      return 'Tus datos de paciente';
    case 'citas_dia':
      return registro ? `Lista de citas del día ${ddmmyyyy(registro)}` : 'Lista de citas del día';
    case 'datos_paciente':
      return 'Todos tus datos (una copia)';
    default:
      return entidad;
  }
}

export interface AccesoHistoria {
  fecha: string;
  primera?: string;
  veces: number;
  quien: string;
  rol: 'Radiólogo' | 'Administrativo' | 'Médico';
  accion: string;
  que: string;
}

/**
 * Who (staff only: never another patient, nor the patient themself) read or changed a patient's
 * data, newest first, one page of lines at a time. A desk that reloads its day list all morning
 * wrote a row a minute; the patient read 40 lines of 'Consultó Lista de citas del día'. So the
 * sights of one day's list by one reader within one day of the clinic (`timeZone`) are one line
 * that says how many times, from the first to the last; every other row (a cita, a diagnosis, a
 * report, the history, any change) stays its own line.
 */
export async function accessesOf(
  db: Kysely<Database>,
  patientId: number,
  page: number,
  pageSize: number,
  timeZone: string,
): Promise<{ entradas: AccesoHistoria[]; hayMas: boolean }> {
  const rows = await accesosAlPaciente(
    db,
    patientId,
    Object.keys(VERBO),
    { offset: (page - 1) * pageSize, limit: pageSize + 1 },
    timeZone,
  );
  return {
    entradas: rows.slice(0, pageSize).map((row) => {
      const veces = Number(row.veces);
      return {
        fecha: new Date(row.ultima).toISOString(),
        ...(veces > 1 ? { primera: new Date(row.primera).toISOString() } : {}),
        veces,
        quien: row.quien,
        rol: ROL_NOMBRE[row.id_rol] ?? 'Administrativo',
        accion: VERBO[row.accion] ?? row.accion,
        que: what(row.entidad, row.id_registro, row.num_cita ?? null),
      };
    }),
    hayMas: rows.length > pageSize,
  };
}

/** Every line of the patient's access history at once: their data export carries it whole. */
export async function todosLosAccesos(
  db: Kysely<Database>,
  patientId: number,
  timeZone: string,
): Promise<AccesoHistoria[]> {
  // One page as long as there are lines: none is left out.
  const { entradas } = await accessesOf(db, patientId, 1, Number.MAX_SAFE_INTEGER - 1, timeZone);
  return entradas;
}
