/**
 * Un servidor de mentira que anota cada petición ('MÉTODO /ruta?consulta') y su Idempotency-Key,
 * para las pruebas de los actores del radiólogo; `ejecutar` lleva un actor de promesa a su fin.
 */
import { createClinicaClient } from '@clinica/api-client';
import { createActor, toPromise } from 'xstate';

export type Respuesta = { estado?: number; cuerpo?: unknown };

/** Un servidor de mentira: responde por 'MÉTODO /ruta?consulta' y anota cada petición. */
export function servidor(respuestas: Record<string, Respuesta | (() => Respuesta)>) {
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

export const ejecutar = <T>(logica: Parameters<typeof createActor>[0], input: unknown) =>
  toPromise(createActor(logica, { input } as never).start()) as Promise<T>;
