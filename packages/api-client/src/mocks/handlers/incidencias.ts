/** Mock operations of the `incidencias` tag: the staff's incidents and their images. */
import { limitesDe, mensajeIncidenciaConDemasiadasImagenes, ROL } from '../../reglas';
import type { ImagenIncidencia, Incidencia } from '../../types';
import { type MockDb, siguienteId } from '../db';
import type { MockImagenIncidencia, MockUsuario } from '../fixtures';
import { defineOperation } from '../operation';
import { esDelEmpleado, id, idDelFormulario, MENSAJE_IMAGEN_404, type Visible } from './comun';
import { leerArchivos, type Subida } from './subidas';

const MENSAJE_INCIDENCIA_404 = 'No existe ninguna incidencia con ese id.';
const MENSAJE_RESUELTA = 'Solo se pueden modificar incidencias con estado PENDIENTE.';
/** An incidencia holds at most what one replacement of its images may carry, as on the server. */
const MAX_IMAGENES = limitesDe('actualizarImagenesIncidencia').maxFiles;

function imagenDeIncidencia({ bytes: _bytes, ...imagen }: MockImagenIncidencia): ImagenIncidencia {
  return imagen;
}

const imagenesDe = (db: MockDb, idIncidencia: number) =>
  db.imagenesIncidencia.filter((i) => i.id_incidencia === idIncidencia).map(imagenDeIncidencia);

function incidenciaDe(
  db: MockDb,
  caller: MockUsuario,
  idIncidencia: number | undefined,
): Visible<Incidencia> {
  const incidencia = db.incidencias.find((i) => i.id === idIncidencia);
  if (!incidencia) return 404;
  return esDelEmpleado(caller, incidencia) ? incidencia : 404;
}

/** Adds the uploaded images to the incidencia, or replaces its images with them. */
async function subirImagenesIncidencia(
  db: MockDb,
  incidencia: Incidencia,
  datos: FormData,
  modo: 'añadir' | 'sustituir',
): Promise<Exclude<Subida, { archivos: unknown }> | { imagenes: ImagenIncidencia[] }> {
  const subida =
    modo === 'añadir'
      ? await leerArchivos('guardarImagenesIncidencia', datos, 'imagenes', 1)
      : await leerArchivos('actualizarImagenesIncidencia', datos, 'imagenes', 0);
  if ('status' in subida) return subida;
  const quedan = modo === 'añadir' ? imagenesDe(db, incidencia.id).length : 0;
  if (quedan + subida.archivos.length > MAX_IMAGENES) {
    return {
      status: 413,
      message: mensajeIncidenciaConDemasiadasImagenes(MAX_IMAGENES, quedan, subida.archivos.length),
    };
  }
  if (modo === 'sustituir') {
    db.imagenesIncidencia = db.imagenesIncidencia.filter((i) => i.id_incidencia !== incidencia.id);
  }
  for (const archivo of subida.archivos) {
    db.imagenesIncidencia.push({
      id_imagen: siguienteId(db.imagenesIncidencia, 'id_imagen'),
      id_incidencia: incidencia.id,
      nombre_imagen: archivo.nombre,
      tipo: archivo.tipo,
      bytes: archivo.bytes,
    });
  }
  return { imagenes: imagenesDe(db, incidencia.id) };
}

export const mostrarIncidenciasEmpleado = defineOperation({
  id: 'mostrarIncidenciasEmpleado',
  method: 'get',
  path: '/api/incidencias/mostrarIncidenciasEmpleado/{userId}',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    const userId = id(params.userId);
    if (userId === undefined) return reply.error(400);
    if (userId !== caller.id) return reply.error(403);
    const propias = db.incidencias
      .filter((i) => esDelEmpleado(caller, i))
      .sort((a, b) => b.fecha.localeCompare(a.fecha) || b.id - a.id);
    return reply.ok(propias);
  },
});

export const guardarIncidencia = defineOperation({
  id: 'guardarIncidencia',
  method: 'post',
  path: '/api/incidencias/guardar',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico],
  okStatus: 201,
  async resolve({ db, caller, json, reply }) {
    const datos = await json();
    const incidencia: Incidencia = {
      id: siguienteId(db.incidencias, 'id'),
      asunto: datos.asunto,
      descripcion: datos.descripcion,
      nivel_prioridad: datos.nivel_prioridad,
      fecha: datos.fecha,
      estado: 'PENDIENTE',
      nombre: datos.nombre,
      puesto_trabajo: datos.puesto_trabajo,
      id_administrativo: caller.id_administrativo ?? null,
      id_medico: caller.id_medico ?? null,
      id_radiologo: caller.id_radiologo ?? null,
    };
    db.incidencias.push(incidencia);
    return reply.ok(incidencia);
  },
});

