// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { precargar, tomarPrecarga } from './precarga';

const origen = window.location.origin;
const peticion = (ruta: string, method = 'GET', token?: string) =>
  new Request(`${origen}${ruta}`, {
    method,
    ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
  });

function servidorDePrueba() {
  return vi.fn(async (ruta: RequestInfo | URL, _opciones?: RequestInit) =>
    Response.json({ ruta: String(ruta) }),
  );
}

describe('precarga', () => {
  it('asks /api/clinica once, and gives its answer to the first GET of that path only', async () => {
    const pedir = servidorDePrueba();
    precargar(pedir);
    expect(pedir).toHaveBeenCalledTimes(1);
    expect(pedir.mock.calls[0]?.[0]).toBe('/api/clinica');

    const precargada = await tomarPrecarga(peticion('/api/clinica'));
    await expect(precargada?.respuesta.json()).resolves.toEqual({ ruta: '/api/clinica' });
    // Public: asked without the token, so no use of the session to note.
    expect(precargada?.usoDeLaSesion).toBeUndefined();
    // Taken: the next one goes to the server.
    expect(tomarPrecarga(peticion('/api/clinica'))).toBeUndefined();
  });

  it('leaves other paths, queries and origins to the server', () => {
    precargar(servidorDePrueba());
    expect(tomarPrecarga(peticion('/api/citas'))).toBeUndefined();
    expect(tomarPrecarga(peticion('/api/clinica?x=1'))).toBeUndefined();
    expect(tomarPrecarga(new Request('https://otra.example/api/clinica'))).toBeUndefined();
    expect(tomarPrecarga(peticion('/api/clinica'))).toBeDefined();
  });

  it('drops what was not taken when a request changes something', () => {
    precargar(servidorDePrueba());
    expect(tomarPrecarga(peticion('/api/clinica', 'PUT'))).toBeUndefined();
    expect(tomarPrecarga(peticion('/api/clinica'))).toBeUndefined();
  });

  it('answers undefined, not an error, when the early request failed', async () => {
    precargar(vi.fn(async () => Promise.reject(new TypeError('sin red'))));
    await expect(tomarPrecarga(peticion('/api/clinica'))).resolves.toBeUndefined();
    precargar(vi.fn(async () => Response.json({ mensaje: 'No disponible' }, { status: 503 })));
    await expect(tomarPrecarga(peticion('/api/clinica'))).resolves.toBeUndefined();
  });

  it("asks the account with the session's token, for a request with that same token only", async () => {
    const pedir = servidorDePrueba();
    const antes = Date.now();
    precargar(pedir, 'abc');
    expect(pedir.mock.calls.map(([ruta]) => ruta)).toEqual(['/api/clinica', '/api/usuarios/yo']);
    const cabeceras = new Headers(pedir.mock.calls[1]?.[1]?.headers);
    expect(cabeceras.get('Authorization')).toBe('Bearer abc');
    expect(new Headers(pedir.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);

    // Another session's request (or none) asks the server itself.
    expect(tomarPrecarga(peticion('/api/usuarios/yo', 'GET', 'otro'))).toBeUndefined();
    expect(tomarPrecarga(peticion('/api/usuarios/yo'))).toBeUndefined();
    const precargada = await tomarPrecarga(peticion('/api/usuarios/yo', 'GET', 'abc'));
    await expect(precargada?.respuesta.json()).resolves.toEqual({ ruta: '/api/usuarios/yo' });
    // It used the session when its answer came: the idle warning counts from then.
    expect(precargada?.usoDeLaSesion).toBeGreaterThanOrEqual(antes);
    expect(precargada?.usoDeLaSesion).toBeLessThanOrEqual(Date.now());
  });

  it("asks the page's own GETs with the token, once each", async () => {
    const pedir = servidorDePrueba();
    precargar(pedir, 'abc', ['/api/citas/mostrarCitasMedico/3', '/api/usuarios/yo']);
    expect(pedir.mock.calls.map(([ruta]) => ruta)).toEqual([
      '/api/clinica',
      '/api/usuarios/yo',
      '/api/citas/mostrarCitasMedico/3',
    ]);
    const precargada = await tomarPrecarga(
      peticion('/api/citas/mostrarCitasMedico/3', 'GET', 'abc'),
    );
    await expect(precargada?.respuesta.json()).resolves.toEqual({
      ruta: '/api/citas/mostrarCitasMedico/3',
    });
    // The same path with a query is another request.
    precargar(pedir, 'abc', ['/api/citas/mostrarCitasMedico/3']);
    expect(
      tomarPrecarga(peticion('/api/citas/mostrarCitasMedico/3?x=1', 'GET', 'abc')),
    ).toBeUndefined();
  });

  it('asks nothing with a token when there is no session', () => {
    const pedir = servidorDePrueba();
    precargar(pedir, null, ['/api/citas/mostrarCitasMedico/3']);
    expect(pedir.mock.calls.map(([ruta]) => ruta)).toEqual(['/api/clinica']);
    expect(tomarPrecarga(peticion('/api/usuarios/yo', 'GET', 'abc'))).toBeUndefined();
  });

  it('reads the answer at once, even if no page takes it', async () => {
    const respuesta = Response.json({ nombre: 'Clínica' });
    precargar(vi.fn(async () => respuesta));
    await vi.waitFor(() => expect(respuesta.bodyUsed).toBe(true));
  });
});
