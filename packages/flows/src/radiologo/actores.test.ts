// @vitest-environment node
import { ClinicaApiError, createClinicaClient } from '@clinica/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { cargarCitasDelRadiologo, comprobarNumCita, guardarInformeCompleto } from './actores';
import type { EnvioDelInforme } from './maquinaInforme';

type Respuesta = { estado?: number; cuerpo?: unknown };

/** Un servidor de mentira: responde por 'MÉTODO /ruta?consulta' y anota cada petición. */
function servidor(respuestas: Record<string, Respuesta | (() => Respuesta)>) {
  const peticiones: string[] = [];
  const claves: Array<string | null> = [];
  const client = createClinicaClient({
    baseUrl: 'https://clinica.test',
    getToken: () => 'token',
    fetch: async (request) => {
      const url = new URL(request.url);
      const clave = `${request.method} ${url.pathname}${url.search}`;
      peticiones.push(clave);
      claves.push(request.headers.get('Idempotency-Key'));
      const entrada = respuestas[clave];
      const { estado = 200, cuerpo } = (typeof entrada === 'function' ? entrada() : entrada) ?? {
        estado: 404,
        cuerpo: { message: 'No existe.' },
      };
      return new Response(JSON.stringify(cuerpo ?? {}), {
        status: estado,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { client, peticiones, claves };
}

const envio = (contenido = 'Sin hallazgos.'): EnvioDelInforme => ({
  idCita: 41,
  contenido,
  imagenes: [new File([new Uint8Array([1])], 'pa.png', { type: 'image/png' })],
  notas: ['PA.'],
  alProgresar: () => {},
});

const guardado = {
  id_informe: 9,
  id_cita: 41,
  num_cita: '48213K',
  imagenes: [{ id_imagen: 31, nombre_imagen: 'pa.png' }],
};

const ejecutar = <T>(logica: Parameters<typeof createActor>[0], input: unknown) =>
  toPromise(createActor(logica, { input } as never).start()) as Promise<T>;

describe('guardarInformeCompleto: un solo envío, repetible sin duplicar', () => {
  it('envía informe, imágenes y notas en una petición y avisa del final', async () => {
    const { client, peticiones } = servidor({
      'POST /api/informes/guardarCompleto': { estado: 201, cuerpo: guardado },
    });
    const avances: number[] = [];
    const salida = await ejecutar(guardarInformeCompleto(client), {
      ...envio(),
      alProgresar: (f: number) => avances.push(f),
    });
    expect(salida).toEqual(guardado);
    expect(peticiones).toEqual(['POST /api/informes/guardarCompleto']);
    expect(avances).toEqual([1]);
  });

  it('envía la Idempotency-Key del envío en su cabecera', async () => {
    const { client, claves } = servidor({
      'POST /api/informes/guardarCompleto': { estado: 201, cuerpo: guardado },
    });
    await ejecutar(guardarInformeCompleto(client), { ...envio(), claveIdempotencia: 'clave-1' });
    await ejecutar(guardarInformeCompleto(client), envio());
    expect(claves).toEqual(['clave-1', null]);
  });

  it('un 409 de un envío anterior que sí se guardó (misma cita, mismo texto) se da por bueno', async () => {
    const { client, peticiones } = servidor({
      'POST /api/informes/guardarCompleto': {
        estado: 409,
        cuerpo: { message: 'Esta cita ya tiene un informe.' },
      },
      'GET /api/informes/mostrarInformeDelPaciente/41': {
        cuerpo: { id_informe: 9, id_cita: 41, id_radiologo: 2, contenido: 'Sin hallazgos.' },
      },
      'GET /api/imagenes/mostrarImagenesDelPaciente/41': {
        cuerpo: { imagenes: [{ id_imagen: 31, nombre_imagen: 'pa.png' }] },
      },
    });
    const salida = await ejecutar<typeof guardado>(guardarInformeCompleto(client), envio());
    expect(salida.id_informe).toBe(9);
    expect(salida.imagenes).toEqual([{ id_imagen: 31, nombre_imagen: 'pa.png' }]);
    // Solo un POST: nada se guardó dos veces.
    expect(peticiones.filter((p) => p.startsWith('POST'))).toHaveLength(1);
  });

  it('un 409 con otro informe guardado (u otro motivo) llega como fallo con su mensaje', async () => {
    const { client } = servidor({
      'POST /api/informes/guardarCompleto': {
        estado: 409,
        cuerpo: { message: 'Esta cita ya tiene un informe.' },
      },
      'GET /api/informes/mostrarInformeDelPaciente/41': {
        cuerpo: { id_informe: 3, id_cita: 41, id_radiologo: 2, contenido: 'Otro texto.' },
      },
    });
    await expect(ejecutar(guardarInformeCompleto(client), envio())).rejects.toMatchObject({
      status: 409,
      message: 'Esta cita ya tiene un informe.',
    });
  });

  it('un 404 al buscar un número es un ClinicaApiError 404', async () => {
    const { client } = servidor({});
    await expect(ejecutar(comprobarNumCita(client), { numCita: '00000Z' })).rejects.toBeInstanceOf(
      ClinicaApiError,
    );
  });
});

describe('cargarCitasDelRadiologo', () => {
  it('pide sus citas de los próximos días en una sola petición y las da por fecha y hora', async () => {
    const cita = (id: number, fecha: string, hora: string) => ({
      id,
      fecha,
      hora,
      id_radiologo: 1,
    });
    const { client, peticiones } = servidor({
      'GET /api/citas/mostrarCitasRadiologo/1?desde=2026-03-13&dias=4': {
        cuerpo: [
          cita(1, '2026-03-16', '09:00'),
          cita(2, '2026-03-13', '13:00'),
          cita(3, '2026-03-13', '10:00'),
        ],
      },
    });
    const citas = await cargarCitasDelRadiologo(client, 1, '2026-03-13', undefined, 4);
    expect(peticiones).toEqual(['GET /api/citas/mostrarCitasRadiologo/1?desde=2026-03-13&dias=4']);
    expect(citas.map((c) => c.id)).toEqual([3, 2, 1]);
  });

  it('por defecto abarca 14 días, y un 403 del servidor llega como ClinicaApiError', async () => {
    const { client, peticiones } = servidor({
      'GET /api/citas/mostrarCitasRadiologo/2?desde=2026-03-13&dias=14': {
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
