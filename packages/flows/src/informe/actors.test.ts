// @vitest-environment node
// Without XMLHttpRequest (Node) the upload goes by the client's own fetch: this fake server.
import { describe, expect, it } from 'vitest';
import { ejecutar, servidor } from '../../test/servidorDeClaves';
import { guardarInformeCompleto } from './actors';
import type { EnvioDelInforme } from './machine';

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
});
