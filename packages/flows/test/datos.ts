import type { DatosPaciente, LugarIne, PacienteEncontrado } from '../src/tipos';

/** Datos de ejemplo compartidos por las pruebas de los flujos. */
export const HOY = '2026-03-10';

export const provincias: LugarIne[] = [
  { codigo: '08', nombre: 'Barcelona' },
  { codigo: '28', nombre: 'Madrid' },
];

export const poblacionesMadrid: LugarIne[] = [
  { codigo: '28005', nombre: 'Alcalá de Henares' },
  { codigo: '28079', nombre: 'Madrid' },
];

/** Todo 'Información del paciente' salvo la dirección (provincia, población, código postal). */
export const personales: Partial<DatosPaciente> = {
  nombre: 'Lucía',
  primer_apellido: 'García',
  segundo_apellido: 'Fernández',
  fecha_nacimiento: '1985-04-17',
  telefono: '612345678',
  email: 'lucia.garcia@example.com',
  documento: '12345678Z',
  sexo: 'Mujer',
  direccion: 'Calle Mayor',
  numero: '12',
  piso: '3',
};

export const direccion: Partial<DatosPaciente> = {
  poblacion: 'Alcalá de Henares',
  cp: '28801',
};

export const CONTRASENA = 'ClaveSegura2024';

export const paciente = {
  id: 7,
  dni: '12345678Z',
  tipo_documento: 'dni',
  documento: '12345678Z',
  nombre_completo: 'Lucía García Fernández',
} satisfies PacienteEncontrado;

/** Lo que da el actor cargarProfesionales('radiologo'). */
export const radiologos = [
  { idProfesional: 2, nombre_completo: 'Javier Martín Ruiz' },
  { idProfesional: 3, nombre_completo: 'Elena Sanz Gil' },
];

/** Lo que da el actor cargarProfesionales('medico'). */
export const medicos = [
  { idProfesional: 4, nombre_completo: 'Carmen López Sánchez' },
  { idProfesional: 5, nombre_completo: 'Pablo Navarro Díaz' },
];

/** Un día después de HOY, con sus horas libres. */
export const MANANA = '2026-03-11';
export const huecos = ['09:00', '10:00', '12:00'];

export const citaCreada = { id: 41, num_cita: '48213K', fecha: MANANA, hora: '10:00' };
