/** Datos de ejemplo de 'Pacientes' y 'Editar paciente': los pacientes de los mocks. */
import type { FichaPaciente, ListaPacientes } from '@clinica/api-client';

export const lucia: FichaPaciente = {
  id: 1,
  nombre: 'Lucía',
  primer_apellido: 'García',
  segundo_apellido: 'Fernández',
  nombre_completo: 'Lucía García Fernández',
  dni: '12345678Z',
  tipo_documento: 'dni',
  documento: '12345678Z',
  tutor: null,
  email: 'lucia.garcia@example.com',
  fecha_nacimiento: '1985-04-17',
  telefono: '612345678',
  sexo: 'Mujer',
  provincia: 'Madrid',
  poblacion: 'Alcalá de Henares',
  cp: '28801',
  direccion: 'Calle Mayor',
  numero: '12',
  piso: '3',
  puerta: 'B',
  escalera: null,
};

export const manuel: FichaPaciente = {
  id: 2,
  nombre: 'Manuel',
  primer_apellido: 'Rodríguez',
  segundo_apellido: 'Pérez',
  nombre_completo: 'Manuel Rodríguez Pérez',
  dni: '50728391M',
  tipo_documento: 'dni',
  documento: '50728391M',
  tutor: null,
  email: 'manuel.rodriguez@example.com',
  fecha_nacimiento: '1962-11-03',
  telefono: '634218907',
  sexo: 'Hombre',
  provincia: 'Sevilla',
  poblacion: 'Dos Hermanas',
  cp: '41701',
  direccion: 'Avenida de Andalucía',
  numero: '45',
  piso: null,
  puerta: null,
  escalera: null,
};

export const antonio: FichaPaciente = {
  ...manuel,
  id: 9,
  nombre: 'Antonio',
  primer_apellido: 'García',
  segundo_apellido: 'López',
  nombre_completo: 'Antonio García López',
  dni: 'X1234567L',
  tipo_documento: 'nie',
  documento: 'X1234567L',
  email: 'antonio.garcia@example.com',
  fecha_nacimiento: '1990-02-28',
  telefono: '655443322',
};

/** Una página de resultados del servidor. */
export function paginaDePacientes(
  pacientes: FichaPaciente[],
  { pagina = 1, total = pacientes.length }: { pagina?: number; total?: number } = {},
): ListaPacientes {
  return { pacientes, total, pagina, por_pagina: 10 };
}
