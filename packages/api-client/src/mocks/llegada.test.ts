// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ClinicaClient, createClinicaClient } from '../client';
import { MENSAJES_LLEGADA, mensajeLlegadaOtroDia, mensajeNoPresentadaAntes } from '../reglas';
import { getMockDb, mockTokens, resetMockDb } from './db';
import { MOCK_HOY, sumarDias } from './fixtures';
import { allHandlers } from './handlers';

/** The mocks note arrivals and no-shows as the server does (docs/decisiones.md (54)). */
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
const llegada = (numCita: string) =>
  client.POST('/api/citas/registrarLlegada/{id}', { params: { path: { id: idDe(numCita) } } });
const noPresentada = (numCita: string) =>
  client.POST('/api/citas/marcarNoPresentada/{id}', { params: { path: { id: idDe(numCita) } } });

describe('arrival and no-show in the mocks', () => {
  it("notes today's arrival at the mock clinic's hour, in the lists and the activity log", async () => {
    const { data, response } = await llegada('17502M');
    expect(response.status).toBe(200);
    // 09:30 in Madrid on 1 December is 08:30 UTC.
    expect(data?.hora_llegada).toBe(`${MOCK_HOY}T08:30:00.000Z`);
    const { data: delDia } = await client.GET('/api/citas/mostrarCitasDelDia');
    expect(delDia?.find((c) => c.num_cita === '17502M')?.hora_llegada).toBe(
      `${MOCK_HOY}T08:30:00.000Z`,
    );
    expect(delDia?.find((c) => c.num_cita === '48213K')?.hora_llegada).toBeNull();
    const { data: registro } = await client.GET('/api/auditoria/registro', {
      params: { query: { tipo: 'citas' } },
    });
    expect(registro?.entradas[0]).toMatchObject({
      accion: 'registrar_llegada',
      entidad: 'cita',
      num_cita: '17502M',
    });

    const otraVez = await llegada('17502M');
    expect(otraVez.response.status).toBe(409);
    expect(otraVez.error?.message).toBe(MENSAJES_LLEGADA.yaLlego);
    const manana = await llegada('14093F');
    expect(manana.error?.message).toBe(mensajeLlegadaOtroDia(sumarDias(MOCK_HOY, 1)));
    expect((await llegada('87643N')).error?.message).toBe(MENSAJES_LLEGADA.llegadaSoloEnCurso);
  });

  it('marks a no-show only after its hour, never one who arrived; a final state', async () => {
    const pronto = await noPresentada('29874T');
    expect(pronto.response.status).toBe(409);
    expect(pronto.error?.message).toBe(mensajeNoPresentadaAntes(MOCK_HOY, '11:00'));

    await llegada('48213K');
    expect((await noPresentada('48213K')).error?.message).toBe(
      MENSAJES_LLEGADA.noPresentadaYaLlego,
    );

    const { data, response } = await noPresentada('60341B');
    expect(response.status).toBe(200);
    expect(data?.estado).toBe('NO_PRESENTADA');
    const id = idDe('60341B');
    expect(
      (await client.POST('/api/citas/cancelarCita/{id}', { params: { path: { id } } })).response
        .status,
    ).toBe(409);
    token = mockTokens.medico;
    const diagnostico = await client.POST('/api/diagnosticos/guardar', {
      body: { id_cita: id, contenido: 'Sin acudir.' },
    });
    expect(diagnostico.response.status).toBe(409);
    expect(diagnostico.error?.message).toBe(MENSAJES_LLEGADA.diagnosticoNoPresentada);
  });

  it('is the desk’s alone', async () => {
    token = mockTokens.medico;
    expect((await llegada('60341B')).response.status).toBe(403);
    expect((await noPresentada('60341B')).response.status).toBe(403);
  });
});
