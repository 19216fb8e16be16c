import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type LoggerOptions } from 'pino';

/**
 * The server's log carries no personal data and no secrets (docs/decisiones.md (56)): who did
 * what lives in the audit table, where it is protected and shown to the patient; the log is read
 * by whoever runs the server. So requests are logged by their route and a URL whose query values
 * are hidden, bodies never, and every text that reaches the log (a message, an error from the
 * database or the mail server) loses what looks like an e-mail, an identity document or a token.
 */

/** What personal data and secrets look like inside free text. */
const PATRONES: ReadonlyArray<[RegExp, string]> = [
  // An e-mail address, as a mail server's refusal quotes it.
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[correo]'],
  // A DNI (8 digits and a letter) or a NIE (X, Y or Z, 7 digits and a letter), as a database's
  // 'Key (dni)=(…) already exists' quotes it.
  [/\b[XYZxyz]?\d{7,8}[A-Za-z]\b/g, '[documento]'],
  // A token in a query string or a header.
  [/\b(token=)(?!…)[^&\s"']+/gi, '$1[oculto]'],
  [/\bBearer\s+[A-Za-z0-9._~+/=-]+/g, 'Bearer [oculto]'],
];

/** The text with every e-mail, identity document and token replaced by a mark. */
export function sinDatosPersonales(texto: string): string {
  let limpio = texto;
  for (const [patron, marca] of PATRONES) limpio = limpio.replace(patron, marca);
  return limpio;
}

/**
 * A request's URL as the log keeps it. The APIs' paths (the contract's, and FHIR's under /fhir)
 * hold ids, dates and codes, never a person's data: they stay, cleaned all the same. A page of the app may hold a patient's DNI
 * (a doctor's `/medico/citas/{dni}/…`): only its first segment stays. Every query value is
 * hidden, its name kept: `buscarPorDni?dni=…`, `restablecer-contrasena?token=…`,
 * `Patient?identifier=…`.
 */
export function urlParaElRegistro(url: string): string {
  const signo = url.indexOf('?');
  const ruta = signo === -1 ? url : url.slice(0, signo);
  const consulta = signo === -1 ? '' : url.slice(signo + 1);
  const segmentos = ruta.split('/');
  const deLaApp =
    !ruta.startsWith('/api/') && !ruta.startsWith('/fhir/') && !ruta.startsWith('/assets/');
  const camino = deLaApp && segmentos.length > 2 ? `/${segmentos[1]}/…` : sinDatosPersonales(ruta);
  if (!consulta) return camino;
  const nombres = new Set<string>();
  for (const par of consulta.split('&')) {
    const nombre = par.split('=')[0] ?? '';
    // A name is the server's own word; anything longer or odd is a client's text: hidden too.
    nombres.add(/^[A-Za-z_][A-Za-z0-9_]{0,30}$/.test(nombre) ? nombre : '…');
  }
  return `${camino}?${[...nombres].map((nombre) => `${nombre}=…`).join('&')}`;
}

const PROFUNDIDAD = 4;

/**
 * Every text of a log line cleaned. An error is left for its serializer, which cleans it once it
 * is plain (pino serializes after this).
 */
function limpiar(valor: unknown, profundidad = 0): unknown {
  if (typeof valor === 'string') return sinDatosPersonales(valor);
  if (valor instanceof Error) return valor;
  if (profundidad >= PROFUNDIDAD || valor === null || typeof valor !== 'object') return valor;
  if (Array.isArray(valor)) return valor.map((v) => limpiar(v, profundidad + 1));
  return Object.fromEntries(
    Object.entries(valor).map(([clave, v]) => [clave, limpiar(v, profundidad + 1)]),
  );
}

/** The server's pino options: its level, and every line cleaned of personal data and secrets. */
export function opcionesDelRegistro(level: string): LoggerOptions {
  return {
    level,
    // Named fields that are secret or personal, wherever a log call puts them.
    redact: {
      paths: [
        'password',
        'token',
        'email',
        'dni',
        'body',
        '*.password',
        '*.token',
        '*.email',
        '*.dni',
        '*.body',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[oculto]',
    },
    formatters: { log: (objeto) => limpiar(objeto) as Record<string, unknown> },
    serializers: {
      err: (error: Error) => limpiar(pino.stdSerializers.err(error)),
      error: (error: Error) => limpiar(pino.stdSerializers.err(error)),
    },
    hooks: {
      // The message itself, as `log.warn('… ' + something)` writes it.
      logMethod(argumentos, metodo) {
        metodo.apply(
          this,
          argumentos.map((argumento) =>
            typeof argumento === 'string' ? sinDatosPersonales(argumento) : argumento,
          ) as Parameters<typeof metodo>,
        );
      },
    },
  };
}

/** The server's logger: to standard output, or to `destino` (the tests read it). */
export function crearRegistro(level: string, destino?: pino.DestinationStream) {
  return destino ? pino(opcionesDelRegistro(level), destino) : pino(opcionesDelRegistro(level));
}

/** What the log says of a request: its method, the route that served it, its cleaned URL. */
function peticion(request: FastifyRequest) {
  return {
    metodo: request.method,
    url: urlParaElRegistro(request.url),
    ruta: request.routeOptions.url,
  };
}

/**
 * Fastify's own request lines, said without personal data: one line per request after its
 * answer (method, route, cleaned URL, status, time), and the same shape for an unknown route or
 * an error. Fastify's defaults print the URL whole (`req`), query and all. The keys are not
 * `req` and `res`, whose serializers would print it again.
 */
export class RegistroDePeticiones extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const linea = {
      peticion: peticion(request),
      estado: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...linea, err: error }, 'petición fallida');
    else reply.log.info(linea, 'petición atendida');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    const linea = { peticion: peticion(request), estado: reply.statusCode, err: error };
    if (reply.statusCode >= 500) reply.log.error(linea, 'error');
    else reply.log.info(linea, 'petición rechazada');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ peticion: peticion(request) }, 'ruta desconocida');
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ peticion: peticion(request), err: error }, 'no se pudo escribir la cabecera');
  }
}
