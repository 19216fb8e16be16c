/** Datos de ejemplo de las historias de 'Crear cita', los mismos del servidor simulado. */
import { MOCK_HOY } from '@clinica/api-client/mocks';
import type { Carga, CitaGuardada, DatosCita, PacienteEncontrado } from '../src/tipos';

export const HOY_HISTORIAS = MOCK_HOY;

/** Lucía, la paciente que encuentra el DNI 12345678Z. */
export const pacienteLucia: PacienteEncontrado = {
  id: 1,
  dni: '12345678Z',
  tipo_documento: 'dni',
  documento: '12345678Z',
  nombre_completo: 'Lucía García Fernández',
};

/** Las horas libres de Javier el jueves 3 de diciembre. */
export const huecosDeJavier: Carga<string> = {
  estado: 'lista',
  datos: ['08:00', '11:00', '12:00', '13:00'],
};

export const datosRellenos: DatosCita = { fecha: '2026-12-03', hora: '12:00', idProfesional: 1 };

export const citaCreada: CitaGuardada = {
  id: 41,
  num_cita: '48213K',
  fecha: '2026-12-03',
  hora: '12:00',
};
