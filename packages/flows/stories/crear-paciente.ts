/** Datos de ejemplo de las historias de 'Crear paciente'. */
import { poblaciones, provincias } from '@clinica/api-client/mocks';
import { createActor } from 'xstate';
import { crearPacienteMachine, DATOS_PACIENTE_VACIOS } from '../src/crear-paciente/machine';
import type { Carga, DatosPaciente, LugarIne } from '../src/tipos';
import { CONTEXTO_ASISTENTE } from '../src/wizard/machine';
import { guardarInstantanea } from '../src/wizard/persistencia';

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
  documento: '48291735S',
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

/**
 * Deja en sessionStorage, bajo `clave`, un paciente a medio crear: 'Rosa' escrita en el primer
 * paso, como si alguien lo hubiera dejado por la barra lateral.
 */
export function guardarPacienteAMedias(clave: string): void {
  const aMedias = crearPacienteMachine.resolveState({
    value: { informacionPaciente: 'editando' },
    context: {
      ...CONTEXTO_ASISTENTE,
      hoy: HOY_HISTORIAS,
      datos: { ...DATOS_PACIENTE_VACIOS, nombre: 'Rosa', primer_apellido: 'Delgado' },
      contrasena: {},
      erroresServidor: {},
      provincias: provinciasListas,
      poblaciones: sinPoblaciones,
      paciente: undefined,
      correoActivo: false,
      acceso: 'escribir',
    },
  });
  guardarInstantanea(
    createActor(crearPacienteMachine, { snapshot: aMedias, input: undefined }),
    clave,
  );
}
