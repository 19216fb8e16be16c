/** Datos de ejemplo de las historias de 'Crear paciente'. */
import { poblaciones, provincias } from '@clinica/api-client/mocks';
import type { Carga, DatosPaciente, LugarIne } from '../tipos';
import { DATOS_PACIENTE_VACIOS } from './machine';

export const HOY_HISTORIAS = '2026-12-01';

export const provinciasListas: Carga<LugarIne> = { estado: 'lista', datos: provincias };
export const poblacionesMadrid: Carga<LugarIne> = {
  estado: 'lista',
  datos: poblaciones['28'] ?? [],
};
export const sinPoblaciones: Carga<LugarIne> = { estado: 'inactiva', datos: [] };

export const pacienteRelleno: DatosPaciente = {
  ...DATOS_PACIENTE_VACIOS,
  nombre: 'Rosa',
  primer_apellido: 'Delgado',
  segundo_apellido: 'Vidal',
  fecha_nacimiento: '1978-09-23',
  telefono: '655123987',
  dni: '48291735S',
  sexo: 'Mujer',
  email: 'rosa.delgado@example.com',
  provincia: '28',
  poblacion: 'Getafe',
  cp: '28901',
  direccion: 'Calle de Toledo',
  numero: '8',
  piso: '2',
  puerta: 'A',
};
