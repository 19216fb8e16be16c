// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createClinicaClient, MULTIPART_PATHS, toFormData, unwrap } from './client';
import { ClinicaApiError } from './errors';

const BASE = 'http://clinica.test';

type Seen = { request: Request };

function fakeServer(answer: (request: Request) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push({ request: request.clone() });
    return answer(request);
  });
  return { fetch, seen };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('createClinicaClient', () => {
  it('adds the bearer header when getToken returns a token', async () => {
    const { fetch, seen } = fakeServer(() => json({ estado: 'ok' }));
    const client = createClinicaClient({
      baseUrl: 'http://clinica.test',
      getToken: () => 'abc',
      fetch,
    });
    await client.GET('/api/salud');
    expect(seen[0]?.request.headers.get('Authorization')).toBe('Bearer abc');
    expect(seen[0]?.request.url).toBe('http://clinica.test/api/salud');
  });

  it('sends no Authorization header without a token (sync or async source)', async () => {
    const { fetch, seen } = fakeServer(() => json({ estado: 'ok' }));
    for (const getToken of [() => null, async () => undefined, () => '']) {
      const client = createClinicaClient({ baseUrl: 'http://clinica.test', getToken, fetch });
      await client.GET('/api/salud');
    }
    await createClinicaClient({ baseUrl: 'http://clinica.test', fetch }).GET('/api/salud');
    expect(seen).toHaveLength(4);
    for (const { request } of seen) expect(request.headers.has('Authorization')).toBe(false);
  });

  it('reads the token on every request', async () => {
    const { fetch, seen } = fakeServer(() => json({ estado: 'ok' }));
    let token: string | null = 'primero';
    const client = createClinicaClient({ baseUrl: BASE, getToken: () => token, fetch });
    await client.GET('/api/salud');
    token = null;
    await client.GET('/api/salud');
    expect(seen.map((s) => s.request.headers.get('Authorization'))).toEqual([
      'Bearer primero',
      null,
    ]);
  });

  it('calls onUnauthorized on a 401, but not for a failed sign-in', async () => {
    const expired = { message: 'Tu sesión ha caducado. Inicia sesión de nuevo.' };
    const { fetch } = fakeServer(() => json(expired, 401));
    const onUnauthorized = vi.fn();
    const client = createClinicaClient({
      baseUrl: 'http://clinica.test',
      getToken: () => 'caducado',
      onUnauthorized,
      fetch,
    });
    const { error, response } = await client.GET('/api/usuarios/yo');
    expect(response.status).toBe(401);
    expect(error).toEqual(expired);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await client.POST('/api/iniciarSesion', {
      body: { email: 'lucia.garcia@example.com', password: 'mal' },
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized for other errors', async () => {
    const { fetch } = fakeServer(() =>
      json({ message: 'No tienes permiso para esta acción.' }, 403),
    );
    const onUnauthorized = vi.fn();
    const client = createClinicaClient({
      baseUrl: BASE,
      getToken: () => 't',
      onUnauthorized,
      fetch,
    });
    await client.GET('/api/citas/mostrarCitasDelDia');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends uploads as multipart with repeated parts and file names', async () => {
    const { fetch, seen } = fakeServer(() =>
      json({ id_informe: 1, id_cita: 4, num_cita: '12345A', imagenes: [] }, 201),
    );
    const client = createClinicaClient({ baseUrl: 'http://clinica.test', fetch });
    const png = new File([new Uint8Array([0x89, 0x50])], 'torax.png', { type: 'image/png' });
    const otra = new File([new Uint8Array([0x89, 0x50])], 'rodilla.png', { type: 'image/png' });
    await client.POST('/api/informes/guardarCompleto', {
      body: { id_cita: 4, contenido: 'Sin hallazgos.', imagenes: [png, otra], notas: ['a', 'b'] },
    });
    const request = seen[0]?.request as Request;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('id_cita')).toBe('4');
    expect(form.get('contenido')).toBe('Sin hallazgos.');
    expect(form.getAll('imagenes').map((f) => (f as File).name)).toEqual([
      'torax.png',
      'rodilla.png',
    ]);
    expect(form.getAll('notas')).toEqual(['a', 'b']);
  });

  it('sends an upload without files as multipart too', async () => {
    const { fetch, seen } = fakeServer(() => json({ imagenes: [] }));
    const client = createClinicaClient({ baseUrl: BASE, fetch });
    await client.POST('/api/incidencias/actualizarImagenesIncidencia/{id}', {
      params: { path: { id: 4 } },
      body: { id_incidencia: 4, imagenes: [] },
    });
    expect(seen[0]?.request.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
  });

  it('keeps JSON for the other calls', async () => {
    const { fetch, seen } = fakeServer(() =>
      json({ id_diagnostico: 1, id_cita: 2, contenido: 'x' }, 201),
    );
    const client = createClinicaClient({ baseUrl: BASE, fetch });
    await client.POST('/api/diagnosticos/guardar', { body: { id_cita: 2, contenido: 'x' } });
    expect(seen[0]?.request.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]?.request.json()).toEqual({ id_cita: 2, contenido: 'x' });
  });

  it('lists every upload path', () => {
    expect(MULTIPART_PATHS).toHaveLength(4);
  });
});

describe('toFormData', () => {
  it('leaves out null and undefined and stringifies numbers', () => {
    const form = toFormData({ a: 1, b: null, c: undefined, d: 'x', e: true });
    expect([...form.keys()]).toEqual(['a', 'd', 'e']);
    expect(form.get('a')).toBe('1');
    expect(form.get('e')).toBe('true');
  });
});

describe('errors', () => {
  it('unwrap returns the data of a success', async () => {
    const { fetch } = fakeServer(() => json({ estado: 'ok' }));
    const client = createClinicaClient({ baseUrl: BASE, fetch });
    await expect(unwrap(client.GET('/api/salud'))).resolves.toEqual({ estado: 'ok' });
  });

  it('unwrap throws a typed ClinicaApiError with the Spanish message and field errors', async () => {
    const body = {
      message: 'Ya existe un paciente con ese DNI.',
      errores: { dni: 'Ya existe un paciente con ese DNI.' },
    };
    const { fetch } = fakeServer(() => json(body, 409));
    const client = createClinicaClient({ baseUrl: BASE, fetch });
    const error = await unwrap(client.GET('/api/usuarios/yo')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClinicaApiError);
    const apiError = error as ClinicaApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.message).toBe('Ya existe un paciente con ese DNI.');
    expect(apiError.errorDe('dni')).toBe('Ya existe un paciente con ese DNI.');
    expect(apiError.errores).toEqual(body.errores);
  });

  it('falls back to a Spanish message when the body is not the error model', async () => {
    const { fetch } = fakeServer(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const client = createClinicaClient({ baseUrl: BASE, fetch });
    const error = (await unwrap(client.GET('/api/salud')).catch((e) => e)) as ClinicaApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('Se ha producido un error inesperado.');
    expect(error.errores).toEqual({});
  });

  it('reads Retry-After of a 429', async () => {
    const { fetch } = fakeServer(() =>
      json({ message: 'Demasiados intentos.' }, 429, { 'Retry-After': '30' }),
    );
    const client = createClinicaClient({ baseUrl: BASE, fetch });
    const error = (await unwrap(
      client.POST('/api/iniciarSesion', { body: { email: 'a@example.com', password: 'x' } }),
    ).catch((e) => e)) as ClinicaApiError;
    expect(error.status).toBe(429);
    expect(error.reintentarEn).toBe(30);
  });

  it('turns a network failure into status 0 with a Spanish message', async () => {
    const client = createClinicaClient({
      baseUrl: BASE,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = (await unwrap(client.GET('/api/salud')).catch((e) => e)) as ClinicaApiError;
    expect(error).toBeInstanceOf(ClinicaApiError);
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/No se ha podido conectar/);
  });
});
