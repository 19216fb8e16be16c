export const MENSAJE_RESUELTA = 'Solo se pueden modificar incidencias con estado PENDIENTE.';
