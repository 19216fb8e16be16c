/** Mock operations of the `informes` tag. */

import { MENSAJES_LLEGADA, mensajeInformeFuturo, ROL, sePuedeCumplir } from '../../reglas';
import { siguienteId } from '../db';
import { defineOperation } from '../operation';
import { anotarCita, citaVisible, id, idDelFormulario, MENSAJE_CITA_404 } from './comun';
import {
  asignadaA,
  MENSAJE_CITA_CUMPLIDA,
  MENSAJE_NO_ASIGNADA,
  nuevaImagenDeInforme,
} from './imagenes';
import { leerArchivos } from './subidas';

const MENSAJE_YA_TIENE_INFORME = 'Esta cita ya tiene un informe.';

export const mostrarInformeDelPaciente = defineOperation({
  id: 'mostrarInformeDelPaciente',
  method: 'get',
  path: '/api/informes/mostrarInformeDelPaciente/{id}',
  roles: [ROL.radiologo, ROL.paciente],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    const cita = citaVisible(db, caller, id(params.id));
    if (cita === 404) return reply.error(404, MENSAJE_CITA_404);
    const informe = db.informes.find((i) => i.id_cita === cita.id);
    if (!informe) return reply.error(404, 'Esta cita todavía no tiene informe.');
    return reply.ok(informe);
  },
});

export const guardarInforme = defineOperation({
  id: 'guardarInforme',
  method: 'post',
  path: '/api/informes/guardar',
  roles: [ROL.radiologo],
  okStatus: 201,
  mensajes: { 404: MENSAJE_CITA_404, 409: MENSAJE_YA_TIENE_INFORME },
  async resolve({ db, caller, json, reply }) {
    const { id_cita, contenido } = await json();
    const cita = citaVisible(db, caller, id_cita);
    if (typeof cita === 'number') return reply.error(cita);
    if (!asignadaA(caller, cita)) return reply.error(403, MENSAJE_NO_ASIGNADA);
    if (db.informes.some((i) => i.id_cita === id_cita)) return reply.error(409);
    if (cita.estado === 'CUMPLIDA') return reply.error(409, MENSAJE_CITA_CUMPLIDA);
    if (cita.estado === 'NO_PRESENTADA') {
      return reply.error(409, MENSAJES_LLEGADA.informeNoPresentada);
    }
    if (!sePuedeCumplir(cita.fecha, db.hoy))
      return reply.error(409, mensajeInformeFuturo(cita.fecha));
    const informe = {
      id_informe: siguienteId(db.informes, 'id_informe'),
      id_cita,
      id_radiologo: caller.id_radiologo as number,
      contenido,
    };
    db.informes.push(informe);
    return reply.ok(informe);
  },
});

export const guardarInformeCompleto = defineOperation({
  id: 'guardarInformeCompleto',
  method: 'post',
  path: '/api/informes/guardarCompleto',
  roles: [ROL.radiologo],
  okStatus: 201,
  mensajes: { 404: MENSAJE_CITA_404, 409: MENSAJE_YA_TIENE_INFORME },
  async resolve({ db, caller, form, reply }) {
    const datos = await form();
    const cita = citaVisible(db, caller, idDelFormulario(datos, 'id_cita'));
    if (typeof cita === 'number') return reply.error(cita);
    if (!asignadaA(caller, cita)) return reply.error(403, MENSAJE_NO_ASIGNADA);
    if (db.informes.some((i) => i.id_cita === cita.id)) return reply.error(409);
    if (cita.estado === 'CUMPLIDA') return reply.error(409, MENSAJE_CITA_CUMPLIDA);
    if (cita.estado === 'NO_PRESENTADA') {
      return reply.error(409, MENSAJES_LLEGADA.informeNoPresentada);
    }
    if (cita.estado !== 'EN_CURSO') {
      return reply.error(409, 'Solo se pueden cumplir citas programadas.');
    }
    if (!sePuedeCumplir(cita.fecha, db.hoy))
      return reply.error(409, mensajeInformeFuturo(cita.fecha));
    const contenido = String(datos.get('contenido') ?? '')
      .replace(/\r\n?/g, '\n')
      .trim();
    if (!contenido) {
      const message = 'Escribe el informe de la prueba.';
      return reply.error(400, message, { contenido: message });
    }
    const subida = await leerArchivos('guardarInformeCompleto', datos, 'imagenes', 1);
    if ('status' in subida) {
      return reply.error(
        subida.status,
        subida.message,
        subida.status === 400 ? { imagenes: subida.message } : undefined,
      );
    }
    const notas = datos.getAll('notas').map((nota) => String(nota).replace(/\r\n?/g, '\n'));
    const informe = {
      id_informe: siguienteId(db.informes, 'id_informe'),
      id_cita: cita.id,
      id_radiologo: caller.id_radiologo as number,
      contenido,
    };
    db.informes.push(informe);
    const imagenes = subida.archivos.map((archivo, indice) => {
      const imagen = nuevaImagenDeInforme(db, informe, cita, archivo, { nota: notas[indice] });
      return { id_imagen: imagen.id_imagen, nombre_imagen: imagen.nombre_imagen };
    });
    cita.estado = 'CUMPLIDA';
    anotarCita(db, caller, {
      accion: 'crear',
      entidad: 'informe',
      id_registro: informe.id_informe,
      cita,
      cumple_cita: true,
    });
    return reply.ok({
      id_informe: informe.id_informe,
      id_cita: cita.id,
      num_cita: cita.num_cita,
      imagenes,
    });
  },
});
