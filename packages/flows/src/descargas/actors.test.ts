import { ClinicaApiError, createClinicaClient } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import {
  descargarCitasDelDiaCsv,
  descargarDatosPaciente,
  descargarMisDatos,
  descargarPacientesCsv,
  descargarRegistroCsv,
} from './actors';

const BOM = [0xef, 0xbb, 0xbf];

/** A server that answers every call with `respuesta`, and what each call asked for. */
function servidor(respuesta: () => Response) {
  const peticiones: { ruta: string; accept: string | null; autorizacion: string | null }[] = [];
  const client = createClinicaClient({
    baseUrl: 'https://clinica.test',
    getToken: () => 'token-de-prueba',
    fetch: async (request) => {
      const url = new URL(request.url);
      peticiones.push({
        ruta: `${url.pathname}${url.search}`,
        accept: request.headers.get('Accept'),
        autorizacion: request.headers.get('Authorization'),
      });
      return respuesta();
    },
  });
  const guardados: { nombre: string; bytes: number[]; tipo: string }[] = [];
  const guardar = async (archivo: Blob, nombre: string) => {
    guardados.push({
      nombre,
      bytes: [...new Uint8Array(await archivo.arrayBuffer())],
      tipo: archivo.type,
    });
  };
  return { client, peticiones, guardados, guardar: (a: Blob, n: string) => void guardar(a, n) };
}

const adjunto = (bytes: number[], tipo: string, nombre?: string) => () =>
  new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': tipo,
      ...(nombre
        ? { 'Content-Disposition': `attachment; filename="${nombre}"; filename*=UTF-8''${nombre}` }
        : {}),
    },
  });

/** Lets the saved blob be read (it is read asynchronously). */
const leidos = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('las descargas', () => {
  it("'Descargar mis datos' pide el .zip con el token y lo guarda con el nombre del servidor", async () => {
    const zip = [0x50, 0x4b, 0x05, 0x06, ...Array(18).fill(0)];
    const s = servidor(adjunto(zip, 'application/zip', 'datos-paciente-7-2031-06-02.zip'));
    await descargarMisDatos(s.client, s.guardar)();
    await leidos();
    expect(s.peticiones).toEqual([
      {
        ruta: '/api/usuarios/exportarMisDatos',
        accept: null,
        autorizacion: 'Bearer token-de-prueba',
      },
    ]);
    expect(s.guardados).toEqual([
      { nombre: 'datos-paciente-7-2031-06-02.zip', bytes: zip, tipo: 'application/zip' },
    ]);
  });

  it('sin nombre del servidor, uno propio; un nombre con una ruta no se usa', async () => {
    const s = servidor(adjunto([1], 'application/zip'));
    await descargarDatosPaciente(s.client, s.guardar)(7);
    const t = servidor(adjunto([1], 'application/zip', '../../etc/x.zip'));
    await descargarDatosPaciente(t.client, t.guardar)(7);
    await leidos();
    expect(s.peticiones[0]?.ruta).toBe('/api/usuarios/exportarDatosPaciente/7');
    expect(s.guardados[0]?.nombre).toBe('datos-paciente-7.zip');
    expect(t.guardados[0]?.nombre).toBe('datos-paciente-7.zip');
  });

  it('las hojas se piden con Accept: text/csv y se guardan byte a byte, con su BOM', async () => {
    const hoja = [...BOM, ...new TextEncoder().encode('Fecha;Hora\r\n02/06/2031;09:00\r\n')];
    const s = servidor(adjunto(hoja, 'text/csv; charset=utf-8', 'citas-2031-06-02.csv'));
    await descargarCitasDelDiaCsv(s.client, s.guardar)('2031-06-02');
    await descargarPacientesCsv(s.client, s.guardar)('garcía');
    await descargarRegistroCsv(s.client, s.guardar)();
    await leidos();
    expect(s.peticiones.map((p) => [p.ruta, p.accept])).toEqual([
      ['/api/citas/mostrarCitasDelDia?fecha=2031-06-02', 'text/csv'],
      ['/api/usuarios/buscarPacientes?q=garc%C3%ADa', 'text/csv'],
      ['/api/auditoria/registro', 'text/csv'],
    ]);
    for (const guardado of s.guardados) {
      expect(guardado.bytes).toEqual(hoja);
      expect(guardado.nombre).toBe('citas-2031-06-02.csv');
    }
  });

  it('un fallo llega como ClinicaApiError con el mensaje del servidor, y no se guarda nada', async () => {
    const s = servidor(
      () =>
        new Response(JSON.stringify({ message: 'El almacén de imágenes no está disponible.' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
        }),
    );
    const fallo = await descargarMisDatos(s.client, s.guardar)().catch((error: unknown) => error);
    expect(fallo).toBeInstanceOf(ClinicaApiError);
    expect(fallo).toMatchObject({
      status: 503,
      message: 'El almacén de imágenes no está disponible.',
    });
    const sinRed = servidor(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(descargarRegistroCsv(sinRed.client, sinRed.guardar)()).rejects.toMatchObject({
      status: 0,
    });
    await leidos();
    expect([...s.guardados, ...sinRed.guardados]).toEqual([]);
  });
});
