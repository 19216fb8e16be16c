/**
 * El cliente de las historias: habla con los manejadores MSW de '@clinica/api-client/mocks'
 * a través del cliente real, y las historias lo conectan a las máquinas con las mismas fábricas
 * de actores que usa la aplicación (`actoresCrearCita(clienteDeHistoria())`, de '../../actores').
 */
import { type ClinicaClient, createClinicaClient } from '@clinica/api-client';
import { mockTokens } from '@clinica/api-client/mocks';

/** El cliente de las historias, con la sesión del administrativo de los datos de ejemplo. */
export function clienteDeHistoria(token: string | null = mockTokens.administrativo): ClinicaClient {
  return createClinicaClient({ baseUrl: '', getToken: () => token });
}
