import { isUtf8 } from 'node:buffer';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import type { Kysely } from 'kysely';
import { createReadMemory } from './audit';
import { createSessionMemory, type SessionPolicy } from './auth/sessions';
import type { ThrottlePolicy } from './auth/throttle';
import { type AjustesCorreo, ajustesDeCorreo, type Settings } from './config';
import {
  CONTRACT_PATH,
  listOperations,
  loadContract,
  type OpenApiDocument,
  type Operation,
} from './contract/operations';
import { abrirCanal, type Canal, respuestaDe } from './copias/canal';
import { crearServicioCopias, type ServicioCopias } from './copias/servicio';
import { crearTrabajadorCorreo, type TrabajadorCorreo } from './correo/trabajador';
import { abrirTransporte, type Transporte } from './correo/transporte';
import { isOpenOnlyHere } from './db/connect';
import type { Database } from './db/schema';
import { allHandlers } from './handlers';
import type { Deps } from './handlers/context';
import { registerAccess } from './http/access';
import { createAuditHook } from './http/audit';
import { conCsv } from './http/csv';
import { type DayPage, dayScreens } from './http/day-screens';
import {
  clientErrorHandler,
  frameworkErrors,
  makeErrorHandler,
  NO_STORE,
} from './http/error-handler';
import { ApiError, MENSAJES } from './http/errors';
import { registerBookingHorizon } from './http/horizon';
import { registerIdempotency } from './http/idempotency';
import { methodsOfPath } from './http/methods';
import { registerNoBody } from './http/no-body';
import { type BatchTimer, databaseRateLimitStore, REAL_TIME } from './http/rate-limit-store';
import './http/request-state';
import { rutasFhir } from './fhir/rutas';
import { validatorCompiler } from './http/validation';
import { RegistroDePeticiones } from './registro';
import { DicomChecker } from './uploads/dicom-check';
import { makeOnFile } from './uploads/receive';
import { openStorage, type Storage } from './uploads/storage';

export interface AppOptions {
  db: Kysely<Database>;
  settings: Settings;
  /** The clock of sessions, throttling and scheduling (tests move it). */
  clock?: () => Date;
  /** Overrides settings.throttle (tests). */
  throttle?: ThrottlePolicy;
  /** Overrides settings.requestsPerMinute, the flood guard per client address; false: none. */
  requestsPerMinute?: number | false;
  /** When the shared rate limit adds its batches; real time by default (tests run them). */
  rateLimitTimer?: BatchTimer;
  /**
   * A pino logger for request logs, made by `crearRegistro` so no line carries personal data or
   * secrets; none by default (tests).
   */
  logger?: FastifyBaseLogger;
  contract?: OpenApiDocument;
  /** Where files go; by default the one the settings name (a folder, or an S3 bucket). */
  storage?: Storage;
  /**
   * The e-mail worker's transport (by default the settings': SMTP or .eml files) and when its
   * passes run (real time by default; false: only when a test calls `app.correo.procesar()`).
   */
  correo?: { transporte?: Transporte; temporizador?: BatchTimer | false };
  /**
   * Backups (docs/decisiones.md (59)): when the schedule looks at the clock (real time by
   * default; false: only when a test calls `app.copias.comprobarHora()`), and the Unix socket
   * through which `npm run clinica -- copia-de-seguridad` asks this server for one (main.ts
   * opens it on the embedded database, which no other process may open).
   */
  copias?: { temporizador?: BatchTimer | false; canal?: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's worker (docs/decisiones.md (50)), stopped when the app closes. */
    correo: TrabajadorCorreo;
    /** The backups (docs/decisiones.md (59)): the daily one, on demand, and their state. */
    copias: ServicioCopias;
  }
}

