/** Un servidor de mentira para las pruebas de los actores sobre @clinica/api-client. */
import { createClinicaClient } from '@clinica/api-client';
import { MANANA, medicos, radiologos } from './datos';

/** Los radiólogos y los médicos como los da el servidor (mostrarRadiologos, mostrarMedicos). */
export const usuariosRadiologos = radiologos.map((r) => ({
  id_radiologo: r.idProfesional,
  nombre_completo: r.nombre_completo,
}));
export const usuariosMedicos = medicos.map((m) => ({
  id_medico: m.idProfesional,
  nombre_completo: m.nombre_completo,
}));

export const cita = {
  id: 41,
  num_cita: '48213K',
  fecha: MANANA,
  hora: '10:00',
  especialidad: 2,
  tipo_cita: 'Radiologia',
  id_paciente: 7,
  id_radiologo: 2,
  id_medico: null,
  id_administrativo: 1,
  estado: 'EN_CURSO',
};

export interface Peticion {
  metodo: string;
  ruta: string;
  cuerpo: unknown;
  autorizacion: string | null;
  /** La cabecera Idempotency-Key (docs/decisiones.md (36)). */
  clave: string | null;
}

type Respuesta = { estado?: number; cuerpo?: unknown; cabeceras?: Record<string, string> };

/** Un servidor de mentira: responde por 'MÉTODO /ruta?consulta' y anota cada petición. */
export function servidor(respuestas: Record<string, Respuesta | (() => Respuesta)>) {
  const peticiones: Peticion[] = [];
  const client = createClinicaClient({
    baseUrl: 'https://clinica.test',
    getToken: () => 'token-de-prueba',
    fetch: async (request) => {
      const url = new URL(request.url);
      const texto = await request.text();
      peticiones.push({
        metodo: request.method,
        ruta: `${url.pathname}${url.search}`,
        cuerpo: texto ? JSON.parse(texto) : undefined,
        autorizacion: request.headers.get('Authorization'),
        clave: request.headers.get('Idempotency-Key'),
      });
      const entrada = respuestas[`${request.method} ${url.pathname}${url.search}`];
      const {
        estado = 200,
        cuerpo,
        cabeceras,
      } = (typeof entrada === 'function' ? entrada() : entrada) ?? {
        estado: 404,
        cuerpo: { message: 'No existe.' },
      };
      return new Response(cuerpo === undefined ? null : JSON.stringify(cuerpo), {
        status: estado,
        headers: { 'Content-Type': 'application/json', ...cabeceras },
      });
    },
  });
  return { client, peticiones };
}
