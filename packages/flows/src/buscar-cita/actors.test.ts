// @vitest-environment node
import { ClinicaApiError } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import { ejecutar, servidor } from '../../test/servidorDeClaves';
import { comprobarNumCita } from './actors';

describe('comprobarNumCita', () => {
  it('un 404 al buscar un número es un ClinicaApiError 404', async () => {
    const { client } = servidor({});
    await expect(ejecutar(comprobarNumCita(client), { numCita: '00000Z' })).rejects.toBeInstanceOf(
      ClinicaApiError,
    );
  });
});
