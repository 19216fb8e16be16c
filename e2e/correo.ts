/**
 * The messages the journeys' server sends (docs/correo.md): without CLINICA_SMTP_URL it writes
 * each one as an `.eml` file in `<data directory>/correo/`, named
 * `<time>-<outbox id>-<address>.eml`. A journey reads the latest one for an address, as the person
 * would open it, and follows its link.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The data directory of the journeys' server on this port (e2e/servidor.mjs). */
export function carpetaDeDatos(puerto: number): string {
  return path.join(tmpdir(), `clinica-e2e-datos-${puerto}`);
}

/** Quoted-printable (RFC 2045), as nodemailer writes a text part, back to text. */
function desdeQuotedPrintable(texto: string): string {
  const bytes: number[] = [];
  const plano = texto.replace(/=\r?\n/g, '');
  for (let i = 0; i < plano.length; i++) {
    const hex = plano.slice(i + 1, i + 3);
    if (plano[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(plano[i] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The latest message to `email` written by the server at `servidor` (its URL), if any. */
export function ultimoMensaje(servidor: string, email: string): string | undefined {
  const carpeta = path.join(carpetaDeDatos(Number(new URL(servidor).port)), 'correo');
  if (!existsSync(carpeta)) return undefined;
  const sufijo = `-${email.toLowerCase().replace(/[^a-z0-9@._-]/g, '_')}.eml`;
  const ultimo = readdirSync(carpeta)
    .filter((nombre) => nombre.endsWith(sufijo))
    .sort()
    .at(-1);
  return ultimo
    ? desdeQuotedPrintable(readFileSync(path.join(carpeta, ultimo), 'utf8'))
    : undefined;
}

/**
 * The link (recovery or invitation) of the latest message to `email`, waiting for the server's
 * mail worker to write it (it runs every few seconds); a path and query of the app, to `goto`.
 */
export async function ultimoEnlace(
  servidor: string,
  email: string,
  /** `despuesDe`: a link already read, to wait for a newer one. */
  { despuesDe, esperaMs = 15_000 }: { despuesDe?: string; esperaMs?: number } = {},
): Promise<string> {
  const limite = Date.now() + esperaMs;
  for (;;) {
    const mensaje = ultimoMensaje(servidor, email);
    const enlace =
      mensaje && /https?:\/\/[^\s"<>]*\/restablecer-contrasena\?token=[\w-]+/.exec(mensaje)?.[0];
    if (enlace) {
      const url = new URL(enlace);
      const ruta = `${url.pathname}${url.search}`;
      if (ruta !== despuesDe) return ruta;
    }
    if (Date.now() > limite) {
      throw new Error(`No ha llegado ningún enlace a ${email} en ${esperaMs / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
