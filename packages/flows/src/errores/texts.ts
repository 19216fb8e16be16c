/** Los mensajes generales de un fallo del servidor o de la conexión. */

export const MENSAJE_SIN_CONEXION =
  'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.';

export const MENSAJE_INESPERADO = 'Se ha producido un error inesperado.';
