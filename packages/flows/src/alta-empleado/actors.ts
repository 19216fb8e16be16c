import type { ClinicaClient } from '@clinica/api-client';
import { crearEmpleado } from '../personal/actors';

/** Los actores de 'Dar de alta a un empleado' sobre `@clinica/api-client`; cada uno se puede sustituir. */
export function actoresAltaEmpleado(client: ClinicaClient) {
  return { crearEmpleado: crearEmpleado(client) };
}
