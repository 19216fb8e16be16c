import path from 'node:path';
import { LIMITES_MAXIMOS } from '@clinica/api-client/reglas';
import { DEFAULT_THROTTLE, type ThrottlePolicy } from './auth/throttle';
import { repositoryRoot } from './paths';

/** Every setting of the server, read once from the environment (or given by tests). */
export interface Settings {
  port: number;
  host: string;
  /** PGlite data directory, used when `databaseUrl` is not set. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. The server serves as its role. */
  databaseUrl?: string;
  /**
   * The tables' owner, for migrations (DATABASE_OWNER_URL). When set, the server migrates as the
   * owner, grants the serving role its rights (only SELECT and INSERT on the audit log) and serves
   * as DATABASE_URL's role; when not, it migrates and serves as DATABASE_URL's role.
   */
  databaseOwnerUrl?: string;
  /**
   * Where uploaded files are kept: never a served folder. With an object store, only the files
   * still being received wait here (in `tmp/`).
   */
  storageDir: string;
  /** An S3-compatible object store for the files (CLINICA_S3_BUCKET); none: `storageDir`. */
  objectStore?: ObjectStoreSettings;
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
  /**
   * Whether an empty database gets the demo clinic (CLINICA_DEMO): by default on the embedded
   * database, which `npm start` uses to show the kit, and never on DATABASE_URL, where a clinic
   * goes live (docs/decisiones.md (45)).
   */
  demo: boolean;
  /** Built app to serve, when it exists. */
  clinicDistDir: string;
  /** A request (headers and body) must arrive within this time, or it gets a 408. */
  requestTimeoutSeconds: number;
  /**
   * Which proxies in front of the server to believe about the client's address
   * (X-Forwarded-For): none (false), every one (true), this many hops, or these addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** API requests allowed per client address and minute (429 with Retry-After beyond it). */
  requestsPerMinute: number;
  /** Failed sign-ins per account and per address (see ThrottlePolicy). */
  throttle: ThrottlePolicy;
  /** E-mail (docs/decisiones.md (50)); unset parts take the defaults of `ajustesDeCorreo`. */
  correo?: Partial<AjustesCorreo>;
  /** Backups (docs/decisiones.md (59)); unset parts take the defaults of `ajustesDeCopias`. */
  copias?: Partial<AjustesCopias>;
}

/** Backups (docs/configuracion.md, 'Copias de seguridad'). */
export interface AjustesCopias {
  /**
   * CLINICA_COPIAS_DIR: where the daily backups (and the command's, unless told otherwise) are
   * written; by default `<CLINICA_DATA_DIR>/copias`. Better on another disk than the database.
   */
  carpeta: string;
  /** CLINICA_COPIAS_HORA: when the daily backup is made, HH:MM of the clinic's time zone. */
  hora: string;
  /** CLINICA_COPIAS_CONSERVAR: how many backups the folder keeps; older ones are removed. */
  conservar: number;
}

/** The backup settings with their defaults filled in from the rest. */
export function ajustesDeCopias(settings: Pick<Settings, 'dataDir' | 'copias'>): AjustesCopias {
  return {
    carpeta: path.join(settings.dataDir, 'copias'),
    hora: '03:00',
    conservar: 7,
    ...settings.copias,
  };
}

function horaDelDia(value: string | undefined, name: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) {
    throw new Error(
      `El ajuste ${name} debe ser una hora HH:MM (por ejemplo 03:00). / ${name} must be a time of day, HH:MM.`,
    );
  }
  return `${(match[1] as string).padStart(2, '0')}:${match[2]}`;
}

/** How the server sends mail (docs/correo.md). */
export interface AjustesCorreo {
  /** CLINICA_SMTP_URL: smtp:// or smtps://, credentials in it; none: `.eml` files in `carpeta`. */
  smtpUrl?: string;
  /**
   * CLINICA_MAIL_FROM: the sender. A bare address is shown with the clinic's name as saved in
   * the Agenda ('Datos de la clínica'); 'Name <address>' is sent as written.
   */
  remitente: string;
  /** CLINICA_URL_PUBLICA: the address people open the app at; the links in messages use it. */
  urlPublica: string;
  /** CLINICA_REMINDER_HOURS: how long before a cita its reminder goes out. */
  horasRecordatorio: number;
  /** Where messages are written without SMTP: `<CLINICA_DATA_DIR>/correo`. */
  carpeta: string;
}

