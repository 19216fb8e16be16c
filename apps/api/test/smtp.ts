/**
 * A real SMTP server on loopback (the `smtp-server` package) for the e-mail tests: it keeps what
 * arrives, refuses the addresses it is told to (550, a permanent bounce), and can be stopped and
 * started again on the same port (the fault test).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Recibido {
  de: string;
  para: string[];
  /** The raw message (RFC 5322, CRLF). */
  crudo: string;
}

export interface ServidorSmtp {
  url: string;
  recibidos: Recibido[];
  /** Addresses answered 550 at RCPT TO. */
  rechazar: Set<string>;
  parar(): Promise<void>;
  arrancar(): Promise<void>;
  cerrar(): Promise<void>;
}

export async function iniciarSmtp(): Promise<ServidorSmtp> {
  const recibidos: Recibido[] = [];
  const rechazar = new Set<string>();
  let puerto = 0;
  let servidor: SMTPServer | undefined;

  const crear = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (rechazar.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error('No existe ese buzón.'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const partes: Buffer[] = [];
        stream.on('data', (parte: Buffer) => partes.push(parte));
        stream.on('end', () => {
          recibidos.push({
            de: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            para: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            crudo: Buffer.concat(partes).toString('utf8'),
          });
          callback();
        });
      },
    });

  const arrancar = async () => {
    const nuevo = crear();
    await new Promise<void>((resolve, reject) => {
      nuevo.once('error', reject);
      nuevo.listen(puerto, '127.0.0.1', () => resolve());
    });
    puerto = (nuevo.server.address() as AddressInfo).port;
    servidor = nuevo;
  };
  const parar = async () => {
    const actual = servidor;
    servidor = undefined;
    if (actual) await new Promise<void>((resolve) => actual.close(() => resolve()));
  };
  await arrancar();
  return {
    url: `smtp://127.0.0.1:${puerto}`,
    recibidos,
    rechazar,
    parar,
    arrancar,
    cerrar: parar,
  };
}

/** Quoted-printable (RFC 2045) back to text. */
export function desdeQuotedPrintable(texto: string): string {
  const sinSaltos = texto.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < sinSaltos.length; i++) {
    const c = sinSaltos[i] as string;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(sinSaltos.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(sinSaltos.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The body of the message's first part of this media type, decoded. */
export function parte(crudo: string, tipo: string): { cabeceras: string; cuerpo: string } {
  const inicio = crudo.search(new RegExp(`^Content-Type: ${tipo}`, 'im'));
  if (inicio < 0) throw new Error(`El mensaje no tiene parte ${tipo}.`);
  const resto = crudo.slice(inicio);
  const finCabeceras = resto.indexOf('\r\n\r\n');
  const cabeceras = resto.slice(0, finCabeceras);
  const cuerpoCrudo = resto.slice(finCabeceras + 4).split(/\r\n--/)[0] as string;
  const codificacion = /Content-Transfer-Encoding: *([\w-]+)/i.exec(cabeceras)?.[1]?.toLowerCase();
  const cuerpo =
    codificacion === 'base64'
      ? Buffer.from(cuerpoCrudo.replace(/\s+/g, ''), 'base64').toString('utf8')
      : codificacion === 'quoted-printable'
        ? desdeQuotedPrintable(cuerpoCrudo)
        : cuerpoCrudo;
  return { cabeceras, cuerpo };
}

/**
 * A header of a raw message, unfolded, its encoded words (RFC 2047: nodemailer encodes non-ASCII
 * as =?UTF-8?Q?…?= or ?B?) decoded; the space between two encoded words is not text.
 */
export function cabecera(crudo: string, nombre: string): string {
  const linea = new RegExp(`^${nombre}: ((?:.*)(?:\\r\\n[ \\t].*)*)`, 'im').exec(crudo)?.[1] ?? '';
  return linea
    .replace(/\r\n[ \t]/g, ' ')
    .replace(
      /=\?UTF-8\?([QB])\?([^?]*)\?=(?:\s+(?==\?))?/gi,
      (_todo, modo: string, texto: string) =>
        modo.toUpperCase() === 'B'
          ? Buffer.from(texto, 'base64').toString('utf8')
          : desdeQuotedPrintable(texto.replaceAll('_', ' ')),
    )
    .trim();
}

/** The decoded Subject header. */
export function asunto(crudo: string): string {
  return cabecera(crudo, 'Subject');
}