/** Only the clinic's own origin: no inline scripts, nothing from third-party hosts (docs/decisiones.md (20, 29)). */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' lets the DICOM preview compile its WebAssembly codecs (JPEG, JPEG-LS,
    // JPEG 2000), served from this origin; it allows no eval() of JavaScript.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    // react-aria's press handling adds one fixed <style> (touch-action on pressable elements);
    // its hash is allowed, nothing else inline. The journeys fail on any CSP violation.
    styleSrc: ["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { settings, db } = options;
  const clock = options.clock ?? (() => new Date());
  const contract = options.contract ?? loadContract(CONTRACT_PATH);
  const operations = new Map(listOperations(contract).map((op) => [op.operationId, op]));
  const storage = options.storage ?? openStorage(settings);
  const sessions: SessionPolicy = {
    idleMinutes: settings.sessionIdleMinutes,
    absoluteHours: settings.sessionAbsoluteHours,
  };
  // What this app remembers between requests, made here and passed in (never module state):
  // sessions only on a database no other process opens (a PGlite directory locked to this one);
  // the reads written in the last minute, which only ever spare a row.
  const sessionMemory = isOpenOnlyHere(db) ? createSessionMemory() : undefined;
  const readMemory = createReadMemory();
  const auditHook = createAuditHook({ db, readMemory, clock });
  const correo: AjustesCorreo = ajustesDeCorreo(settings);
  // Backups: made by this process, daily from the moment it is ready, until it closes.
  let servicioCopias: ServicioCopias | undefined;
  let logDeCopias: FastifyBaseLogger | undefined;
  const copias = (): ServicioCopias => {
    servicioCopias ??= crearServicioCopias({
      db,
      motor: isOpenOnlyHere(db) ? 'pglite' : 'postgres',
      storage,
      settings,
      clock,
      temporizador: options.copias?.temporizador ?? REAL_TIME,
      log: logDeCopias ?? { info() {}, warn() {}, error() {} },
    });
    return servicioCopias;
  };
  const deps: Deps = {
    copias,
    correo,
    db,
    storage,
    settings,
    sessions,
    sessionMemory,
    throttle: options.throttle ?? settings.throttle,
    clock,
    auditedTransaction: auditHook.auditedTransaction,
  };

  const requestTimeout = settings.requestTimeoutSeconds * 1000;
  const fastifyOptions = {
    // CLINICA_TRUST_PROXY: only a proxy the clinic names may say who the client is; request.ip
    // (rate limit, sign-in throttle, audit) is the client's address through it.
    trustProxy:
      typeof settings.trustProxy === 'number'
        ? // That many hops nearest the server are the clinic's proxies.
          (_address: string, hop: number) => hop < (settings.trustProxy as number)
        : settings.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    // A client that stalls (slowloris) gets the contract's 408 from clientErrorHandler. Node
    // checks the timeouts every connectionsCheckingInterval; headers may not take longer than
    // the whole request.
    requestTimeout,
    http: {
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, requestTimeout / 4)),
    },
  } as const;
  const app = options.logger
    ? Fastify({
        loggerInstance: options.logger,
        // Requests are logged by route with their query values hidden (docs/decisiones.md (56)).
        logController: new RegistroDePeticiones(),
        ...fastifyOptions,
      })
    : Fastify({ logger: false, ...fastifyOptions });
  // A store made here is let go here; one given by the caller belongs to the caller.
  if (!options.storage) app.addHook('onClose', async () => storage.close());
  // The outbox's worker: its passes start once the app is ready and end when it closes.
  const transporte = options.correo?.transporte ?? abrirTransporte(correo);
  app.log.info(`Correo: ${transporte.descripcion}.`);
  const temporizador = options.correo?.temporizador ?? REAL_TIME;
  let trabajador: TrabajadorCorreo | undefined;
  const trabajadorCorreo = (): TrabajadorCorreo => {
    trabajador ??= crearTrabajadorCorreo({
      db,
      transporte,
      ajustes: correo,
      zonaHoraria: settings.timeZone,
      clock,
      temporizador,
      log: app.log,
    });
    return trabajador;
  };
  app.decorate('correo', {
    getter: trabajadorCorreo,
  });
  logDeCopias = app.log;
  app.decorate('copias', { getter: copias });
  let canal: Canal | undefined;
  app.addHook('onReady', async () => {
    trabajadorCorreo();
    copias();
    if (options.copias?.canal) {
      try {
        canal = await abrirCanal(options.copias.canal, async (destino) =>
          respuestaDe(await copias().hacer('orden', destino)),
        );
      } catch (error) {
        // The clinic still serves; only the command line cannot ask this server for a backup.
        app.log.warn(
          { err: error },
          'No se ha abierto el canal de copias: `npm run clinica -- copia-de-seguridad` no podrá pedírsela a este servidor.',
        );
      }
    }
  });
  app.addHook('onClose', async () => {
    await canal?.cerrar();
    await servicioCopias?.detener();
    await trabajador?.detener();
    // A transport made here is closed here; one given by the caller belongs to the caller.
    if (!options.correo?.transporte) transporte.cerrar();
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are built from explicit column lists; the tests check them against the contract.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const discardUploads = async (request: { uploads: { tempPath: string }[] | null }) => {
    const files = request.uploads ?? [];
    await Promise.all(files.map((file) => storage.discard(file.tempPath)));
  };
  app.setErrorHandler(
    makeErrorHandler(
      { maxFileBytes: settings.maxFileBytes, maxFiles: settings.maxFiles },
      discardUploads,
    ),
  );
  app.addHook('onResponse', async (request) => discardUploads(request));
  auditHook.register(app);
  // Every API answer (the sign-in's token, clinical reads, errors) is no-store.
  app.addHook('onSend', async (request, reply, payload) => {
    if (deLaApi(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', NO_STORE);
    }
    return payload;
  });
  app.addHook('onRequestAbort', async (request) => discardUploads(request));
  // An answer sent before its request's body was all read (a refusal of a half-parsed upload)
  // closes the connection: the unread rest would otherwise stay on a kept-alive socket, ahead
  // of the client's next request, which then waited for an answer that never came.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    return payload;
  });

  await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  if (options.requestsPerMinute !== false) {
    await app.register(rateLimit, {
      max: options.requestsPerMinute ?? settings.requestsPerMinute,
      timeWindow: '1 minute',
      // Counted in PostgreSQL, which several processes may share; in memory on
      // PGlite, which only this process opens.
      ...(isOpenOnlyHere(db)
        ? {}
        : { store: databaseRateLimitStore(db, app.log, options.rateLimitTimer) }),
      // The limit guards the API. The app's own files (one page load fetches dozens of chunks)
      // are static and cacheable: counting them made a busy desk's page loads fail with 429.
      allowList: (request) => !deLaApi(request.url),
      errorResponseBuilder: () => new ApiError(429, MENSAJES.demasiadosIntentos),
    });
  }
  // DICOM files are checked in a thread of their own, started with the first one.
  const dicomChecker = new DicomChecker();
  app.addHook('onClose', async () => dicomChecker.close());
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: makeOnFile(storage, settings.maxFileBytes, dicomChecker),
    limits: {
      fileSize: settings.maxFileBytes,
      files: settings.maxFiles,
      fields: 30,
      parts: settings.maxFiles + 30,
      fieldSize: 128 * 1024,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });

  // JSON is UTF-8 (RFC 8259 §8.1): a body with bytes that are not is refused, never stored with
  // replacement characters in their place. Then Fastify's own parser (prototype poisoning refused).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (!isUtf8(body as Buffer)) {
      done(new ApiError(400, MENSAJES.juegoCaracteres), undefined);
      return;
    }
    parseJson(request, (body as Buffer).toString('utf8'), done);
  });

  // The contract names these media types for downloads only (an image, a DICOM, a cita's .ics, a
  // spreadsheet, a patient's data): as a request body they are refused.
  app.addContentTypeParser(soloDeRespuesta(operations.values()), (_request, _payload, done) =>
    done(new ApiError(415, MENSAJES.tipoContenido), undefined),
  );

  registerAccess(app, { db, operations, sessions, sessionMemory, clock });
  registerNoBody(app);
  registerBookingHorizon(app, {
    days: settings.bookingHorizonDays,
    timeZone: settings.timeZone,
    clock,
  });
  // After every check of the request: only a request that reaches its handler keeps a record.
  registerIdempotency(app, { db, clock });

  const handlers = allHandlers(deps);
  await app.register(openapiGlue, {
    specification: structuredClone(contract),
    // glue merges these route options into the route it builds from the contract.
    operationResolver: ((operationId: string) => {
      const handler = handlers[operationId as keyof typeof handlers];
      const operation = operations.get(operationId);
      if (!handler || !operation) {
        throw new Error(
          `La operación ${operationId} no tiene manejador. / No handler for ${operationId}.`,
        );
      }
      const maxFiles = operation.maxFiles ?? settings.maxFiles;
      return {
        // The audit sees the JSON answer; a spreadsheet is written from it afterwards.
        handler: conCsv(operation, auditHook.wrap(operation, handler), {
          timeZone: settings.timeZone,
          clock,
        }),
        config: {
          operationId,
          multipartOptions: {
            limits: {
              fileSize: Math.min(
                operation.maxFileBytes ?? settings.maxFileBytes,
                settings.maxFileBytes,
              ),
              files: maxFiles,
              parts: maxFiles + 30,
            },
          },
        },
      };
    }) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
  });

  // The FHIR R4 read API beside the contract's (docs/fhir.md): described by its own
  // CapabilityStatement, not by openapi.yaml; the same sessions, rules and audit.
  await app.register(rutasFhir, {
    prefix: '/fhir',
    db,
    sessions,
    sessionMemory,
    clock,
    timeZone: settings.timeZone,
    readMemory,
  });

  registerClinicApp(app, settings.clinicDistDir, methodsOfPath(operations.values()), {
    clock,
    timeZone: settings.timeZone,
  });
  return app;
}