/** The mail settings with their defaults filled in from the rest. */
export function ajustesDeCorreo(settings: Settings): AjustesCorreo {
  return {
    remitente: 'no-responder@clinica.invalid',
    urlPublica: `http://${settings.host}:${settings.port}`,
    horasRecordatorio: 24,
    carpeta: path.join(settings.dataDir, 'correo'),
    ...settings.correo,
  };
}

function smtpUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^smtps?:\/\/[^/]+/.test(text)) {
    throw new Error(
      'CLINICA_SMTP_URL debe ser una dirección smtp:// o smtps://. / CLINICA_SMTP_URL must be an smtp:// or smtps:// address.',
    );
  }
  return text;
}

function urlPublica(value: string | undefined): string | undefined {
  const text = value?.trim().replace(/\/+$/, '');
  if (!text) return undefined;
  if (!/^https?:\/\/[^/]+/.test(text)) {
    throw new Error(
      'CLINICA_URL_PUBLICA debe ser una dirección http:// o https://. / CLINICA_URL_PUBLICA must be an http:// or https:// address.',
    );
  }
  return text;
}

/** An S3-compatible bucket (MinIO, a cloud provider's object storage). */
export interface ObjectStoreSettings {
  bucket: string;
  /** The store's address (`http://minio:9000`); none: the AWS endpoint of the region. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the AWS SDK's usual sources (environment, roles) apply. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** Prepended to every object's name (`clinica/`), so one bucket may hold other things. */
  prefix: string;
}

const MIB = 1024 * 1024;

/**
 * CLINICA_TRUST_PROXY: unset or 'false' trusts no proxy (the socket's address is the client's);
 * 'true' trusts every hop; a number trusts that many hops; otherwise a comma-separated list of
 * proxy addresses or CIDR ranges ('10.0.0.0/8,127.0.0.1').
 */
function trustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((part) => part.trim());
  const address = /^(\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[0-9a-f:]+(\/\d{1,3})?)$/i;
  if (list.some((part) => !address.test(part))) {
    throw new Error(
      'CLINICA_TRUST_PROXY debe ser false, true, un número de saltos o una lista de direcciones o ' +
        'rangos CIDR separados por comas. / CLINICA_TRUST_PROXY must be false, true, a hop count or a comma-separated list of addresses or CIDR ranges.',
    );
  }
  return list;
}

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

function yesNo(value: string | undefined, fallback: boolean, name: string): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return fallback;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new Error(`El ajuste ${name} debe ser true o false. / ${name} must be true or false.`);
}

