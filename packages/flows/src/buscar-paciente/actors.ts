import { type ClinicaClient, type ListaPacientes, unwrap } from '@clinica/api-client';

/** Lo que se busca: el texto (2 caracteres o más) y la página, desde 1. */
export interface ConsultaPacientes {
  q: string;
  pagina?: number;
  por_pagina?: 10 | 25 | 50 | 100;
}

/**
 * GET buscarPacientes: una página de los pacientes cuyo nombre, apellidos, documento, teléfono o
 * fecha de nacimiento contienen el texto, sin distinguir tildes ni mayúsculas.
 */
export function buscarPacientes(
  client: ClinicaClient,
  consulta: ConsultaPacientes,
  signal?: AbortSignal,
): Promise<ListaPacientes> {
  return unwrap(
    client.GET('/api/usuarios/buscarPacientes', {
      params: { query: { ...consulta, q: consulta.q.trim() } },
      signal,
    }),
  );
}
