import path from 'node:path';
import { LIMITES_MAXIMOS } from '@clinica/api-client/reglas';

/** Every setting of the server, read once from the environment (or given by tests). */
export interface Settings {
  port: number;
  host: string;
  /** PGlite data directory, used when `databaseUrl` is not set. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Where uploaded files are kept: never a served folder. */
  storageDir: string;
  /** The clinic's time zone: it defines "today" and the free slots. */
  timeZone: string;
  /** Overall upload caps; each operation also keeps to its own `x-clinica-limits`. */
  maxFileBytes: number;
  maxFiles: number;
  /** Session lifetime. */
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Minimum notice before a patient may cancel their own cita. */
  patientCancelNoticeHours: number;
  /** How many days ahead a cita may be booked. */
  bookingHorizonDays: number;
  /** Built app to serve, when it exists. */
  clinicDistDir: string;
  /** A request (headers and body) must arrive within this time, or it gets a 408. */
  requestTimeoutSeconds: number;
}

const MIB = 1024 * 1024;
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(
      `El ajuste ${name} debe ser un número entero positivo. / ${name} must be a positive integer.`,
    );
  }
  return parsed;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const dataDir = path.resolve(env.CLINICA_DATA_DIR || path.join(repositoryRoot, '.data'));
  return {
    port: integer(env.PORT, 3000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    storageDir: path.resolve(env.CLINICA_STORAGE_DIR || path.join(dataDir, 'archivos')),
    timeZone: env.CLINICA_TZ || 'Europe/Madrid',
    // By default the largest limits the contract declares, so the caps never undercut it.
    maxFileBytes:
      integer(env.CLINICA_MAX_FILE_MB, LIMITES_MAXIMOS.maxFileBytes / MIB, 'CLINICA_MAX_FILE_MB') *
      MIB,
    maxFiles: integer(env.CLINICA_MAX_FILES, LIMITES_MAXIMOS.maxFiles, 'CLINICA_MAX_FILES'),
    sessionIdleMinutes: integer(
      env.CLINICA_SESSION_IDLE_MINUTES,
      30,
      'CLINICA_SESSION_IDLE_MINUTES',
    ),
    sessionAbsoluteHours: integer(
      env.CLINICA_SESSION_ABSOLUTE_HOURS,
      12,
      'CLINICA_SESSION_ABSOLUTE_HOURS',
    ),
    patientCancelNoticeHours: integer(
      env.CLINICA_CANCEL_NOTICE_HOURS,
      24,
      'CLINICA_CANCEL_NOTICE_HOURS',
    ),
    bookingHorizonDays: integer(
      env.CLINICA_BOOKING_HORIZON_DAYS,
      365,
      'CLINICA_BOOKING_HORIZON_DAYS',
    ),
    clinicDistDir: path.resolve(
      env.CLINICA_APP_DIR || path.join(repositoryRoot, 'apps/clinic/dist'),
    ),
    // Node's own default: long enough for the largest upload on a slow line.
    requestTimeoutSeconds: integer(
      env.CLINICA_REQUEST_TIMEOUT_SECONDS,
      300,
      'CLINICA_REQUEST_TIMEOUT_SECONDS',
    ),
  };
}
