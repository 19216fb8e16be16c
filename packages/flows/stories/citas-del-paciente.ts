import type { CitaListado } from '@clinica/api-client';

/** Una cita de Lucía para las historias del área del paciente. */
export function citaDeLucia(
  id: number,
  num_cita: string,
  tipo_cita: CitaListado['tipo_cita'],
  estado: CitaListado['estado'],
  fecha: string,
  hora: string,
): CitaListado {
  const radiologia = tipo_cita === 'Radiologia';
  return {
    id,
    num_cita,
    fecha,
    hora,
    especialidad: radiologia ? 2 : 1,
    tipo_cita,
    id_paciente: 1,
    id_radiologo: radiologia ? 1 : null,
    id_medico: radiologia ? null : 1,
    id_administrativo: radiologia ? 1 : null,
    estado,
    nombre_completo_paciente: 'Lucía García Fernández',
    nombre_completo_radiologo: radiologia ? 'Javier Martín Ruiz' : null,
    nombre_completo_medico: radiologia ? null : 'Carmen López Sánchez',
    dni_paciente: '12345678Z',
  };
}

export const CITAS_DE_LUCIA: CitaListado[] = [
  citaDeLucia(1, '25369L', 'Telefónica - Medicina familiar', 'EN_CURSO', '2026-12-04', '09:00'),
  citaDeLucia(2, '87643N', 'Presencial - Medicina familiar', 'CANCELADA', '2026-12-01', '12:00'),
  citaDeLucia(3, '55018R', 'Radiologia', 'CUMPLIDA', '2026-11-26', '12:00'),
  citaDeLucia(4, '83125C', 'Medicina General', 'CUMPLIDA', '2026-11-24', '09:00'),
];
