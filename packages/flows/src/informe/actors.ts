/**
 * Los actores del informe sobre `@clinica/api-client`:
 *
 *     informeMachine.provide({ actors: actoresInforme(client) })
 */

import {
  ClinicaApiError,
  type ClinicaClient,
  fetchConProgreso,
  type InformeCompleto,
  unwrap,
} from '@clinica/api-client';
import { fromPromise } from 'xstate';
import { cabeceraDeClave } from '../wizard/idempotencia';
import type { EnvioDelInforme } from './machine';

const RUTA_GUARDAR = '/api/informes/guardarCompleto';

/**
 * Si la cita ya tiene un informe con este mismo texto, es el de un envío anterior cuya respuesta
 * se perdió (la conexión cayó tras guardarse): se da por bueno en lugar de duplicarlo.
 */
async function informeYaGuardado(
  client: ClinicaClient,
  input: EnvioDelInforme,
  signal: AbortSignal,
): Promise<InformeCompleto | undefined> {
  const informe = await client.GET('/api/informes/mostrarInformeDelPaciente/{id}', {
    params: { path: { id: input.idCita } },
    signal,
  });
  if (!informe.data || informe.data.contenido !== input.contenido) return undefined;
  const { imagenes } = await unwrap(
    client.GET('/api/imagenes/mostrarImagenesDelPaciente/{id}', {
      params: { path: { id: input.idCita } },
      signal,
    }),
  );
  return {
    id_informe: informe.data.id_informe,
    id_cita: input.idCita,
    num_cita: '',
    imagenes: imagenes.map((i) => ({ id_imagen: i.id_imagen, nombre_imagen: i.nombre_imagen })),
  };
}

/**
 * POST /api/informes/guardarCompleto: informe, imágenes con sus notas y la cita CUMPLIDA en un
 * solo envío, todo o nada (docs/decisiones.md (6)), con el progreso de la subida. Va por el
 * cliente como cualquier llamada (su token, y un 401 cierra la sesión); solo el último paso, el
 * envío, lo hace XMLHttpRequest, que sí dice cuánto se ha subido (`fetchConProgreso`). Repetido
 * tras un fallo no duplica: el servidor responde 409 si el informe ya existe, y si es el mismo
 * texto se reconoce como el envío anterior.
 */
export function guardarInformeCompleto(client: ClinicaClient) {
  return fromPromise<InformeCompleto, EnvioDelInforme>(async ({ input, signal }) => {
    const cuerpo = {
      id_cita: input.idCita,
      contenido: input.contenido,
      imagenes: input.imagenes,
      notas: input.notas,
    };
    try {
      const guardado = await unwrap(
        client.POST(RUTA_GUARDAR, {
          params: { header: cabeceraDeClave(input.claveIdempotencia) },
          body: cuerpo,
          signal,
          fetch: fetchConProgreso(input.alProgresar),
        }),
      );
      input.alProgresar(1);
      return guardado;
    } catch (error) {
      if (error instanceof ClinicaApiError && error.status === 409) {
        const anterior = await informeYaGuardado(client, input, signal).catch(() => undefined);
        if (anterior) return anterior;
      }
      throw error;
    }
  });
}

export function actoresInforme(client: ClinicaClient) {
  return { guardarInforme: guardarInformeCompleto(client) };
}
