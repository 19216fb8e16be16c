// @vitest-environment node
import { ClinicaApiError } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import { servidor } from '../../test/servidorDeClaves';
import { cargarCitasDelRadiologo } from './actors';

describe('cargarCitasDelRadiologo', () => {
  it('pide sus citas de los próximos días y las que le quedan por informar en una sola petición y las da por fecha y hora', async () => {
    const cita = (id: number, fecha: string, hora: string) => ({
      id,
      fecha,
      hora,
      id_radiologo: 1,
    });
    const { client, peticiones } = servidor({
      'GET /api/citas/mostrarCitasRadiologo/1?desde=2026-03-13&dias=4&pendientes=true': {
        cuerpo: [
          cita(1, '2026-03-16', '09:00'),
          cita(2, '2026-03-13', '13:00'),
          cita(3, '2026-03-13', '10:00'),
        ],
      },
    });
    const citas = await cargarCitasDelRadiologo(client, 1, '2026-03-13', undefined, 4);
    expect(peticiones).toEqual([
      'GET /api/citas/mostrarCitasRadiologo/1?desde=2026-03-13&dias=4&pendientes=true',
    ]);
    expect(citas.map((c) => c.id)).toEqual([3, 2, 1]);
  });

  it('por defecto abarca 14 días, y un 403 del servidor llega como ClinicaApiError', async () => {
    const { client, peticiones } = servidor({
      'GET /api/citas/mostrarCitasRadiologo/2?desde=2026-03-13&dias=14&pendientes=true': {
        estado: 403,
        cuerpo: { message: 'No tienes permiso para hacer esto.' },
      },
    });
    const error = await cargarCitasDelRadiologo(client, 2, '2026-03-13').catch((e) => e);
    expect(peticiones).toHaveLength(1);
    expect(error).toBeInstanceOf(ClinicaApiError);
    expect(error.status).toBe(403);
  });
});
