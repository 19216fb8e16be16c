// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ClinicaClient, createClinicaClient } from '../client';
import { mockTokens, resetMockDb, tokenDe } from './db';
import { crearUsuarios } from './fixtures';
import { allHandlers } from './handlers';

/** The Personal mocks refuse and answer as the server does, for the stories to come. */
const server = setupServer(...allHandlers());
let token: string | null = null;
const client: ClinicaClient = createClinicaClient({
  baseUrl: 'http://clinica.test',
  getToken: () => token,
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockDb();
  token = mockTokens.administrativo;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Personal mocks', () => {
  it('list the staff for the responsable, searched without accents, and refuse another administrative', async () => {
    const { data } = await client.GET('/api/personal/mostrarPersonal', {
      params: { query: { q: 'MIGUEL angel' } },
    });
    expect(data?.empleados.map((e) => e.nombre_completo)).toEqual(['Miguel Ángel Moreno Jiménez']);
    expect(data?.empleados[0]?.contrasena_provisional).toBe(true);
    const pablo = crearUsuarios().find((u) => u.id === 2);
    token = pablo ? tokenDe(pablo) : null;
    const { error, response } = await client.GET('/api/personal/mostrarPersonal');
    expect(response.status).toBe(403);
    expect(error?.message).toBe('Solo el responsable de la clínica puede gestionar el personal.');
  });

  it('refuse a baja while the professional has citas ahead, listing them', async () => {
    const { error, response } = await client.POST('/api/personal/darDeBaja/{id}', {
      params: { path: { id: 6 } },
    });
    expect(response.status).toBe(409);
    expect(error).toMatchObject({
      message: 'No se puede dar de baja: tiene 2 citas programadas. Muévelas o cancélalas antes.',
      total_citas: 2,
    });
    expect((error as { citas: unknown[] }).citas).toHaveLength(2);
  });

  it('create an employee with a provisional password, and refuse a used e-mail at its field', async () => {
    const body = {
      id_rol: 3 as const,
      nombre: 'Inés',
      primer_apellido: 'Velasco',
      email: 'ines.velasco@example.com',
      num_colegiado: '280400001',
      password: 'marea lenta en otoño',
    };
    const { data, response } = await client.POST('/api/personal/crearEmpleado', { body });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ activo: true, contrasena_provisional: true, id_rol: 3 });
    const again = await client.POST('/api/personal/crearEmpleado', { body });
    expect(again.response.status).toBe(409);
    expect(again.error?.errores).toEqual({
      email: 'Ya existe una cuenta con ese correo electrónico.',
    });
  });

  it('unlock a locked account', async () => {
    const { data } = await client.POST('/api/personal/desbloquear/{id}', {
      params: { path: { id: 4 } },
    });
    expect(data).toMatchObject({ bloqueado: false, bloqueado_hasta: null });
  });
});
