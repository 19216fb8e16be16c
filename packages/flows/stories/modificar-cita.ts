/** Datos de ejemplo de las historias de 'Modificar cita', los del servidor simulado. */
import type { CitaListado } from '@clinica/api-client';
import { MOCK_HOY } from '@clinica/api-client/mocks';
import type { Carga, DatosCita } from '../src/tipos';

export { medicosListos, radiologosListos } from './cita';

export const HOY_HISTORIAS = MOCK_HOY;

/** La cita 48213K de Lucía: hoy a las 09:00 con Javier Martín Ruiz. */
export const CITA_LUCIA = {
  idCita: 1,
  idPaciente: 1,
  numCita: '48213K',
  nombrePaciente: 'Lucía García Fernández',
  actual: { fecha: MOCK_HOY, hora: '09:00', profesional: 'radiologo', idProfesional: 1 },
} as const;

/** La cita de Lucía como la da el servidor: lo que se muestra como 'Cita actual'. */
export const FICHA_LUCIA: CitaListado = {
  id: CITA_LUCIA.idCita,
  num_cita: CITA_LUCIA.numCita,
  fecha: MOCK_HOY,
  hora: '09:00',
  especialidad: 2,
  tipo_cita: 'Radiologia',
  id_paciente: CITA_LUCIA.idPaciente,
  id_radiologo: 1,
  id_medico: null,
  id_administrativo: 1,
  estado: 'EN_CURSO',
  nombre_completo_paciente: CITA_LUCIA.nombrePaciente,
  nombre_completo_radiologo: 'Javier Martín Ruiz',
  nombre_completo_medico: null,
  dni_paciente: '12345678Z',
};

/** La cita 17502M de Manuel: hoy a las 10:00 con Elena Romero Castro. */
export const CITA_MANUEL = {
  idCita: 2,
  idPaciente: 2,
  numCita: '17502M',
  nombrePaciente: 'Manuel Rodríguez Pérez',
  actual: { fecha: MOCK_HOY, hora: '10:00', profesional: 'radiologo', idProfesional: 2 },
} as const;

/**
 * La cita 60341B de María José, presencial de medicina familiar: hoy a las 08:00 con la médica
 * Carmen López Sánchez (docs/decisiones.md (31)).
 */
export const CITA_MARIA_JOSE = {
  idCita: 3,
  idPaciente: 3,
  numCita: '60341B',
  nombrePaciente: 'María José Gómez Martínez',
  actual: { fecha: MOCK_HOY, hora: '08:00', profesional: 'medico', idProfesional: 1 },
} as const;

/** La cita 71236P de Laura, ya cancelada. */
export const CITA_CANCELADA = {
  idCita: 7,
  idPaciente: 5,
  numCita: '71236P',
  nombrePaciente: 'Laura Álvarez Iglesias',
} as const;

/** Las horas libres de Javier hoy, con las 09:00 de la propia cita. */
export const huecosDeJavier: Carga<string> = {
  estado: 'lista',
  datos: ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'],
};

/** Las horas libres de Carmen hoy, con las 08:00 de la propia cita. */
export const huecosDeCarmen: Carga<string> = {
  estado: 'lista',
  datos: ['08:00', '09:00', '10:00', '12:00', '13:00', '14:00'],
};

export const datosActuales: DatosCita = {
  fecha: CITA_LUCIA.actual.fecha,
  hora: CITA_LUCIA.actual.hora,
  idProfesional: CITA_LUCIA.actual.idProfesional,
};

/** Fecha, hora y médica actuales de la cita de María José. */
export const datosActualesConMedico: DatosCita = {
  fecha: CITA_MARIA_JOSE.actual.fecha,
  hora: CITA_MARIA_JOSE.actual.hora,
  idProfesional: CITA_MARIA_JOSE.actual.idProfesional,
};