/** The APIs (the contract's and FHIR's): rate-limited and never cached, unlike the app's files. */
const deLaApi = (url: string) => url.startsWith('/api') || url.startsWith('/fhir');

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files under assets/ have a content hash in their name (Vite): a new build is a new name, so
 * a browser keeps them a year without asking. The HTML and the rest (favicon) are revalidated on
 * every visit, so a new build is seen at once.
 */
export function cacheControlOf(relativePath: string): string {
  return relativePath.split(path.sep)[0] === 'assets' ? IMMUTABLE : NO_CACHE;
}

/**
 * The app's page for every address but the sign-in page's and those with a first screen of their
 * own (`pagesWithFirstScreen`): index.html that also preloads the app's own files
 * (apps/clinic/vite.config.ts, `htmlDeLaAplicacion`). The app's entry loads them for every such
 * address, so the browser may ask for them as it reads the HTML.
 */
const APP_PAGE = 'aplicacion.html';

/**
 * `/` and /login (query and trailing slashes aside): a cold visit there shows the light sign-in
 * page, which needs none of the app's files, so they keep the plain index.html (the entry,
 * apps/clinic/src/eleccion.ts, draws the same line).
 */
export function isSignInAddress(url: string): boolean {
  const pathname = pathnameOf(url);
  return pathname === '' || pathname === '/login';
}

