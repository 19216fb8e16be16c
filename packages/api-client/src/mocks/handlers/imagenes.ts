/** Mock operations of the `imagenes` tag: the images of a radiology report. */

import { ROL } from '../../reglas';
import type { Cita, Imagen, Informe } from '../../types';
import { type MockDb, siguienteId } from '../db';
import type { MockImagen, MockUsuario } from '../fixtures';
import { defineOperation } from '../operation';
import {
  citaVisible,
  id,
  idDelFormulario,
  MENSAJE_CITA_404,
  MENSAJE_IMAGEN_404,
  puedeVerCita,
  type Visible,
} from './comun';
import { type Archivo, leerArchivos } from './subidas';

/** docs/decisiones.md (33), as the server says it. */
export const MENSAJE_CITA_CUMPLIDA =
  'La cita ya está cumplida: su informe y sus imágenes ya no se pueden cambiar.';
export const MENSAJE_NO_ASIGNADA = 'Solo el radiólogo asignado a la cita puede informarla.';

/** Only the radiologist the cita is assigned to writes on it (`assigned-cita`). */
export function asignadaA(caller: { id_radiologo?: number | null }, cita: Cita): boolean {
  return cita.id_radiologo !== null && cita.id_radiologo === caller.id_radiologo;
}

function imagenPublica({ bytes: _bytes, ...imagen }: Imagen & { bytes?: Uint8Array }): Imagen {
  return imagen;
}

/** Stores an uploaded file as an image of the report, with its name and optional note. */
export function nuevaImagenDeInforme(
  db: MockDb,
  informe: Informe,
  cita: Cita,
  archivo: Archivo,
  detalles: { nombre?: string; nota?: string } = {},
): Imagen {
  const idImagen = siguienteId(db.imagenes, 'id_imagen');
  const nota = detalles.nota?.trim();
  const imagen = {
    id_imagen: idImagen,
    id_informe: informe.id_informe,
    id_cita: cita.id,
    id_paciente: cita.id_paciente,
    nombre_imagen: (detalles.nombre?.trim() || archivo.nombre).slice(0, 255),
    ruta_imagen: `/api/imagenes/descargar/${idImagen}`,
    tipo: archivo.tipo,
    tamano: archivo.bytes.length,
    nota: nota ? nota : null,
    bytes: archivo.bytes,
  };
  db.imagenes.push(imagen);
  return imagenPublica(imagen);
}

function imagenVisible(
  db: MockDb,
  caller: MockUsuario,
  idImagen: number | undefined,
): Visible<MockImagen> {
  const imagen = db.imagenes.find((i) => i.id_imagen === idImagen);
  if (!imagen) return 404;
  const cita = db.citas.find((c) => c.id === imagen.id_cita);
  return cita && puedeVerCita(caller, cita) ? imagen : 404;
}

export const mostrarImagenesDelPaciente = defineOperation({
  id: 'mostrarImagenesDelPaciente',
  method: 'get',
  path: '/api/imagenes/mostrarImagenesDelPaciente/{id}',
  roles: [ROL.radiologo, ROL.paciente],
  okStatus: 200,
  mensajes: { 404: MENSAJE_CITA_404 },
  resolve({ db, caller, params, reply }) {
    const cita = citaVisible(db, caller, id(params.id));
    if (typeof cita === 'number') return reply.error(cita);
    return reply.ok({
      imagenes: db.imagenes.filter((i) => i.id_cita === cita.id).map(imagenPublica),
    });
  },
});

export const guardarImagen = defineOperation({
  id: 'guardarImagen',
  method: 'post',
  path: '/api/imagenes/guardar',
  roles: [ROL.radiologo],
  okStatus: 201,
  mensajes: { 404: MENSAJE_CITA_404 },
  async resolve({ db, caller, form, reply }) {
    const datos = await form();
    const cita = citaVisible(db, caller, idDelFormulario(datos, 'id_cita'));
    if (typeof cita === 'number') return reply.error(cita);
    if (!asignadaA(caller, cita)) return reply.error(403, MENSAJE_NO_ASIGNADA);
    const informe = db.informes.find(
      (i) => i.id_informe === idDelFormulario(datos, 'id_informe') && i.id_cita === cita.id,
    );
    if (!informe || idDelFormulario(datos, 'id_paciente') !== cita.id_paciente) {
      return reply.error(400, 'El informe, la cita y el paciente no corresponden.');
    }
    const subida = await leerArchivos('guardarImagen', datos, 'ruta_imagen', 1);
    if ('status' in subida) return reply.error(subida.status, subida.message);
    // The server's multipart limits answer first (413, 415); then the cita's state.
    if (cita.estado === 'CUMPLIDA') return reply.error(409, MENSAJE_CITA_CUMPLIDA);
    const [archivo] = subida.archivos as [Archivo];
    const imagen = nuevaImagenDeInforme(db, informe, cita, archivo, {
      nombre: String(datos.get('nombre_imagen') ?? ''),
      nota: String(datos.get('nota') ?? ''),
    });
    return reply.ok(imagen);
  },
});

export const borrarImagen = defineOperation({
  id: 'borrarImagen',
  method: 'delete',
  path: '/api/imagenes/borrar/{id}',
  roles: [ROL.radiologo],
  okStatus: 204,
  mensajes: { 404: MENSAJE_IMAGEN_404 },
  resolve({ db, caller, params, reply }) {
    const imagen = imagenVisible(db, caller, id(params.id));
    if (typeof imagen === 'number') return reply.error(imagen);
    const cita = db.citas.find((c) => c.id === imagen.id_cita);
    if (cita && !asignadaA(caller, cita)) return reply.error(403, MENSAJE_NO_ASIGNADA);
    if (cita?.estado === 'CUMPLIDA') return reply.error(409, MENSAJE_CITA_CUMPLIDA);
    db.imagenes.splice(db.imagenes.indexOf(imagen), 1);
    return reply.empty();
  },
});

export const descargarImagen = defineOperation({
  id: 'descargarImagen',
  method: 'get',
  path: '/api/imagenes/descargar/{id}',
  roles: [ROL.radiologo, ROL.paciente],
  okStatus: 200,
  mensajes: { 404: MENSAJE_IMAGEN_404 },
  resolve({ db, caller, params, reply }) {
    const imagen = imagenVisible(db, caller, id(params.id));
    if (typeof imagen === 'number') return reply.error(imagen);
    return reply.file(imagen.bytes, imagen.tipo, imagen.nombre_imagen);
  },
});
