/**
 * Los datos actuales de la cita que se va a modificar. La ruta de §2.3 solo trae `idCita`,
 * `nombrePaciente` e `idPaciente`; el formulario empieza con la fecha, la hora y el profesional
 * (radiólogo o médico) que la cita tiene ahora, así que hay que pedirlos antes de arrancar la
 * máquina.
 */
import { ClinicaApiError, type ClinicaClient } from '@clinica/api-client';
import { laCitaEntre, leerCitasDelPaciente } from '../cita/buscarCita';
import { tipoDeLaCita } from '../cita/profesional';
import type { CitaActual } from './machine';
import { MENSAJE_CITA_NO_MODIFICABLE } from './texts';

export { MENSAJE_CITA_NO_ENCONTRADA } from '../cita/buscarCita';
export { MENSAJE_CITA_NO_MODIFICABLE } from './texts';
export type { CitaActual };

/** Pide los datos actuales de una cita; rechaza con un mensaje que se puede mostrar. */
export type CargarCita = (idCita: number, signal: AbortSignal) => Promise<CitaActual>;

/**
 * Busca la cita entre las del paciente (GET /api/citas/mostrarCitasDelPaciente/{idPaciente}),
 * que el enlace de la lista lleva en la URL. Sirve para cualquier día, no solo el de hoy, y para
 * cualquier cita en curso: de radiología (con su radiólogo) o de medicina (con su médico). Las
 * demás citas del paciente vienen con ella, para avisar de otra el mismo día con el mismo
 * profesional (docs/decisiones.md (51)).
 */
export function cargarCitaDelPaciente(client: ClinicaClient, idPaciente: number): CargarCita {
  return async (idCita, signal) => {
    const citas = await leerCitasDelPaciente(client, idPaciente, signal);
    const cita = laCitaEntre(citas, idCita);
    if (cita.estado !== 'EN_CURSO') throw new ClinicaApiError(409, MENSAJE_CITA_NO_MODIFICABLE);
    const profesional = tipoDeLaCita(cita);
    const idProfesional = profesional === 'medico' ? cita.id_medico : cita.id_radiologo;
    // Una cita en curso sin su profesional no se puede modificar: no hay con quién moverla.
    if (idProfesional === null) throw new ClinicaApiError(409, MENSAJE_CITA_NO_MODIFICABLE);
    const otrasCitas = citas
      .filter((otra) => otra.id !== idCita)
      .map(({ id, fecha, hora, estado, id_radiologo, id_medico }) => ({
        id,
        fecha,
        hora,
        estado,
        id_radiologo,
        id_medico,
      }));
    return {
      fecha: cita.fecha,
      hora: cita.hora,
      profesional,
      idProfesional,
      ficha: cita,
      otrasCitas,
    };
  };
}
