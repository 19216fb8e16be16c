// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ClinicaClient, createClinicaClient } from '../client';
import { LIMITES_DE_SUBIDA } from '../reglas';
import { getMockDb, mockTokens, resetMockDb } from './db';
import { allHandlers } from './handlers';
import { pngRadiografia } from './png';

const server = setupServer(...allHandlers());
let token: string | null = null;
const client: ClinicaClient = createClinicaClient({
  baseUrl: 'http://clinica.test',
  getToken: () => token,
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockDb();
  token = null;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const png = () => new File([pngRadiografia(5)], 'torax-pa.png', { type: 'image/png' });
const pngs = (n: number) => Array.from({ length: n }, png);

describe('uploads keep to the limits the contract declares for each operation', () => {
  it('guardarImagen takes one file, as its x-clinica-limits says', async () => {
    expect(LIMITES_DE_SUBIDA.guardarImagen.maxFiles).toBe(1);
    token = mockTokens.radiologo;
    const form = new FormData();
    for (const [campo, valor] of Object.entries({ id_informe: 1, id_paciente: 1, id_cita: 6 })) {
      form.set(campo, String(valor));
    }
    for (const archivo of pngs(2)) form.append('ruta_imagen', archivo);
    const response = await fetch('http://clinica.test/api/imagenes/guardar', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: 'Se pueden subir como máximo 1 imagen a la vez.',
    });
  });

  it('a report takes at most maxFiles images', async () => {
    token = mockTokens.radiologo;
    const { maxFiles } = LIMITES_DE_SUBIDA.guardarInformeCompleto;
    const { error, response } = await client.POST('/api/informes/guardarCompleto', {
      body: { id_cita: 1, contenido: 'Sin hallazgos.', imagenes: pngs(maxFiles + 1) },
    });
    expect(response.status).toBe(413);
    expect(error?.message).toBe(`Se pueden subir como máximo ${maxFiles} imágenes a la vez.`);
  });

  it('an incidencia holds at most as many images as one replacement, as on the server', async () => {
    token = mockTokens.radiologo;
    const { maxFiles } = LIMITES_DE_SUBIDA.actualizarImagenesIncidencia;
    const enviar = (n: number) =>
      client.POST('/api/incidencias/guardarImagenesIncidencia', {
        body: { id_incidencia: 3, imagenes: pngs(n) },
      });
    const antes = getMockDb().imagenesIncidencia.filter((i) => i.id_incidencia === 3).length;
    const primero = await enviar(maxFiles - antes);
    expect(primero.response.status).toBe(201);
    const segundo = await enviar(1);
    expect(segundo.response.status).toBe(413);
    expect(segundo.error?.message).toBe(
      `Una incidencia puede tener como máximo ${maxFiles} imágenes: esta ya tiene ${maxFiles} y se han enviado 1.`,
    );
  });

  it('refuses an image that declares more pixels than an image may have, as the server does', async () => {
    token = mockTokens.radiologo;
    const enorme = pngRadiografia(5);
    const vista = new DataView(enorme.buffer, enorme.byteOffset, enorme.byteLength);
    vista.setUint32(16, 100_000);
    vista.setUint32(20, 100_000);
    const { error, response } = await client.POST('/api/incidencias/guardarImagenesIncidencia', {
      body: {
        id_incidencia: 3,
        imagenes: [new File([enorme], 'enorme.png', { type: 'image/png' })],
      },
    });
    expect(response.status).toBe(413);
    expect(error?.message).toBe(
      'La imagen es demasiado grande: 100.000 × 100.000 píxeles ocupan 38.147 MB al abrirla (máximo 256 MB).',
    );
  });
});
