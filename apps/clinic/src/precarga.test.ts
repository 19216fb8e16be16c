import { describe, expect, it, vi } from 'vitest';
import { precargar, tomarPrecarga } from './precarga';

const origen = window.location.origin;
const peticion = (ruta: string, method = 'GET') => new Request(`${origen}${ruta}`, { method });

function servidorDePrueba() {
  return vi.fn(async (ruta: RequestInfo | URL) => Response.json({ ruta: String(ruta) }));
}

describe('precarga', () => {
  it('asks /api/clinica once, and gives its answer to the first GET of that path only', async () => {
    const pedir = servidorDePrueba();
    precargar(pedir);
    expect(pedir).toHaveBeenCalledTimes(1);
    expect(pedir.mock.calls[0]?.[0]).toBe('/api/clinica');

    const respuesta = await tomarPrecarga(peticion('/api/clinica'));
    await expect(respuesta?.json()).resolves.toEqual({ ruta: '/api/clinica' });
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

  it('reads the answer at once, even if no page takes it', async () => {
    const respuesta = Response.json({ nombre: 'Clínica' });
    precargar(vi.fn(async () => respuesta));
    await vi.waitFor(() => expect(respuesta.bodyUsed).toBe(true));
  });
});
