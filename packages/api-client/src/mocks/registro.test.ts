// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ClinicaClient, createClinicaClient } from '../client';
import { getMockDb, mockTokens, resetMockDb } from './db';
import { allHandlers } from './handlers';

/** The mocks write and list a cita's changes as the server does (docs/decisiones.md (55)). */
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

const idDe = (numCita: string) => getMockDb().citas.find((c) => c.num_cita === numCita)?.id ?? 0;

async function registro(tipo?: 'citas' | 'personal_y_agenda') {
  token = mockTokens.administrativo;
  const { data } = await client.GET('/api/auditoria/registro', {
    params: { query: tipo ? { tipo } : {} },
  });
  return data?.entradas ?? [];
}

describe('the activity log of the mocks', () => {
  it('records a cancellation with its reason, and the cita shows it', async () => {
    const { response } = await client.POST('/api/citas/cancelarCita/{id}', {
      params: { path: { id: idDe('48213K') } },
      body: { motivo: 'cierre_de_la_clinica' },
    });
    expect(response.status).toBe(200);
    expect((await registro())[0]).toMatchObject({
      quien: 'Ana Torres Gil',
      rol_quien: 2,
      accion: 'cancelar',
      entidad: 'cita',
      num_cita: '48213K',
      descripcion: 'Cita 48213K',
      motivo: 'cierre_de_la_clinica',
      cambio: 'Motivo: Cierre de la clínica',
    });
    const { data } = await client.GET('/api/citas/mostrarCitasDelPaciente/{id}', {
      params: { path: { id: 1 } },
    });
    expect(data?.find((c) => c.num_cita === '48213K')?.motivo_cancelacion).toBe(
      'cierre_de_la_clinica',
    );
  });

  it("records a patient's own cancellation as theirs, and refuses them another reason", async () => {
    token = mockTokens.paciente;
    const id = idDe('25369L');
    const otro = await client.POST('/api/citas/cancelarCita/{id}', {
      params: { path: { id } },
      body: { motivo: 'otro' },
    });
    expect(otro.response.status).toBe(400);
    const { response } = await client.POST('/api/citas/cancelarCita/{id}', {
      params: { path: { id } },
    });
    expect(response.status).toBe(200);
    expect((await registro('citas'))[0]).toMatchObject({
      quien: null,
      rol_quien: 4,
      num_cita: '25369L',
      motivo: 'a_peticion_del_paciente',
    });
  });

  it('records a move from the old day, hour and professional to the new ones', async () => {
    const { response } = await client.PUT('/api/citas/actualizar/{id}', {
      params: { path: { id: idDe('38460W') } },
      body: { fecha: '2026-12-10', hora: '12:00', idMedico: 1 },
    });
    expect(response.status).toBe(200);
    const [movida] = await registro('citas');
    expect(movida).toMatchObject({
      accion: 'actualizar',
      antes: { fecha: '2026-12-03', hora: '10:00', profesional: 'Miguel Ángel Moreno Jiménez' },
      despues: { fecha: '2026-12-10', hora: '12:00', profesional: 'Carmen López Sánchez' },
      cambio:
        '03/12/2026 10:00 (Miguel Ángel Moreno Jiménez) → 10/12/2026 12:00 (Carmen López Sánchez)',
    });
  });

  it("gives a cita's entries the ids of the cita and its patient, which open it", async () => {
    const { response } = await client.POST('/api/citas/cancelarCita/{id}', {
      params: { path: { id: idDe('48213K') } },
    });
    expect(response.status).toBe(200);
    const citas = await registro('citas');
    expect(citas.length).toBeGreaterThan(1);
    for (const entrada of citas) {
      const { data } = await client.GET('/api/citas/mostrarCitasDelPaciente/{id}', {
        params: { path: { id: entrada.id_paciente ?? 0 } },
      });
      expect(data?.find((c) => c.id === entrada.id_cita)?.num_cita, entrada.descripcion).toBe(
        entrada.num_cita,
      );
    }
    expect((await registro('personal_y_agenda')).some((e) => e.id_cita ?? e.id_paciente)).toBe(
      false,
    );
  });

  it('lists only the citas, or only the staff and the agenda', async () => {
    const citas = await registro('citas');
    expect(citas.length).toBeGreaterThan(0);
    expect(citas.every((e) => e.num_cita !== undefined)).toBe(true);
    const personal = await registro('personal_y_agenda');
    expect(personal.length).toBeGreaterThan(0);
    expect(personal.every((e) => e.num_cita === undefined)).toBe(true);
    expect((await registro()).length).toBe(citas.length + personal.length);
  });
});
