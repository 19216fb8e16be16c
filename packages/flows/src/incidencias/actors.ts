/**
 * Los actores de las incidencias sobre `@clinica/api-client`: una aplicación conecta cada
 * máquina a un servidor real en una línea (`crearIncidenciaMachine.provide({ actors:
 * actoresCrearIncidencia(client) })`) y puede sustituir cualquiera.
 */
import { type ClinicaClient, type Incidencia, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import { type CuerpoConClave, cabeceraDeClave } from '../wizard/idempotencia';
import type { SubidaDeImagen } from './crear/machine';
import { archivoDe } from './datos';
import type { IncidenciaConImagenes, SustitucionDeImagenes } from './editar/machine';

/** GET mostrarIncidenciasEmpleado/{userId}: las del que ha iniciado sesión. */
export function cargarMisIncidencias(
  client: ClinicaClient,
  userId: number,
  signal?: AbortSignal,
): Promise<Incidencia[]> {
  return unwrap(
    client.GET('/api/incidencias/mostrarIncidenciasEmpleado/{userId}', {
      params: { path: { userId } },
      signal,
    }),
  );
}

function guardarIncidencia(client: ClinicaClient) {
  return fromPromise<Incidencia, CuerpoConClave<Parameters<typeof cuerpo>[0]>>(
    ({ input, signal }) =>
      unwrap(
        client.POST('/api/incidencias/guardar', {
          params: { header: cabeceraDeClave(input.claveIdempotencia) },
          body: cuerpo(input.cuerpo),
          signal,
        }),
      ),
  );
}

/** Solo los campos del contrato: el dueño y el estado los pone el servidor (docs/decisiones.md (1)). */
function cuerpo(input: {
  asunto: string;
  descripcion: string;
  nivel_prioridad: Incidencia['nivel_prioridad'];
  fecha: string;
  nombre: string;
  puesto_trabajo: Incidencia['puesto_trabajo'];
}) {
  const { asunto, descripcion, nivel_prioridad, fecha, nombre, puesto_trabajo } = input;
  return { asunto, descripcion, nivel_prioridad, fecha, nombre, puesto_trabajo };
}

function actualizarIncidencia(client: ClinicaClient) {
  return fromPromise<Incidencia, Parameters<typeof cuerpo>[0] & { id: number }>(
    ({ input, signal }) =>
      unwrap(
        client.PUT('/api/incidencias/actualizar/{id}', {
          params: { path: { id: input.id } },
          body: cuerpo(input),
          signal,
        }),
      ),
  );
}

function subirImagenIncidencia(client: ClinicaClient) {
  return fromPromise(async ({ input, signal }: { input: SubidaDeImagen; signal: AbortSignal }) => {
    const archivo = archivoDe(input.clave);
    // Tras una recarga el archivo ya no está: el formulario lo pide de nuevo antes de llegar aquí.
    if (!archivo) throw new Error(`Falta el archivo de ${input.nombre}.`);
    const { imagenes } = await unwrap(
      client.POST('/api/incidencias/guardarImagenesIncidencia', {
        params: { header: cabeceraDeClave(input.claveIdempotencia) },
        body: { id_incidencia: input.id_incidencia, imagenes: [archivo] },
        signal,
      }),
    );
    return imagenes;
  });
}

/**
 * El contrato sustituye todas las imágenes de una vez: las que se conservan se descargan y se
 * envían de nuevo, sin las quitadas.
 */
function sustituirImagenesIncidencia(client: ClinicaClient) {
  return fromPromise(
    async ({ input, signal }: { input: SustitucionDeImagenes; signal: AbortSignal }) => {
      const conservadas = await Promise.all(
        input.conservar.map(async (imagen) => {
          const blob = await unwrap(
            client.GET('/api/incidencias/imagenes/descargar/{id}', {
              params: { path: { id: imagen.id_imagen } },
              parseAs: 'blob',
              signal,
            }),
          );
          return new File([blob as Blob], imagen.nombre_imagen, { type: imagen.tipo });
        }),
      );
      const { imagenes } = await unwrap(
        client.POST('/api/incidencias/actualizarImagenesIncidencia/{id}', {
          params: { path: { id: input.id_incidencia } },
          body: { id_incidencia: input.id_incidencia, imagenes: conservadas },
          signal,
        }),
      );
      return imagenes;
    },
  );
}

function cargarIncidencia(client: ClinicaClient) {
  return fromPromise<IncidenciaConImagenes, { id: number }>(async ({ input, signal }) => {
    const path = { id: input.id };
    const [incidencia, imagenes] = await Promise.all([
      unwrap(client.GET('/api/incidencias/buscar/{id}', { params: { path }, signal })),
      unwrap(
        client.GET('/api/incidencias/obtenerImagenesPorIdIncidencia/{id}', {
          params: { path },
          signal,
        }),
      ),
    ]);
    return { incidencia, imagenes };
  });
}

function borrarIncidencia(client: ClinicaClient) {
  return fromPromise<void, { id: number }>(async ({ input, signal }) => {
    await unwrap(
      client.DELETE('/api/incidencias/borrar/{id}', { params: { path: { id: input.id } }, signal }),
    );
  });
}

export function actoresCrearIncidencia(client: ClinicaClient) {
  return {
    guardarIncidencia: guardarIncidencia(client),
    actualizarIncidencia: actualizarIncidencia(client),
    subirImagenIncidencia: subirImagenIncidencia(client),
  };
}

export function actoresEditarIncidencia(client: ClinicaClient) {
  return {
    cargarIncidencia: cargarIncidencia(client),
    actualizarIncidencia: actualizarIncidencia(client),
    sustituirImagenesIncidencia: sustituirImagenesIncidencia(client),
    subirImagenIncidencia: subirImagenIncidencia(client),
  };
}

export function actoresEliminarIncidencia(client: ClinicaClient) {
  return { borrarIncidencia: borrarIncidencia(client) };
}

/** GET imagenes/descargar/{id}: el archivo de una imagen ya guardada, para verla. */
export function descargarImagenIncidencia(client: ClinicaClient) {
  return async (idImagen: number): Promise<Blob> =>
    (await unwrap(
      client.GET('/api/incidencias/imagenes/descargar/{id}', {
        params: { path: { id: idImagen } },
        parseAs: 'blob',
      }),
    )) as Blob;
}