/** CLINICA_S3_*: the object store, when a bucket is named. */
function objectStore(env: NodeJS.ProcessEnv): ObjectStoreSettings | undefined {
  const bucket = env.CLINICA_S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env.CLINICA_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.CLINICA_S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      'CLINICA_S3_ACCESS_KEY_ID y CLINICA_S3_SECRET_ACCESS_KEY van juntos: indica los dos o ninguno. / ' +
        'Give both CLINICA_S3_ACCESS_KEY_ID and CLINICA_S3_SECRET_ACCESS_KEY, or neither.',
    );
  }
  const endpoint = env.CLINICA_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error(
      'CLINICA_S3_ENDPOINT debe ser una dirección http:// o https://. / CLINICA_S3_ENDPOINT must be an http:// or https:// address.',
    );
  }
  const prefix = env.CLINICA_S3_PREFIX?.trim() ?? '';
  if (prefix && !/^[A-Za-z0-9._\-/]{1,200}$/.test(prefix)) {
    throw new Error(
      'CLINICA_S3_PREFIX solo admite letras, cifras, «.», «_», «-» y «/». / CLINICA_S3_PREFIX allows letters, digits, ".", "_", "-" and "/" only.',
    );
  }
  return {
    bucket,
    endpoint,
    region: env.CLINICA_S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: yesNo(env.CLINICA_S3_FORCE_PATH_STYLE, false, 'CLINICA_S3_FORCE_PATH_STYLE'),
    prefix,
  };
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const dataDir = path.resolve(env.CLINICA_DATA_DIR || path.join(repositoryRoot, '.data'));
  return {
    port: integer(env.PORT, 3000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseOwnerUrl: env.DATABASE_OWNER_URL || undefined,
    storageDir: path.resolve(env.CLINICA_STORAGE_DIR || path.join(dataDir, 'archivos')),
    objectStore: objectStore(env),
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
    demo: yesNo(env.CLINICA_DEMO, !env.DATABASE_URL, 'CLINICA_DEMO'),
    clinicDistDir: path.resolve(
      env.CLINICA_APP_DIR || path.join(repositoryRoot, 'apps/clinic/dist'),
    ),
    // Node's own default: long enough for the largest upload on a slow line.
    requestTimeoutSeconds: integer(
      env.CLINICA_REQUEST_TIMEOUT_SECONDS,
      300,
      'CLINICA_REQUEST_TIMEOUT_SECONDS',
    ),
    trustProxy: trustProxy(env.CLINICA_TRUST_PROXY),
    requestsPerMinute: integer(
      env.CLINICA_RATE_LIMIT_PER_MINUTE,
      1200,
      'CLINICA_RATE_LIMIT_PER_MINUTE',
    ),
    throttle: {
      perAccount: integer(
        env.CLINICA_SIGNIN_FAILURES_PER_ACCOUNT,
        DEFAULT_THROTTLE.perAccount,
        'CLINICA_SIGNIN_FAILURES_PER_ACCOUNT',
      ),
      perAddress: integer(
        env.CLINICA_SIGNIN_FAILURES_PER_ADDRESS,
        DEFAULT_THROTTLE.perAddress,
        'CLINICA_SIGNIN_FAILURES_PER_ADDRESS',
      ),
      windowMinutes: integer(
        env.CLINICA_SIGNIN_WINDOW_MINUTES,
        DEFAULT_THROTTLE.windowMinutes,
        'CLINICA_SIGNIN_WINDOW_MINUTES',
      ),
      lockMinutes: integer(
        env.CLINICA_SIGNIN_LOCK_MINUTES,
        DEFAULT_THROTTLE.lockMinutes,
        'CLINICA_SIGNIN_LOCK_MINUTES',
      ),
      knownDays: integer(
        env.CLINICA_SIGNIN_KNOWN_DAYS,
        DEFAULT_THROTTLE.knownDays,
        'CLINICA_SIGNIN_KNOWN_DAYS',
      ),
    },
    correo: {
      smtpUrl: smtpUrl(env.CLINICA_SMTP_URL),
      ...(env.CLINICA_MAIL_FROM?.trim() ? { remitente: env.CLINICA_MAIL_FROM.trim() } : {}),
      ...(urlPublica(env.CLINICA_URL_PUBLICA)
        ? { urlPublica: urlPublica(env.CLINICA_URL_PUBLICA) }
        : {}),
      horasRecordatorio: integer(env.CLINICA_REMINDER_HOURS, 24, 'CLINICA_REMINDER_HOURS'),
    },
    copias: {
      ...(env.CLINICA_COPIAS_DIR?.trim()
        ? { carpeta: path.resolve(env.CLINICA_COPIAS_DIR.trim()) }
        : {}),
      ...(horaDelDia(env.CLINICA_COPIAS_HORA, 'CLINICA_COPIAS_HORA')
        ? { hora: horaDelDia(env.CLINICA_COPIAS_HORA, 'CLINICA_COPIAS_HORA') }
        : {}),
      conservar: integer(env.CLINICA_COPIAS_CONSERVAR, 7, 'CLINICA_COPIAS_CONSERVAR'),
    },
  };
}