/** An address's path, without its query, fragment or trailing slashes. */
const pathnameOf = (url: string) => url.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';

/** An address with a page of its own, its first screen drawn in it. */
export interface FirstScreenPage {
  /** The address's segments; `null` stands for any one segment (`:name` in the index). */
  segments: (string | null)[];
  /** Its file, relative to the build's folder. */
  file: string;
  /** Whether an address with a query gets it too (the query only finds what the page shows). */
  withQuery: boolean;
}

/**
 * The addresses whose page has its first screen drawn in it (apps/clinic/vite.config.ts,
 * `primerasPantallas`), from the index the build writes beside them, `primeras/paginas.json`:
 * `{ ruta: '/paciente/misCitas', pagina: 'paciente/misCitas.html', conConsulta: false }`. Read
 * once, at start: an address is looked up among them, never turned into a path to read. An index
 * that is missing, unreadable or names a file that is not there leaves those pages out (the
 * app's page is sent instead, which works the same, only later on screen).
 */
export function pagesWithFirstScreen(distDir: string): FirstScreenPage[] {
  const folder = path.join(distDir, FIRST_SCREENS);
  let index: unknown;
  try {
    index = JSON.parse(readFileSync(path.join(folder, 'paginas.json'), 'utf8'));
  } catch {
    return [];
  }
  if (!Array.isArray(index)) return [];
  return index.flatMap((entry: { ruta?: unknown; pagina?: unknown; conConsulta?: unknown }) => {
    const { ruta, pagina, conConsulta } = entry ?? {};
    if (typeof ruta !== 'string' || !ruta.startsWith('/') || typeof pagina !== 'string') return [];
    const file = path.join(FIRST_SCREENS, pagina);
    // Only a file of the folder, as the build writes it.
    if (path.relative(folder, path.join(distDir, file)).startsWith('..')) return [];
    if (!existsSync(path.join(distDir, file))) return [];
    const segments = ruta
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment.startsWith(':') ? null : segment));
    return [{ segments, file, withQuery: conConsulta === true }];
  });
}
const FIRST_SCREENS = 'primeras';

