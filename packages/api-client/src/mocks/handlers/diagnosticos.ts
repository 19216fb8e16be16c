/** Mock operations of the `diagnosticos` tag. */
import { MENSAJES_LLEGADA, mensajeDiagnosticoFuturo, ROL, sePuedeCumplir } from '../../reglas';
import { siguienteId } from '../db';
import { defineOperation } from '../operation';
import { anotarCita, citaVisible, id, MENSAJE_CITA_404, puedeVerCita } from './comun';

const MENSAJE_CANCELADA = 'No se puede diagnosticar una cita cancelada.';

export const mostrarDiagnosticoDelPaciente = defineOperation({
  id: 'mostrarDiagnosticoDelPaciente',
  method: 'get',
  path: '/api/diagnosticos/mostrarDiagnosticoDelPaciente/{id}',
  roles: [ROL.medico, ROL.paciente],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    const cita = citaVisible(db, caller, id(params.id));
    if (cita === 404) return reply.error(404, MENSAJE_CITA_404);
    const diagnostico = db.diagnosticos.find((d) => d.id_cita === cita.id);
    if (!diagnostico) return reply.error(404, 'Esta cita todavía no tiene diagnóstico.');
    return reply.ok(diagnostico);
  },
});

export const guardarDiagnostico = defineOperation({
  id: 'guardarDiagnostico',
  method: 'post',
  path: '/api/diagnosticos/guardar',
  roles: [ROL.medico],
  okStatus: 201,
  mensajes: { 404: MENSAJE_CITA_404, 409: 'Esta cita ya tiene un diagnóstico.' },
  async resolve({ db, caller, json, reply }) {
    const { id_cita, contenido } = await json();
    const cita = citaVisible(db, caller, id_cita);
    if (typeof cita === 'number') return reply.error(cita);
    if (cita.estado === 'CANCELADA') return reply.error(409, MENSAJE_CANCELADA);
    if (cita.estado === 'NO_PRESENTADA') {
      return reply.error(409, MENSAJES_LLEGADA.diagnosticoNoPresentada);
    }
    // As the server: from the cita's day on (docs/decisiones.md (41)).
    if (!sePuedeCumplir(cita.fecha, db.hoy)) {
      return reply.error(409, mensajeDiagnosticoFuturo(cita.fecha));
    }
    if (db.diagnosticos.some((d) => d.id_cita === id_cita)) return reply.error(409);
    const diagnostico = {
      id_diagnostico: siguienteId(db.diagnosticos, 'id_diagnostico'),
      id_cita,
      contenido,
    };
    db.diagnosticos.push(diagnostico);
    // As the server: a diagnosed cita is fulfilled, in the same step.
    if (cita.estado === 'EN_CURSO') {
      cita.estado = 'CUMPLIDA';
      anotarCita(db, caller, {
        accion: 'crear',
        entidad: 'diagnostico',
        id_registro: diagnostico.id_diagnostico,
        cita,
        cumple_cita: true,
      });
    }
    return reply.ok(diagnostico);
  },
});

export const actualizarDiagnostico = defineOperation({
  id: 'actualizarDiagnostico',
  method: 'put',
  path: '/api/diagnosticos/actualizar/{id}',
  roles: [ROL.medico],
  okStatus: 200,
  mensajes: { 404: 'No existe ningún diagnóstico con ese id.' },
  async resolve({ db, caller, params, json, reply }) {
    const diagnostico = db.diagnosticos.find((d) => d.id_diagnostico === id(params.id));
    if (!diagnostico) return reply.error(404);
    const cita = db.citas.find((c) => c.id === diagnostico.id_cita);
    if (!cita || !puedeVerCita(caller, cita)) return reply.error(404);
    if (cita.estado === 'CANCELADA') return reply.error(409, MENSAJE_CANCELADA);
    if (!sePuedeCumplir(cita.fecha, db.hoy)) {
      return reply.error(409, mensajeDiagnosticoFuturo(cita.fecha));
    }
    const { contenido } = await json();
    diagnostico.contenido = contenido;
    return reply.ok(diagnostico);
  },
});