export const actualizarIncidencia = defineOperation({
  id: 'actualizarIncidencia',
  method: 'put',
  path: '/api/incidencias/actualizar/{id}',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico],
  okStatus: 200,
  mensajes: { 404: MENSAJE_INCIDENCIA_404, 409: MENSAJE_RESUELTA },
  async resolve({ db, caller, params, json, reply }) {
    const incidencia = incidenciaDe(db, caller, id(params.id));
    if (typeof incidencia === 'number') return reply.error(incidencia);
    const datos = await json();
    if (incidencia.estado !== 'PENDIENTE') return reply.error(409);
    Object.assign(incidencia, {
      asunto: datos.asunto,
      descripcion: datos.descripcion,
      nivel_prioridad: datos.nivel_prioridad,
      fecha: datos.fecha,
      nombre: datos.nombre,
      puesto_trabajo: datos.puesto_trabajo,
      estado: datos.estado ?? incidencia.estado,
    });
    return reply.ok(incidencia);
  },
});

export const buscarIncidencia = defineOperation({
  id: 'buscarIncidencia',
  method: 'get',
  path: '/api/incidencias/buscar/{id}',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico],
  okStatus: 200,
  mensajes: { 404: MENSAJE_INCIDENCIA_404 },
  resolve({ db, caller, params, reply }) {
    const incidencia = incidenciaDe(db, caller, id(params.id));
    if (typeof incidencia === 'number') return reply.error(incidencia);
    return reply.ok(incidencia);
  },
});

export const borrarIncidencia = defineOperation({
  id: 'borrarIncidencia',
  method: 'delete',
  path: '/api/incidencias/borrar/{id}',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico],
  okStatus: 204,
  mensajes: {
    404: MENSAJE_INCIDENCIA_404,
    409: 'Solo se pueden eliminar incidencias con estado PENDIENTE.',
  },
  resolve({ db, caller, params, reply }) {
    const incidencia = incidenciaDe(db, caller, id(params.id));
    if (typeof incidencia === 'number') return reply.error(incidencia);
    if (incidencia.estado !== 'PENDIENTE') return reply.error(409);
    db.incidencias.splice(db.incidencias.indexOf(incidencia), 1);
    db.imagenesIncidencia = db.imagenesIncidencia.filter((i) => i.id_incidencia !== incidencia.id);
    return reply.empty();
  },
});

export const guardarImagenesIncidencia = defineOperation({
  id: 'guardarImagenesIncidencia',
  method: 'post',
  path: '/api/incidencias/guardarImagenesIncidencia',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico],
  okStatus: 201,
  mensajes: { 404: MENSAJE_INCIDENCIA_404, 409: MENSAJE_RESUELTA },
  async resolve({ db, caller, form, reply }) {
    const datos = await form();
    const incidencia = incidenciaDe(db, caller, idDelFormulario(datos, 'id_incidencia'));
    if (typeof incidencia === 'number') return reply.error(incidencia);
    if (incidencia.estado !== 'PENDIENTE') return reply.error(409);
    const resultado = await subirImagenesIncidencia(db, incidencia, datos, 'añadir');
    if ('status' in resultado) return reply.error(resultado.status, resultado.message);
    return reply.ok(resultado);
  },
});

export const actualizarImagenesIncidencia = defineOperation({
  id: 'actualizarImagenesIncidencia',
  method: 'post',
  path: '/api/incidencias/actualizarImagenesIncidencia/{id}',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico],
  okStatus: 200,
  mensajes: { 404: MENSAJE_INCIDENCIA_404, 409: MENSAJE_RESUELTA },
  async resolve({ db, caller, params, form, reply }) {
    const incidencia = incidenciaDe(db, caller, id(params.id));
    if (typeof incidencia === 'number') return reply.error(incidencia);
    const datos = await form();
    if (idDelFormulario(datos, 'id_incidencia') !== incidencia.id) {
      return reply.error(400, 'La incidencia del formulario no coincide con la de la ruta.');
    }
    if (incidencia.estado !== 'PENDIENTE') return reply.error(409);
    const resultado = await subirImagenesIncidencia(db, incidencia, datos, 'sustituir');
    if ('status' in resultado) return reply.error(resultado.status, resultado.message);
    return reply.ok(resultado);
  },
});

export const obtenerImagenesPorIdIncidencia = defineOperation({
  id: 'obtenerImagenesPorIdIncidencia',
  method: 'get',
  path: '/api/incidencias/obtenerImagenesPorIdIncidencia/{id}',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico],
  okStatus: 200,
  mensajes: { 404: MENSAJE_INCIDENCIA_404 },
  resolve({ db, caller, params, reply }) {
    const incidencia = incidenciaDe(db, caller, id(params.id));
    if (typeof incidencia === 'number') return reply.error(incidencia);
    return reply.ok(imagenesDe(db, incidencia.id));
  },
});

export const descargarImagenIncidencia = defineOperation({
  id: 'descargarImagenIncidencia',
  method: 'get',
  path: '/api/incidencias/imagenes/descargar/{id}',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico],
  okStatus: 200,
  mensajes: { 404: MENSAJE_IMAGEN_404 },
  resolve({ db, caller, params, reply }) {
    const imagen = db.imagenesIncidencia.find((i) => i.id_imagen === id(params.id));
    if (!imagen) return reply.error(404);
    const incidencia = db.incidencias.find((i) => i.id === imagen.id_incidencia);
    if (!incidencia || !esDelEmpleado(caller, incidencia)) return reply.error(404);
    return reply.file(imagen.bytes, imagen.tipo, imagen.nombre_imagen);
  },
});
