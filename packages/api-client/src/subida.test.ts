// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClinicaClient, unwrap } from './client';
import { ClinicaApiError } from './errors';
import { fetchConProgreso } from './subida';

type Respuesta = { status: number; body?: string; headers?: Record<string, string> };

/**
 * A stand-in for the browser's XMLHttpRequest: it keeps what was sent, reports the upload in
 * four steps, then answers `respuesta` (Node has no XMLHttpRequest to watch a real upload with).
 */
function xhrDePrueba(respuesta: Respuesta | 'sin-conexion' | 'colgada') {
  const enviadas: { method: string; url: string; headers: Headers; body: Blob | null }[] = [];
  class XhrDePrueba {
    upload: {
      onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
    } = {};
    responseType = '';
    status = 0;
    statusText = '';
    response: Blob | null = null;
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    #method = '';
    #url = '';
    #headers = new Headers();
    #respuesta: Record<string, string> = {};
    open(method: string, url: string) {
      this.#method = method;
      this.#url = url;
    }
    setRequestHeader(nombre: string, valor: string) {
      this.#headers.append(nombre, valor);
    }
    getAllResponseHeaders() {
      return Object.entries(this.#respuesta)
        .map(([nombre, valor]) => `${nombre}: ${valor}\r\n`)
        .join('');
    }
    abort() {
      queueMicrotask(() => this.onabort?.());
    }
    send(body: Blob | null) {
      enviadas.push({ method: this.#method, url: this.#url, headers: this.#headers, body });
      const total = body?.size ?? 0;
      for (const parte of [1, 2, 3, 4]) {
        this.upload.onprogress?.({ lengthComputable: true, loaded: (total * parte) / 4, total });
      }
      if (respuesta === 'colgada') return;
      queueMicrotask(() => {
        if (respuesta === 'sin-conexion') return this.onerror?.();
        this.status = respuesta.status;
        this.statusText = String(respuesta.status);
        this.#respuesta = respuesta.headers ?? {};
        this.response = respuesta.body === undefined ? null : new Blob([respuesta.body]);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', XhrDePrueba);
  return enviadas;
}

const json = { 'Content-Type': 'application/json' };
const guardado = { id_informe: 9, id_cita: 41, num_cita: '48213K', imagenes: [] };
const cuerpo = {
  id_cita: 41,
  contenido: 'Sin hallazgos.',
  imagenes: [new File([new Uint8Array(1000)], 'pa.png', { type: 'image/png' })],
  notas: ['PA.'],
};

function cliente() {
  const onUnauthorized = vi.fn();
  // The client's own fetch must not be used for the upload: it fails the test if it is.
  const fetch = vi.fn(async () => new Response('otro fetch', { status: 599 }));
  const client = createClinicaClient({
    baseUrl: 'https://clinica.test',
    getToken: () => 'token-de-la-sesion',
    onUnauthorized,
    fetch,
  });
  return { client, onUnauthorized, fetch };
}

const guardar = (
  client: ReturnType<typeof cliente>['client'],
  avances: number[],
  signal?: AbortSignal,
) =>
  client.POST('/api/informes/guardarCompleto', {
    params: { header: { 'Idempotency-Key': 'clave-1' } },
    body: cuerpo,
    signal,
    fetch: fetchConProgreso((fraccion) => avances.push(fraccion)),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchConProgreso: una subida por el cliente, con su progreso', () => {
  it('pasa por el middleware (token), envía el multipart entero y avisa de cuánto se ha subido', async () => {
    const enviadas = xhrDePrueba({ status: 201, body: JSON.stringify(guardado), headers: json });
    const { client, fetch } = cliente();
    const avances: number[] = [];
    await expect(unwrap(guardar(client, avances))).resolves.toEqual(guardado);
    expect(fetch).not.toHaveBeenCalled();
    expect(enviadas).toHaveLength(1);
    const [enviada] = enviadas;
    expect(enviada?.method).toBe('POST');
    expect(enviada?.url).toBe('https://clinica.test/api/informes/guardarCompleto');
    expect(enviada?.headers.get('Authorization')).toBe('Bearer token-de-la-sesion');
    expect(enviada?.headers.get('Idempotency-Key')).toBe('clave-1');
    const tipo = enviada?.headers.get('Content-Type') ?? '';
    expect(tipo).toMatch(/^multipart\/form-data; boundary=/);
    // The body read back as the form the server receives.
    const form = await new Response(enviada?.body, {
      headers: { 'Content-Type': tipo },
    }).formData();
    expect(form.get('contenido')).toBe('Sin hallazgos.');
    expect(form.getAll('notas')).toEqual(['PA.']);
    expect((form.get('imagenes') as File).size).toBe(1000);
    expect(avances).toEqual([0.25, 0.5, 0.75, 1, 1]);
  });

  it('un 401 cierra la sesión como cualquier llamada del cliente', async () => {
    xhrDePrueba({
      status: 401,
      body: JSON.stringify({ error: true, message: 'Tu sesión ha caducado.' }),
      headers: json,
    });
    const { client, onUnauthorized } = cliente();
    const avances: number[] = [];
    const error = await unwrap(guardar(client, avances)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClinicaApiError);
    expect((error as ClinicaApiError).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(avances.at(-1)).toBe(1); // the body went; the answer was a refusal, not a success
    expect(avances.filter((a) => a === 1)).toHaveLength(1);
  });

  it('responde como fetch: error del servidor con su mensaje y Retry-After; caída de la conexión', async () => {
    xhrDePrueba({
      status: 503,
      body: JSON.stringify({ error: true, message: 'El servicio no está disponible.' }),
      headers: { ...json, 'Retry-After': '5' },
    });
    const { client } = cliente();
    const error = (await unwrap(guardar(client, [])).catch((e: unknown) => e)) as ClinicaApiError;
    expect([error.status, error.message, error.reintentarEn]).toEqual([
      503,
      'El servicio no está disponible.',
      5,
    ]);
    xhrDePrueba('sin-conexion');
    const caida = (await unwrap(guardar(client, [])).catch((e: unknown) => e)) as ClinicaApiError;
    expect(caida.status).toBe(0);
  });

  it('se cancela con la señal de la llamada', async () => {
    xhrDePrueba('colgada');
    const { client } = cliente();
    const control = new AbortController();
    const llamada = unwrap(guardar(client, [], control.signal));
    await new Promise((resolve) => setTimeout(resolve, 0));
    control.abort();
    await expect(llamada).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sin XMLHttpRequest (Node) no cambia nada: la llamada va por el fetch del cliente', () => {
    expect(fetchConProgreso(() => {})).toBeUndefined();
  });
});
