/** Calls to the server, and the staff who write during the loads. */
import { DEMO_PASSWORD } from '../src/seed/demo-people';

import { REQUEST_TIMEOUT_MS } from './comun';

export interface Answer {
  /** 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  body: unknown;
  retryAfter: string | null;
  error?: string;
}

export async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  try {
    const response = await fetch(base + url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return {
      status: response.status,
      body: parsed,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      status: 0,
      body: null,
      retryAfter: null,
      error: cause?.code ?? (error as Error).name ?? 'error',
    };
  }
}

export interface Writer {
  email: string;
  token: string;
  id: number;
  rol: number;
}

export async function signIn(base: string, email: string): Promise<Writer> {
  const answer = await call(base, 'POST', '/api/iniciarSesion', undefined, {
    email,
    password: DEMO_PASSWORD,
  });
  const body = answer.body as { token?: string; user?: { id: number; id_rol: number } };
  if (answer.status !== 200 || !body.token || !body.user) {
    throw new Error(
      `No se pudo iniciar sesión como ${email}: ${answer.status} ${JSON.stringify(body)}`,
    );
  }
  return { email, token: body.token, id: body.user.id, rol: body.user.id_rol };
}

export const today = () => new Date().toISOString().slice(0, 10);

export function newIncidencia(writer: Writer, n: number) {
  return {
    asunto: `Prueba de fallos ${n}`,
    descripcion: 'Escrita durante una prueba de fallos del servidor.',
    nivel_prioridad: 'BAJA',
    fecha: today(),
    nombre: writer.email,
    puesto_trabajo: writer.rol,
  };
}

/** An acknowledged write: the id the server answered with its 201, and who wrote it. */
export interface Acknowledged {
  id: number;
  email: string;
}

/**
 * Which acknowledged incidencias the server does not have: each is read back by its writer
 * (GET /api/incidencias/buscar/{id}); a 404 is a lost write. Anything but 200 or 404 is asked
 * again; still no answer after that counts as lost too.
 */
export async function missing(base: string, writes: Acknowledged[]): Promise<Acknowledged[]> {
  const tokens = new Map<string, string>();
  for (const email of new Set(writes.map((write) => write.email))) {
    tokens.set(email, (await signIn(base, email)).token);
  }
  const lost: Acknowledged[] = [];
  let next = 0;
  const worker = async () => {
    while (next < writes.length) {
      const write = writes[next++] as Acknowledged;
      let status = 0;
      for (let attempt = 0; attempt < 3 && status !== 200 && status !== 404; attempt++) {
        status = (
          await call(base, 'GET', `/api/incidencias/buscar/${write.id}`, tokens.get(write.email))
        ).status;
      }
      if (status !== 200) lost.push(write);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return lost;
}
