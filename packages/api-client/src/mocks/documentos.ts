/**
 * DNI and NIE of the fixtures, with the contract's control letter (`@clinica/api-client/reglas`,
 * the rule the server and the flows use too).
 */
export { dni, esDniValido as esDocumentoValido, letraDeControl, nie } from '../reglas';
