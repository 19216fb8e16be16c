/** Mock operations of a patient's data export (`exportarMisDatos`, `exportarDatosPaciente`). */
import { strToU8, zipSync } from 'fflate';
import { ROL } from '../../reglas';
import type { DatosDelPaciente } from '../../types';
import type { MockDb } from '../db';
import { nombreCompleto } from '../fixtures';
import { defineOperation } from '../operation';
import { accesosDe } from './auditoria';
import { adjunto, id, listado, MENSAJE_PACIENTE_404, nombreDe } from './comun';
import { recordatoriosDe } from './correo';
import { fichaPaciente } from './usuarios';

/**
 * The mock's .zip: `datos.json` from the mock clinic and a `LEEME.txt`. The server's also holds
 * each result's PDF and every image's file (docs/datos-del-paciente.md).
 */
function zipDelPaciente(db: MockDb, idPaciente: number): Response | undefined {
  const paciente = db.pacientes.find((p) => p.id_paciente === idPaciente);
  if (!paciente) return undefined;
  const citas = db.citas
    .filter((c) => c.id_paciente === idPaciente)
    .sort((a, b) => `${b.fecha} ${b.hora}`.localeCompare(`${a.fecha} ${a.hora}`));
  const numDe = (idCita: number) => citas.find((c) => c.id === idCita);
  const creado = `${db.hoy}T08:00:00.000Z`;
  const datos: DatosDelPaciente = {
    formato: 1,
    generado: creado,
    clinica: {
      nombre: db.clinica.nombre,
      direccion: db.clinica.direccion,
      telefono: db.clinica.telefono,
    },
    paciente: fichaPaciente(paciente),
    recordatorios: recordatoriosDe(db, paciente.id_usuario),
    citas: citas.map((cita) => listado(db, cita)),
    diagnosticos: db.diagnosticos.flatMap((d) => {
      const cita = numDe(d.id_cita);
      if (!cita) return [];
      return [
        {
          ...d,
          num_cita: cita.num_cita,
          fecha_cita: cita.fecha,
          medico: nombreDe(db, 'id_medico', cita.id_medico),
          creado_en: creado,
          actualizado_en: creado,
          pdf: `diagnosticos/diagnostico-${cita.num_cita}.pdf`,
        },
      ];
    }),
    informes: db.informes.flatMap((i) => {
      const cita = numDe(i.id_cita);
      if (!cita) return [];
      return [
        {
          id_informe: i.id_informe,
          id_cita: i.id_cita,
          num_cita: cita.num_cita,
          fecha_cita: cita.fecha,
          radiologo: nombreDe(db, 'id_radiologo', i.id_radiologo),
          contenido: i.contenido,
          creado_en: creado,
          pdf: `informes/informe-${cita.num_cita}.pdf`,
          imagenes: db.imagenes
            .filter((imagen) => imagen.id_informe === i.id_informe)
            .map((imagen, indice) => ({
              id_imagen: imagen.id_imagen,
              nombre_imagen: imagen.nombre_imagen,
              tipo: imagen.tipo,
              tamano: imagen.tamano,
              nota: imagen.nota,
              creado_en: creado,
              archivo: `imagenes/${cita.num_cita}/${indice + 1}-${imagen.nombre_imagen}`,
            })),
        },
      ];
    }),
    accesos: accesosDe(db, idPaciente),
  };
  const zip = zipSync({
    'LEEME.txt': strToU8(`Tus datos en ${db.clinica.nombre} (${nombreCompleto(paciente)}).\r\n`),
    'datos.json': strToU8(JSON.stringify(datos, null, 2)),
  });
  return adjunto(
    zip.slice().buffer,
    'application/zip',
    `datos-paciente-${idPaciente}-${db.hoy}.zip`,
  );
}

export const exportarMisDatos = defineOperation({
  id: 'exportarMisDatos',
  method: 'get',
  path: '/api/usuarios/exportarMisDatos',
  roles: [ROL.paciente],
  okStatus: 200,
  resolve({ db, caller, reply }) {
    return zipDelPaciente(db, caller.id_paciente ?? 0) ?? reply.error(403);
  },
});

export const exportarDatosPaciente = defineOperation({
  id: 'exportarDatosPaciente',
  method: 'get',
  path: '/api/usuarios/exportarDatosPaciente/{id}',
  roles: [ROL.administrativo],
  okStatus: 200,
  mensajes: { 404: MENSAJE_PACIENTE_404 },
  resolve({ db, params, reply }) {
    const idPaciente = id(params.id);
    if (idPaciente === undefined) return reply.error(400);
    return zipDelPaciente(db, idPaciente) ?? reply.error(404);
  },
});
