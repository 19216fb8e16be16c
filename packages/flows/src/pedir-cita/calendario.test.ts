// @vitest-environment jsdom
import { createClinicaClient } from '@clinica/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descargarCalendarioDeCita, telefonoLegible } from './calendario';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

function cliente(respuesta: Response) {
  const peticiones: Request[] = [];
  const onUnauthorized = vi.fn();
  const client = createClinicaClient({
    baseUrl: 'https://clinica.test',
    getToken: () => 'token-del-paciente',
    onUnauthorized,
    fetch: async (request) => {
      peticiones.push(request);
      return respuesta;
    },
  });
  return { client, peticiones, onUnauthorized };
}

const original = { crear: URL.createObjectURL, revocar: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = original.crear;
  URL.revokeObjectURL = original.revocar;
  vi.restoreAllMocks();
});

describe("'Añadir al calendario': el .ics del servidor, por el cliente", () => {
  it('pide el calendario de la cita con la sesión y lo guarda como cita-NUM.ics', async () => {
    const guardados: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      guardados.push(blob);
      return 'blob:https://clinica.test/1';
    });
    URL.revokeObjectURL = vi.fn();
    const clics: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clics.push(this);
    });
    const { client, peticiones } = cliente(
      new Response(ICS, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } }),
    );
    await descargarCalendarioDeCita(client)({ id: 51, num_cita: '50123Q' });
    expect(peticiones.map((p) => [p.method, p.url, p.headers.get('Authorization')])).toEqual([
      ['GET', 'https://clinica.test/api/citas/calendario/51', 'Bearer token-del-paciente'],
    ]);
    expect(clics.map((a) => a.download)).toEqual(['cita-50123Q.ics']);
    expect(await guardados[0]?.text()).toBe(ICS);
    expect(guardados[0]?.type).toBe('text/calendar;charset=utf-8');
  });

  it('un fallo se lanza (la pantalla lo dice); un 401 cierra la sesión como cualquier llamada', async () => {
    const { client, onUnauthorized } = cliente(
      new Response(JSON.stringify({ message: 'Tu sesión ha caducado.' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(
      descargarCalendarioDeCita(client)({ id: 51, num_cita: '50123Q' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('dice el teléfono en grupos de tres', () => {
    expect(telefonoLegible('612345678')).toBe('612 345 678');
    expect(telefonoLegible('+34 612')).toBe('+34 612');
  });
});
