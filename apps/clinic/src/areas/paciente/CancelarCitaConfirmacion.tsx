export { Confirmacion as Component } from './CancelarCita';
