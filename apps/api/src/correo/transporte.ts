/**
 * Where messages go (docs/correo.md): the SMTP server of CLINICA_SMTP_URL through nodemailer, or,
 * without one, `.eml` files in `<CLINICA_DATA_DIR>/correo/` that any mail program opens, so a
 * clinic trying the kit sees what would be sent.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AjustesCorreo } from '../config';

export interface Envio {
  /** The outbox row, for the file's name and the log. */
  id: number;
  para: string;
  asunto: string;
  texto: string;
  html: string;
  /** A calendar invitation (METHOD:REQUEST or CANCEL), sent as its text/calendar part. */
  calendario?: { metodo: 'REQUEST' | 'CANCEL'; contenido: string };
  /** The sender with a name, when the configured one is a bare address (`remitenteDe`). */
  de?: { name: string; address: string };
}

export interface Transporte {
  /** Where mail goes, for the log (never the SMTP credentials). */
  readonly descripcion: string;
  /** Sends one message; throws nodemailer's error (with `responseCode`) when it is refused. */
  enviar(envio: Envio): Promise<{ archivo?: string }>;
  cerrar(): void;
}

/** 'smtp://usuario:clave@host:587' → 'smtp://host:587', for the log. */
export function sinCredenciales(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/** The mail nodemailer composes from an outbox row. */
function correoDe(remitente: string, envio: Envio) {
  return {
    from: envio.de ?? remitente,
    to: envio.para,
    subject: envio.asunto,
    text: envio.texto,
    html: envio.html,
    ...(envio.calendario
      ? {
          icalEvent: {
            method: envio.calendario.metodo,
            filename: 'invitacion.ics',
            content: envio.calendario.contenido,
          },
        }
      : {}),
  };
}

/** A file name that sorts by time and says the message and its address. */
function nombreDeArchivo(envio: Envio, ahora: Date): string {
  const momento = ahora.toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const para = envio.para.toLowerCase().replace(/[^a-z0-9@._-]/g, '_');
  return `${momento}-${String(envio.id).padStart(6, '0')}-${para}.eml`;
}

export function abrirTransporte(ajustes: AjustesCorreo): Transporte {
  if (ajustes.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: ajustes.smtpUrl,
      // A server that does not answer is a failed attempt, retried later, not a stuck worker.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      descripcion: `el servidor de correo ${sinCredenciales(ajustes.smtpUrl)}`,
      async enviar(envio) {
        await smtp.sendMail(correoDe(ajustes.remitente, envio));
        return {};
      },
      cerrar: () => smtp.close(),
    };
  }
  const archivos = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    descripcion: `archivos .eml en ${ajustes.carpeta}`,
    async enviar(envio) {
      const info = await archivos.sendMail(correoDe(ajustes.remitente, envio));
      await mkdir(ajustes.carpeta, { recursive: true });
      const archivo = path.join(ajustes.carpeta, nombreDeArchivo(envio, new Date()));
      await writeFile(archivo, info.message as Buffer);
      return { archivo };
    },
    cerrar: () => archivos.close(),
  };
}
