/**
 * Datos de ejemplo que comparten las historias de crear y modificar cita, sacados de los datos
 * del servidor simulado para que las historias de un paso y las del flujo completo coincidan.
 */
import { crearUsuarios, nombreCompleto } from '@clinica/api-client/mocks';
import type { Carga, Radiologo } from '../../tipos';

/** Los radiólogos del servidor simulado (Javier Martín Ruiz y Elena Romero Castro), cargados. */
export const radiologosListos: Carga<Radiologo> = {
  estado: 'lista',
  datos: crearUsuarios().flatMap((usuario) =>
    usuario.id_radiologo === undefined
      ? []
      : [{ id_radiologo: usuario.id_radiologo, nombre_completo: nombreCompleto(usuario) }],
  ),
};
