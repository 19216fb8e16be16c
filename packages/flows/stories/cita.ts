/**
 * Datos de ejemplo que comparten las historias de crear y modificar cita, sacados de los datos
 * del servidor simulado para que las historias de un paso y las del flujo completo coincidan.
 */
import { crearUsuarios, nombreCompleto } from '@clinica/api-client/mocks';
import type { Carga, Profesional } from '../src/tipos';

const usuarios = crearUsuarios();

/** Los radiólogos del servidor simulado (Javier Martín Ruiz y Elena Romero Castro), cargados. */
export const radiologosListos: Carga<Profesional> = {
  estado: 'lista',
  datos: usuarios.flatMap((usuario) =>
    usuario.id_radiologo === undefined
      ? []
      : [{ idProfesional: usuario.id_radiologo, nombre_completo: nombreCompleto(usuario) }],
  ),
};

/** Los médicos del servidor simulado, cargados. */
export const medicosListos: Carga<Profesional> = {
  estado: 'lista',
  datos: usuarios.flatMap((usuario) =>
    usuario.id_medico === undefined
      ? []
      : [{ idProfesional: usuario.id_medico, nombre_completo: nombreCompleto(usuario) }],
  ),
};