/** A page drawn on the visit, in the encoding the browser takes, as the static pages are. */
function sendDayPage(reply: FastifyReply, page: DayPage, acceptEncoding: string | undefined) {
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_CACHE)
    .header('vary', 'accept-encoding');
  if (acceptEncoding && /\bbr\b/.test(acceptEncoding)) {
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (acceptEncoding && /\bgzip\b/.test(acceptEncoding)) {
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.html);
}

/**
 * The page with its first screen for an address, if it has one: with a query only where its
 * page says so, since a query may open a page elsewhere than its first screen (crear cita at a
 * chosen patient's 'Asignar datos'). Segments are compared as the browser sent them.
 */
function firstScreenOf(pages: readonly FirstScreenPage[], url: string): string | undefined {
  const withQuery = /[?#]/.test(url);
  const segments = pathnameOf(url).split('/').filter(Boolean);
  return pages.find(
    (page) =>
      (!withQuery || page.withQuery) &&
      page.segments.length === segments.length &&
      page.segments.every((segment, i) => segment === null || segment === segments[i]),
  )?.file;
}

/**
 * The built app, when it exists, with a history fallback for its routes (not for the APIs); under
 * /api, a method the contract does not declare for an existing path is a 405 with `Allow`.
 */
function registerClinicApp(
  app: FastifyInstance,
  distDir: string,
  methodsOf: (url: string) => string[],
  { clock, timeZone }: { clock: () => Date; timeZone: string },
) {
  const hasApp = existsSync(path.join(distDir, 'index.html'));
  if (hasApp) {
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // `/` is an address of the app like any other: the handler below sends its page. With an
      // index here, @fastify/static looked for `/`'s precompressed copies again and again (eleven
      // pipes into one response, a MaxListenersExceededWarning on each visit).
      index: false,
      // The build writes brotli and gzip copies beside each file (apps/clinic/vite.config.ts):
      // served by Accept-Encoding, with Vary, never compressed again per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, file) {
        response.header('cache-control', cacheControlOf(path.relative(distDir, file)));
      },
    });
  }
  const hasAppPage = hasApp && existsSync(path.join(distDir, APP_PAGE));
  const firstScreens = hasApp ? pagesWithFirstScreen(distDir) : [];
  const dayPages = hasApp ? dayScreens(distDir, { clock, timeZone, log: app.log }) : undefined;
  if (dayPages) app.addHook('onReady', async () => void dayPages.warm());
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasApp && isPage && !deLaApi(request.url)) {
      const dayPage = await dayPages?.pageOf(request.url);
      if (dayPage) return sendDayPage(reply, dayPage, request.headers['accept-encoding']);
      // A route of the app: its HTML, checked again on every visit.
      const page = isSignInAddress(request.url)
        ? 'index.html'
        : (firstScreenOf(firstScreens, request.url) ?? (hasAppPage ? APP_PAGE : 'index.html'));
      return reply.type('text/html').header('cache-control', NO_CACHE).sendFile(page);
    }
    const allowed = request.url.startsWith('/api') ? methodsOf(request.url) : [];
    if (allowed.length) {
      reply.code(405).header('allow', allowed.join(', '));
      return { message: MENSAJES.metodo };
    }
    reply.code(404);
    return { message: MENSAJES.rutaNoExiste };
  });
}

/** The media types the contract answers with and never takes as a request body. */
function soloDeRespuesta(operations: Iterable<Operation>): string[] {
  const todas = [...operations];
  const enPeticiones = new Set(todas.flatMap((operation) => operation.bodyContentTypes));
  const enRespuestas = new Set(todas.flatMap((operation) => operation.responseContentTypes));
  return [...enRespuestas].filter((tipo) => !enPeticiones.has(tipo) && tipo !== 'application/json');
}
