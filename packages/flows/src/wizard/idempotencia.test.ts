import { afterEach, describe, expect, it, vi } from 'vitest';
import { cabeceraDeClave, claveDelEnvio, nuevaClave } from './idempotencia';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('la clave de un envío', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('es un UUID v4 distinto cada vez', () => {
    const claves = new Set(Array.from({ length: 50 }, nuevaClave));
    expect(claves.size).toBe(50);
    for (const clave of claves) expect(clave).toMatch(UUID_V4);
  });

  it('sale también sin crypto.randomUUID (la aplicación servida por HTTP en la red local)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const una = nuevaClave();
    expect(una).toMatch(UUID_V4);
    expect(nuevaClave()).not.toBe(una);
  });

  it('va en la cabecera Idempotency-Key y no en el cuerpo', () => {
    expect(cabeceraDeClave('abc')).toEqual({ 'Idempotency-Key': 'abc' });
    expect(cabeceraDeClave(undefined)).toEqual({});
  });

  it('un envío repetido sin cambios lleva la clave del anterior; otro, una nueva', () => {
    expect(claveDelEnvio({ claveEnvio: 'la-de-antes' })).toBe('la-de-antes');
    expect(claveDelEnvio({ claveEnvio: undefined })).toMatch(UUID_V4);
    expect(claveDelEnvio({})).not.toBe(claveDelEnvio({}));
  });
});
