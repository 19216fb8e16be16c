/**
 * Los actores del informe sobre `@clinica/api-client`:
 *
 *     informeMachine.provide({ actors: actoresInforme(client, { getToken }) })
 */

import {
  ClinicaApiError,
  type ClinicaClient,
  type InformeCompleto,
  toFormData,
  unwrap,
} from '@clinica/api-client';
import { fromPromise } from 'xstate';
import { cabeceraDeClave } from '../wizard/idempotencia';
import type { EnvioDelInforme } from './machine';

const RUTA_GUARDAR = '/api/informes/guardarCompleto';

export interface OpcionesDeSubida {
  /** Origen del servidor, el mismo que el del cliente. @default '' */
  baseUrl?: string;
  /**
   * El token de la sesión. Con él la subida va por XMLHttpRequest, que informa de su progreso;
   * sin él, por el cliente (sin progreso: la barra no sabe cuánto falta).
   */
  getToken?: () => string | null | undefined;
}

/** Un POST multipart por XMLHttpRequest, que sí avisa de cuánto se ha subido. */
function enviarConProgreso(
  url: string,
  form: FormData,
  token: string | null | undefined,
  alProgresar: (fraccion: number) => void,
  signal: AbortSignal,
  clave: string | undefined,
): Promise<InformeCompleto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (clave) xhr.setRequestHeader('Idempotency-Key', clave);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (evento) => {
      if (evento.lengthComputable && evento.total > 0) alProgresar(evento.loaded / evento.total);
    };
    xhr.onload = () => {
      let cuerpo: unknown;
      try {
        cuerpo = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        cuerpo = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        alProgresar(1);
        resolve(cuerpo as InformeCompleto);
        return;
      }
      const headers = new Headers();
      const retry = xhr.getResponseHeader('Retry-After');
      if (retry) headers.set('Retry-After', retry);
      reject(ClinicaApiError.from(new Response(null, { status: xhr.status, headers }), cuerpo));
    };
    xhr.onerror = () => reject(ClinicaApiError.network(new Error('XMLHttpRequest')));
    signal.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('Abortado', 'AbortError'));
    xhr.send(form);
  });
}

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
 * solo envío, todo o nada (docs/decisiones.md (6)), con el progreso de la subida. Repetido tras un fallo
 * no duplica: el servidor responde 409 si el informe ya existe, y si es el mismo texto se
 * reconoce como el envío anterior.
 */
export function guardarInformeCompleto(client: ClinicaClient, opciones: OpcionesDeSubida = {}) {
  return fromPromise<InformeCompleto, EnvioDelInforme>(async ({ input, signal }) => {
    const cuerpo = {
      id_cita: input.idCita,
      contenido: input.contenido,
      imagenes: input.imagenes,
      notas: input.notas,
    };
    try {
      if (opciones.getToken) {
        return await enviarConProgreso(
          `${opciones.baseUrl ?? ''}${RUTA_GUARDAR}`,
          toFormData(cuerpo),
          opciones.getToken(),
          input.alProgresar,
          signal,
          input.claveIdempotencia,
        );
      }
      const guardado = await unwrap(
        client.POST(RUTA_GUARDAR, {
          params: { header: cabeceraDeClave(input.claveIdempotencia) },
          body: cuerpo,
          signal,
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

export function actoresInforme(client: ClinicaClient, opciones: OpcionesDeSubida = {}) {
  return { guardarInforme: guardarInformeCompleto(client, opciones) };
}
