/** Mock operations of the `auditoria` tag. */
import { ROL } from '../../reglas';
import type { AccesoHistoria, Cita } from '../../types';
import type { MockDb } from '../db';
import { nombreCompleto } from '../fixtures';
import { defineOperation } from '../operation';
import { id, MENSAJE_403 } from './comun';

const POR_PAGINA = 10;

const ddmmyyyy = (fecha: string) => fecha.split('-').reverse().join('/');

function quien(
  db: MockDb,
  campo: 'id_medico' | 'id_radiologo' | 'id_administrativo',
  valor: number | null,
) {
  const usuario = db.usuarios.find((u) => valor !== null && u[campo] === valor);
  return usuario ? nombreCompleto(usuario) : null;
}

/**
 * What the server's audit would hold for a patient, made up from the mock's citas: the
 * administrative who listed each day (several times, one line), the professional who opened the cita, and the doctor who
 * wrote its diagnosis (or the radiologist its report), newest first.
 */
export function accesosDe(db: MockDb, idPaciente: number): AccesoHistoria[] {
  const entradas: AccesoHistoria[] = [];
  const administrativo = db.usuarios.find((u) => u.id_rol === ROL.administrativo);
  for (const cita of db.citas.filter((c: Cita) => c.id_paciente === idPaciente)) {
    const dia = `${cita.fecha}T`;
    if (administrativo) {
      // The desk's list, reloaded all morning: one line with how many times, as the server groups it.
      entradas.push({
        fecha: `${dia}11:40:00.000Z`,
        primera: `${dia}07:55:00.000Z`,
        veces: 4,
        quien: nombreCompleto(administrativo),
        rol: 'Administrativo',
        accion: 'Consultó',
        que: `Lista de citas del día ${ddmmyyyy(cita.fecha)}`,
      });
    }
    const medico = quien(db, 'id_medico', cita.id_medico);
    const radiologo = quien(db, 'id_radiologo', cita.id_radiologo);
    const profesional = medico ?? radiologo;
    if (profesional) {
      entradas.push({
        fecha: `${dia}${cita.hora.slice(0, 5)}:30.000Z`,
        veces: 1,
        quien: profesional,
        rol: medico ? 'Médico' : 'Radiólogo',
        accion: 'Consultó',
        que: `Cita ${cita.num_cita}`,
      });
    }
    if (medico && db.diagnosticos.some((d) => d.id_cita === cita.id)) {
      entradas.push({
        fecha: `${dia}${cita.hora.slice(0, 5)}:50.000Z`,
        veces: 1,
        quien: medico,
        rol: 'Médico',
        accion: 'Creó',
        que: `Diagnóstico de la cita ${cita.num_cita}`,
      });
    }
    if (radiologo && db.informes.some((i) => i.id_cita === cita.id)) {
      entradas.push({
        fecha: `${dia}${cita.hora.slice(0, 5)}:50.000Z`,
        veces: 1,
        quien: radiologo,
        rol: 'Radiólogo',
        accion: 'Creó',
        que: `Informe de la cita ${cita.num_cita}`,
      });
    }
    if (cita.estado === 'CANCELADA' && administrativo) {
      entradas.push({
        fecha: `${dia}07:00:00.000Z`,
        veces: 1,
        quien: nombreCompleto(administrativo),
        rol: 'Administrativo',
        accion: 'Canceló',
        que: `Cita ${cita.num_cita}`,
      });
    }
  }
  return entradas.sort((a, b) => b.fecha.localeCompare(a.fecha));
}

export const historiaAccesos = defineOperation({
  id: 'historiaAccesos',
  method: 'get',
  path: '/api/auditoria/historiaAccesos/{id}',
  roles: [ROL.paciente],
  okStatus: 200,
  mensajes: { 403: MENSAJE_403 },
  resolve({ db, caller, params, query, reply }) {
    const idPaciente = id(params.id);
    if (idPaciente === undefined) return reply.error(400);
    if (caller.id_paciente !== idPaciente) return reply.error(403);
    const pagina = id(query.get('pagina')) ?? 1;
    const todas = accesosDe(db, idPaciente);
    const desde = (pagina - 1) * POR_PAGINA;
    return reply.ok({
      entradas: todas.slice(desde, desde + POR_PAGINA),
      hayMas: todas.length > desde + POR_PAGINA,
    });
  },
});
