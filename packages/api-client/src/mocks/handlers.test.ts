// @vitest-environment node
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { strFromU8, unzipSync } from 'fflate';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ClinicaClient, createClinicaClient } from '../client';
import { contractPath } from '../codegen/generate-schema';
import { mensajeCumplirFuturo, mensajeInformeFuturo } from '../reglas';
import type { CitaActualizacion, OperationId } from '../types';
import { getMockDb, mockTokens, resetMockDb } from './db';
import { MOCK_HOY, MOCK_PASSWORD, sumarDias } from './fixtures';
import { allHandlers, handlers, MOCK_ENLACE } from './handlers';
import { pngRadiografia } from './png';

/* ------------------------------------------------------------ the contract, for checking */

type Json = Record<string, unknown>;
const contract = parse(readFileSync(contractPath, 'utf8')) as Json & {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Json };
};

const resolve = (value: Json): Json => {
  let current = value;
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Json>((node, key) => node[key] as Json, contract);
  }
  return current;
};

const rewriteRefs = <T>(schema: T): T =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"clinica#/$defs/')) as T;

const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(rewriteRefs({ $id: 'clinica', $defs: contract.components.schemas }));

const operations = new Map<string, { method: string; path: string; op: Json }>();
for (const [path, item] of Object.entries(contract.paths)) {
  for (const [method, op] of Object.entries(item)) {
    operations.set(op.operationId as string, { method, path, op });
  }
}

function expectMatchesContract(operationId: OperationId, status: number, body: unknown) {
  const entry = operations.get(operationId);
  if (!entry) throw new Error(`${operationId} is not in openapi.yaml`);
  const responses = entry.op.responses as Record<string, Json>;
  const response = responses[String(status)];
  expect(response, `${operationId} does not declare status ${status}`).toBeDefined();
  const content = resolve(response as Json).content as Record<string, Json> | undefined;
  // A text answer (the .ics of calendarioDeCita) is checked against its own media type's schema.
  const texto = Object.keys(content ?? {}).find((tipo) => tipo.startsWith('text/'));
  const schema = (content?.['application/json'] ?? (texto ? content?.[texto] : undefined))?.schema;
  if (!schema) {
    expect(body, `${operationId} ${status} has no JSON body`).toBeUndefined();
    return;
  }
  const validate = ajv.compile(rewriteRefs(schema));
  const valid = validate(body);
  expect(valid, `${operationId} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

/* ------------------------------------------------------------------- server and client */

const BASE = 'http://clinica.test';
const server = setupServer(...allHandlers());
let token: string | null = null;
const client: ClinicaClient = createClinicaClient({ baseUrl: BASE, getToken: () => token });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockDb();
  token = null;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Rol = keyof typeof mockTokens;
type Outcome = { data?: unknown; error?: unknown; response: Response };

interface Scenario {
  as: Rol | null;
  status: number;
  call: (api: ClinicaClient) => Promise<Outcome>;
}

const png = () => new File([pngRadiografia(5)], 'torax-pa.png', { type: 'image/png' });
const manana = sumarDias(MOCK_HOY, 1);

/**
 * The report text of cita 15 (held yesterday, still EN_CURSO: radiologist 1, patient 7), saved
 * as the original app did.
 */
async function informeEnCurso(api: ClinicaClient) {
  const { data } = await api.POST('/api/informes/guardar', {
    body: { id_cita: 15, contenido: 'Radiografía de control.' },
  });
  return { id_informe: data?.id_informe ?? 0, id_paciente: 7, id_cita: 15 };
}

/** One successful call of every operation, as a caller allowed to make it. */
const scenarios: Record<OperationId, Scenario> = {
  salud: { as: null, status: 200, call: (api) => api.GET('/api/salud') },
  datosClinica: { as: null, status: 200, call: (api) => api.GET('/api/clinica') },
  comprobarContrasena: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.POST('/api/contrasena/comprobar', {
        body: { password: 'una frase larga', propia: false },
      }),
  },
  iniciarSesion: {
    as: null,
    status: 200,
    call: (api) =>
      api.POST('/api/iniciarSesion', {
        body: { email: 'lucia.garcia@example.com', password: MOCK_PASSWORD },
      }),
  },
  cerrarSesion: { as: 'paciente', status: 204, call: (api) => api.POST('/api/cerrarSesion') },
  usuarioActual: { as: 'medico', status: 200, call: (api) => api.GET('/api/usuarios/yo') },
  recuperarContrasena: {
    as: null,
    status: 202,
    call: (api) =>
      api.POST('/api/contrasena/recuperar', { body: { email: 'lucia.garcia@example.com' } }),
  },
  comprobarEnlace: {
    as: null,
    status: 204,
    call: (api) => api.POST('/api/contrasena/comprobarEnlace', { body: { token: MOCK_ENLACE } }),
  },
  restablecerContrasena: {
    as: null,
    status: 204,
    call: (api) =>
      api.POST('/api/contrasena/restablecer', {
        body: { token: MOCK_ENLACE, password: 'una frase que solo yo sé' },
      }),
  },
  cambiarRecordatorios: {
    as: 'paciente',
    status: 204,
    call: (api) => api.PUT('/api/usuarios/yo/recordatorios', { body: { activos: false } }),
  },
  cambiarContrasena: {
    as: 'medico',
    status: 204,
    call: (api) =>
      api.POST('/api/usuarios/yo/contrasena', {
        body: { contrasenaActual: MOCK_PASSWORD, contrasenaNueva: 'una frase que solo yo sé' },
      }),
  },
  mostrarCitasDelPaciente: {
    as: 'paciente',
    status: 200,
    call: (api) =>
      api.GET('/api/citas/mostrarCitasDelPaciente/{id}', { params: { path: { id: 1 } } }),
  },
  cancelarCita: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.POST('/api/citas/cancelarCita/{id}', { params: { path: { id: 1 } } }),
  },
  calendarioDeCita: {
    as: 'paciente',
    status: 200,
    call: (api) =>
      api.GET('/api/citas/calendario/{id}', { params: { path: { id: 1 } }, parseAs: 'text' }),
  },
  comprobarNumCita: {
    as: 'radiologo',
    status: 200,
    call: (api) =>
      api.GET('/api/citas/comprobarNumCita', { params: { query: { num_cita: '48213K' } } }),
  },
  cumplirCita: {
    as: 'radiologo',
    status: 200,
    call: (api) => api.POST('/api/citas/cumplirCita/{id}', { params: { path: { id: 1 } } }),
  },
  // 17502M, today at 10:00: its patient may arrive; 60341B, today at 08:00, has passed the
  // mocks' 09:30 without them.
  registrarLlegada: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.POST('/api/citas/registrarLlegada/{id}', { params: { path: { id: 2 } } }),
  },
  marcarNoPresentada: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.POST('/api/citas/marcarNoPresentada/{id}', { params: { path: { id: 3 } } }),
  },
  mostrarCitasDelDia: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.GET('/api/citas/mostrarCitasDelDia'),
  },
  antelacionCancelacion: {
    as: 'paciente',
    status: 200,
    call: (api) => api.GET('/api/citas/antelacionCancelacion'),
  },
  proximoDiaConCitas: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.GET('/api/citas/proximoDiaConCitas', { params: { query: { desde: MOCK_HOY } } }),
  },
  actualizarCita: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.PUT('/api/citas/actualizar/{id}', {
        params: { path: { id: 1 } },
        body: { fecha: manana, hora: '08:00', idRadiologo: 2 },
      }),
  },
  mostrarCitasMedico: {
    as: 'medico',
    status: 200,
    call: (api) => api.GET('/api/citas/mostrarCitasMedico/{id}', { params: { path: { id: 1 } } }),
  },
  mostrarCitasRadiologo: {
    as: 'radiologo',
    status: 200,
    call: (api) =>
      api.GET('/api/citas/mostrarCitasRadiologo/{id}', { params: { path: { id: 1 } } }),
  },
  mostrarCitasPorFechaMedico: {
    as: 'medico',
    status: 200,
    call: (api) =>
      api.GET('/api/citas/mostrarCitasPorFechaMedico/{fecha}/{idMedico}', {
        params: { path: { fecha: MOCK_HOY, idMedico: 1 } },
      }),
  },
  diasConCitasMedico: {
    as: 'medico',
    status: 200,
    call: (api) =>
      api.GET('/api/citas/diasConCitasMedico/{mes}/{idMedico}', {
        params: { path: { mes: MOCK_HOY.slice(0, 7), idMedico: 1 } },
      }),
  },
  guardarCita: {
    as: 'administrativo',
    status: 201,
    call: (api) =>
      api.POST('/api/citas/guardar', {
        body: { fecha: manana, hora: '10:00', id_paciente: 2, id_radiologo: 1 },
      }),
  },
  huecosLibres: {
    as: 'paciente',
    status: 200,
    call: (api) =>
      api.GET('/api/citas/huecosLibres', { params: { query: { fecha: manana, id_medico: 1 } } }),
  },
  pedirCita: {
    as: 'paciente',
    status: 201,
    call: (api) =>
      api.POST('/api/citas/pedirCita', {
        body: {
          tipo_cita: 'Telefónica - Medicina familiar',
          id_medico: 1,
          fecha: manana,
          hora: '11:00',
        },
      }),
  },
  buscarPorDni: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.GET('/api/usuarios/buscarPorDni', { params: { query: { dni: '12345678Z' } } }),
  },
  mostrarRadiologos: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.GET('/api/usuarios/mostrarRadiologos'),
  },
  mostrarMedicos: {
    as: 'paciente',
    status: 200,
    call: (api) => api.GET('/api/usuarios/mostrarMedicos'),
  },
  crearUsuarioPaciente: {
    as: 'administrativo',
    status: 201,
    call: (api) =>
      api.POST('/api/usuarios/crearUsuarioPaciente', {
        body: {
          nombre: 'Rocío',
          primer_apellido: 'Vázquez',
          segundo_apellido: 'Prieto',
          fecha_nacimiento: '1993-06-12',
          telefono: '688112233',
          email: 'rocio.vazquez@example.com',
          password: 'OtraClave2024',
          dni: '33445566R',
          sexo: 'Mujer',
          provincia: 'Madrid',
          poblacion: 'Getafe',
          cp: '28901',
          direccion: 'Calle Madrid',
          numero: '4',
        },
      }),
  },
  historiaAccesos: {
    as: 'paciente',
    status: 200,
    call: (api) => api.GET('/api/auditoria/historiaAccesos/{id}', { params: { path: { id: 1 } } }),
  },
  mostrarHistorial: {
    as: 'medico',
    status: 200,
    call: (api) =>
      api.GET('/api/historiales/{id_paciente}', { params: { path: { id_paciente: 1 } } }),
  },
  mostrarDiagnosticoDelPaciente: {
    as: 'paciente',
    status: 200,
    call: (api) =>
      api.GET('/api/diagnosticos/mostrarDiagnosticoDelPaciente/{id}', {
        params: { path: { id: 5 } },
      }),
  },
  guardarDiagnostico: {
    as: 'medico',
    status: 201,
    call: (api) =>
      api.POST('/api/diagnosticos/guardar', {
        body: { id_cita: 3, contenido: 'Cefalea tensional. Paracetamol 1 g si dolor.' },
      }),
  },
  actualizarDiagnostico: {
    as: 'medico',
    status: 200,
    call: (api) =>
      api.PUT('/api/diagnosticos/actualizar/{id}', {
        params: { path: { id: 1 } },
        body: { contenido: 'Faringoamigdalitis aguda. Revisión en una semana.' },
      }),
  },
  mostrarInformeDelPaciente: {
    as: 'paciente',
    status: 200,
    call: (api) =>
      api.GET('/api/informes/mostrarInformeDelPaciente/{id}', { params: { path: { id: 6 } } }),
  },
  guardarInforme: {
    as: 'radiologo',
    status: 201,
    call: (api) =>
      api.POST('/api/informes/guardar', {
        body: { id_cita: 1, contenido: 'Radiografía de tórax sin hallazgos.' },
      }),
  },
  guardarInformeCompleto: {
    as: 'radiologo',
    status: 201,
    call: (api) =>
      api.POST('/api/informes/guardarCompleto', {
        body: {
          id_cita: 1,
          contenido: 'Radiografía de tórax sin hallazgos.',
          imagenes: [png(), png()],
          notas: ['PA', 'Lateral'],
        },
      }),
  },
  mostrarImagenesDelPaciente: {
    as: 'paciente',
    status: 200,
    call: (api) =>
      api.GET('/api/imagenes/mostrarImagenesDelPaciente/{id}', { params: { path: { id: 6 } } }),
  },
  guardarImagen: {
    as: 'radiologo',
    status: 201,
    // A CUMPLIDA cita's images are read-only (docs/decisiones.md (33)): an EN_CURSO one of radiologist 1
    // (cita 15, patient 7) gets its report text first, as the original app did.
    call: async (api) =>
      api.POST('/api/imagenes/guardar', {
        body: { ...(await informeEnCurso(api)), ruta_imagen: png() },
      }),
  },
  borrarImagen: {
    as: 'radiologo',
    status: 204,
    call: async (api) => {
      const subida = await api.POST('/api/imagenes/guardar', {
        body: { ...(await informeEnCurso(api)), ruta_imagen: png() },
      });
      const id = subida.data?.id_imagen ?? 0;
      return api.DELETE('/api/imagenes/borrar/{id}', { params: { path: { id } } });
    },
  },
  descargarImagen: {
    as: 'paciente',
    status: 200,
    call: (api) =>
      api.GET('/api/imagenes/descargar/{id}', { params: { path: { id: 1 } }, parseAs: 'blob' }),
  },
  mostrarIncidenciasEmpleado: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.GET('/api/incidencias/mostrarIncidenciasEmpleado/{userId}', {
        params: { path: { userId: 1 } },
      }),
  },
  guardarIncidencia: {
    as: 'medico',
    status: 201,
    call: (api) =>
      api.POST('/api/incidencias/guardar', {
        body: {
          asunto: 'El fonendoscopio está roto',
          descripcion: 'La membrana del fonendoscopio de la consulta 1 está rajada.',
          nivel_prioridad: 'MEDIA',
          fecha: MOCK_HOY,
          nombre: 'Carmen López Sánchez',
          puesto_trabajo: 3,
        },
      }),
  },
  actualizarIncidencia: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.PUT('/api/incidencias/actualizar/{id}', {
        params: { path: { id: 1 } },
        body: {
          asunto: 'La impresora de recepción no funciona',
          descripcion: 'Sigue sin imprimir; ya se ha cambiado el tóner.',
          nivel_prioridad: 'ALTA',
          fecha: MOCK_HOY,
          nombre: 'Ana Torres Gil',
          puesto_trabajo: 2,
        },
      }),
  },
  buscarIncidencia: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.GET('/api/incidencias/buscar/{id}', { params: { path: { id: 1 } } }),
  },
  borrarIncidencia: {
    as: 'administrativo',
    status: 204,
    call: (api) => api.DELETE('/api/incidencias/borrar/{id}', { params: { path: { id: 1 } } }),
  },
  guardarImagenesIncidencia: {
    as: 'radiologo',
    status: 201,
    call: (api) =>
      api.POST('/api/incidencias/guardarImagenesIncidencia', {
        body: { id_incidencia: 3, imagenes: [png()] },
      }),
  },
  actualizarImagenesIncidencia: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.POST('/api/incidencias/actualizarImagenesIncidencia/{id}', {
        params: { path: { id: 1 } },
        body: { id_incidencia: 1, imagenes: [png()] },
      }),
  },
  obtenerImagenesPorIdIncidencia: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.GET('/api/incidencias/obtenerImagenesPorIdIncidencia/{id}', {
        params: { path: { id: 1 } },
      }),
  },
  descargarImagenIncidencia: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.GET('/api/incidencias/imagenes/descargar/{id}', {
        params: { path: { id: 1 } },
        parseAs: 'blob',
      }),
  },
  mostrarProvincias: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.GET('/api/provincias'),
  },
  mostrarPoblaciones: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.GET('/api/provincias/{codigo}/poblaciones', { params: { path: { codigo: '28' } } }),
  },
  mostrarPersonal: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.GET('/api/personal/mostrarPersonal', { params: { query: { q: 'lopez' } } }),
  },
  crearEmpleado: {
    as: 'administrativo',
    status: 201,
    call: (api) =>
      api.POST('/api/personal/crearEmpleado', {
        body: {
          id_rol: 1,
          nombre: 'Inés',
          primer_apellido: 'Velasco',
          email: 'ines.velasco@example.com',
          password: 'marea lenta en otoño',
        },
      }),
  },
  buscarPacientes: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.GET('/api/usuarios/buscarPacientes', { params: { query: { q: 'garcia' } } }),
  },
  mostrarPaciente: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.GET('/api/usuarios/mostrarPaciente/{id}', { params: { path: { id: 1 } } }),
  },
  actualizarPaciente: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.PUT('/api/usuarios/actualizarPaciente/{id}', {
        params: { path: { id: 1 } },
        body: { telefono: '698765432', piso: '' },
      }),
  },
  actualizarEmpleado: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.PUT('/api/personal/actualizarEmpleado/{id}', {
        params: { path: { id: 2 } },
        body: { segundo_apellido: '' },
      }),
  },
  darDeBaja: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.POST('/api/personal/darDeBaja/{id}', { params: { path: { id: 2 } } }),
  },
  darDeAlta: {
    as: 'administrativo',
    status: 200,
    call: async (api) => {
      await api.POST('/api/personal/darDeBaja/{id}', { params: { path: { id: 2 } } });
      return api.POST('/api/personal/darDeAlta/{id}', { params: { path: { id: 2 } } });
    },
  },
  desbloquear: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.POST('/api/personal/desbloquear/{id}', { params: { path: { id: 4 } } }),
  },
  mostrarAgenda: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.GET('/api/agenda/mostrarAgenda'),
  },
  actualizarClinica: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.PUT('/api/agenda/actualizarClinica', { body: { telefono: '911111111' } }),
  },
  actualizarHorarioProfesional: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.PUT('/api/agenda/actualizarHorarioProfesional/{id}', {
        params: { path: { id: 6 } },
        body: {
          horario: [1, 2, 3, 4, 5].map((dia_semana) => ({
            dia_semana,
            hora_inicio: '08:00',
            hora_fin: dia_semana === 3 ? '12:00' : '15:00',
          })),
        },
      }),
  },
  crearCierre: {
    as: 'administrativo',
    status: 201,
    call: (api) =>
      api.POST('/api/agenda/crearCierre', {
        body: { tipo: 'festivo_local', fecha_inicio: '2027-05-15', descripcion: 'San Isidro' },
      }),
  },
  borrarCierre: {
    as: 'administrativo',
    status: 204,
    call: (api) => api.DELETE('/api/agenda/borrarCierre/{id}', { params: { path: { id: 1 } } }),
  },
  diasCerrados: {
    as: 'paciente',
    status: 200,
    call: (api) =>
      api.GET('/api/agenda/diasCerrados', {
        params: { query: { desde: '2026-12-01', hasta: '2026-12-31' } },
      }),
  },
  registroDeActividad: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.GET('/api/auditoria/registro'),
  },
  estadoDeLasCopias: {
    as: 'administrativo',
    status: 200,
    call: (api) => api.GET('/api/copias/estado'),
  },
  hacerCopiaDeSeguridad: {
    as: 'administrativo',
    status: 202,
    call: (api) => api.POST('/api/copias/hacer'),
  },
  exportarMisDatos: {
    as: 'paciente',
    status: 200,
    call: (api) => api.GET('/api/usuarios/exportarMisDatos', { parseAs: 'blob' }),
  },
  exportarDatosPaciente: {
    as: 'administrativo',
    status: 200,
    call: (api) =>
      api.GET('/api/usuarios/exportarDatosPaciente/{id}', {
        params: { path: { id: 1 } },
        parseAs: 'blob',
      }),
  },
};

const ids = Object.keys(scenarios) as OperationId[];
const isDownload = (operationId: OperationId) =>
  operationId.startsWith('descargar') || operationId.startsWith('exportar');

describe('mock handlers', () => {
  it('exist for exactly the operations of openapi.yaml, with its roles', () => {
    expect([...operations.keys()].sort()).toEqual(Object.keys(handlers).sort());
    for (const [operationId, entry] of operations) {
      const mock = handlers[operationId as OperationId];
      expect(mock.roles, operationId).toEqual(entry.op['x-clinica-roles']);
      expect(mock.method, operationId).toBe(entry.method);
      expect(mock.path, operationId).toBe(entry.path);
    }
  });

  it.each(ids)('%s answers a body that matches the contract', async (operationId) => {
    const scenario = scenarios[operationId];
    token = scenario.as ? mockTokens[scenario.as] : null;
    const { data, error, response } = await scenario.call(client);
    expect(response.status, JSON.stringify(error)).toBe(scenario.status);
    if (isDownload(operationId)) {
      expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Content-Type')).toBe(
        operationId.startsWith('exportar') ? 'application/zip' : 'image/png',
      );
      expect(data).toBeInstanceOf(Blob);
      return;
    }
    expectMatchesContract(operationId, response.status, data);
  });

  it.each(ids.filter((id) => handlers[id].roles.length > 0))(
    '%s answers 401 with the error model without a session',
    async (operationId) => {
      token = null;
      const { error, response } = await scenarios[operationId].call(client);
      expect(response.status).toBe(401);
      expect(error).toEqual({ message: 'Tu sesión ha caducado. Inicia sesión de nuevo.' });
      expectMatchesContract(operationId, 401, error);
    },
  );

  it.each(ids.filter((id) => handlers[id].roles.length > 0 && handlers[id].roles.length < 4))(
    '%s answers 403 to a role it does not allow',
    async (operationId) => {
      const roles: Record<Rol, number> = {
        radiologo: 1,
        administrativo: 2,
        medico: 3,
        paciente: 4,
      };
      const other = (Object.keys(roles) as Rol[]).find(
        (rol) => !handlers[operationId].roles.includes(roles[rol] as 1 | 2 | 3 | 4),
      ) as Rol;
      token = mockTokens[other];
      const { error, response } = await scenarios[operationId].call(client);
      expect(response.status).toBe(403);
      expectMatchesContract(operationId, 403, error);
    },
  );

  it.each(ids.filter((id) => !isDownload(id)))(
    '%s .error() answers a declared error with the error model',
    async (operationId) => {
      server.use(handlers[operationId].error());
      const { error, response } = await scenarios[operationId].call(client);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expectMatchesContract(operationId, response.status, error);
    },
  );
});

describe('stateful flows', () => {
  it('a cita created by the administrative staff appears in the lists, and can be cancelled', async () => {
    token = mockTokens.administrativo;
    const { data: cita } = await client.POST('/api/citas/guardar', {
      body: { fecha: MOCK_HOY, hora: '13:00', id_paciente: 4, id_radiologo: 1 },
    });
    expect(cita?.estado).toBe('EN_CURSO');
    expect(cita?.num_cita).toMatch(/^[0-9]{5}[A-Z]$/);
    const { data: hoy } = await client.GET('/api/citas/mostrarCitasDelDia');
    expect(hoy?.map((c) => c.id)).toContain(cita?.id);

    const { data: cancelada } = await client.POST('/api/citas/cancelarCita/{id}', {
      params: { path: { id: cita?.id ?? 0 } },
    });
    expect(cancelada?.estado).toBe('CANCELADA');
    const again = await client.POST('/api/citas/cancelarCita/{id}', {
      params: { path: { id: cita?.id ?? 0 } },
    });
    expect(again.response.status).toBe(409);
    expect(again.error?.message).toBe('Solo se pueden cancelar citas programadas.');
  });

  it('a taken slot disappears from the free slots and a second booking gets 409', async () => {
    token = mockTokens.paciente;
    const query = { fecha: manana, id_medico: 1 };
    const before = await client.GET('/api/citas/huecosLibres', { params: { query } });
    expect(before.data?.huecos).toContain('09:00');
    const body = {
      tipo_cita: 'Presencial - Medicina familiar' as const,
      id_medico: 1,
      fecha: manana,
      hora: '09:00',
    };
    expect((await client.POST('/api/citas/pedirCita', { body })).response.status).toBe(201);
    const after = await client.GET('/api/citas/huecosLibres', { params: { query } });
    expect(after.data?.huecos).not.toContain('09:00');
    const second = await client.POST('/api/citas/pedirCita', { body });
    expect(second.response.status).toBe(409);
    expect(second.error?.errores?.hora).toBe('Ese hueco ya está ocupado. Elige otra hora.');
  });

  it('a family-medicine cita moves to another doctor’s free slot, never to a radiologist', async () => {
    token = mockTokens.administrativo;
    // 60341B: today at 08:00 with doctor 1.
    const cita = getMockDb().citas.find((c) => c.num_cita === '60341B');
    expect(cita).toMatchObject({ id_medico: 1, id_radiologo: null, estado: 'EN_CURSO' });
    const id = cita?.id ?? 0;
    const put = (body: CitaActualizacion) =>
      client.PUT('/api/citas/actualizar/{id}', { params: { path: { id } }, body });

    const radiologo = await put({ fecha: manana, hora: '12:00', idRadiologo: 1 });
    expect(radiologo.response.status).toBe(409);
    expect(radiologo.error?.errores).toEqual({
      idRadiologo: 'Esta cita es de medicina; elige un médico, no un radiólogo.',
    });
    expectMatchesContract('actualizarCita', 409, radiologo.error);

    const sabado = sumarDias(MOCK_HOY, 4);
    const cerrado = await put({ fecha: sabado, hora: '12:00', idMedico: 2 });
    expect(cerrado.error?.errores).toEqual({
      fecha: 'La clínica cierra ese día. Elige un día de lunes a viernes.',
    });
    const huecosDelSabado = await client.GET('/api/citas/huecosLibres', {
      params: { query: { fecha: sabado, id_medico: 2 } },
    });
    expect(huecosDelSabado.data).toEqual({ huecos: [] });

    // 38460W: doctor 2 is busy two days from now at 10:00.
    const ocupado = await put({ fecha: sumarDias(MOCK_HOY, 2), hora: '10:00', idMedico: 2 });
    expect(ocupado.response.status).toBe(409);
    expect(ocupado.error?.errores?.hora).toBe('Ese hueco ya está ocupado. Elige otra hora.');

    const movida = await put({ fecha: manana, hora: '12:00', idMedico: 2 });
    expect(movida.response.status).toBe(200);
    expect(movida.data).toMatchObject({ id, fecha: manana, hora: '12:00', id_medico: 2 });
    expect(movida.data?.id_radiologo).toBeNull();
    expectMatchesContract('actualizarCita', 200, movida.data);
    const huecos = await client.GET('/api/citas/huecosLibres', {
      params: { query: { fecha: manana, id_medico: 2 } },
    });
    expect(huecos.data?.huecos).not.toContain('12:00');
  });

  it('a radiology cita refuses a doctor, and a cancelled one any change', async () => {
    token = mockTokens.administrativo;
    const medico = await client.PUT('/api/citas/actualizar/{id}', {
      params: { path: { id: 1 } },
      body: { fecha: manana, hora: '12:00', idMedico: 1 },
    });
    expect(medico.response.status).toBe(409);
    expect(medico.error?.errores).toEqual({
      idMedico: 'Esta cita es de radiología; elige un radiólogo, no un médico.',
    });
    // 87643N: a cancelled family-medicine cita.
    const cancelada = getMockDb().citas.find((c) => c.num_cita === '87643N');
    const noEnCurso = await client.PUT('/api/citas/actualizar/{id}', {
      params: { path: { id: cancelada?.id ?? 0 } },
      body: { fecha: manana, hora: '12:00', idMedico: 1 },
    });
    expect(noEnCurso.response.status).toBe(409);
    expect(noEnCurso.error?.message).toBe('Solo se pueden modificar citas programadas.');
  });

  it('a full report stores images and fulfils the cita; a retry gets 409', async () => {
    token = mockTokens.radiologo;
    const body = { id_cita: 1, contenido: 'Sin hallazgos.', imagenes: [png()], notas: ['PA'] };
    const first = await client.POST('/api/informes/guardarCompleto', { body });
    expect(first.data?.imagenes).toHaveLength(1);
    expect(getMockDb().citas.find((c) => c.id === 1)?.estado).toBe('CUMPLIDA');
    const retry = await client.POST('/api/informes/guardarCompleto', { body });
    expect(retry.response.status).toBe(409);
  });

  it('a cita whose day has not come is neither reported nor fulfilled (409 with the reason)', async () => {
    token = mockTokens.radiologo;
    // 14093F: radiologist 1's cita of tomorrow.
    const futura = getMockDb().citas.find((c) => c.num_cita === '14093F');
    const body = { id_cita: futura?.id ?? 0, contenido: 'Sin hallazgos.', imagenes: [png()] };
    const informe = await client.POST('/api/informes/guardarCompleto', { body });
    expect(informe.response.status).toBe(409);
    expect(informe.error?.message).toBe(mensajeInformeFuturo(manana));
    const cumplir = await client.POST('/api/citas/cumplirCita/{id}', {
      params: { path: { id: futura?.id ?? 0 } },
    });
    expect(cumplir.response.status).toBe(409);
    expect(cumplir.error?.message).toBe(mensajeCumplirFuturo(manana));
    expect(futura?.estado).toBe('EN_CURSO');
  });

  it('an upload that is not an image is refused with 415', async () => {
    token = mockTokens.radiologo;
    const texto = new File(['hola'], 'informe.png', { type: 'image/png' });
    const { error, response } = await client.POST('/api/informes/guardarCompleto', {
      body: { id_cita: 1, contenido: 'Sin hallazgos.', imagenes: [texto] },
    });
    expect(response.status).toBe(415);
    expectMatchesContract('guardarInformeCompleto', 415, error);
    expect(getMockDb().informes.some((i) => i.id_cita === 1)).toBe(false);
  });

  it('only PENDIENTE incidents can be deleted', async () => {
    token = mockTokens.administrativo;
    const { error, response } = await client.DELETE('/api/incidencias/borrar/{id}', {
      params: { path: { id: 2 } },
    });
    expect(response.status).toBe(409);
    expect(error?.message).toBe('Solo se pueden eliminar incidencias con estado PENDIENTE.');
  });

  it('a patient cannot read another patient’s appointments, nor tell them from a missing patient', async () => {
    token = mockTokens.paciente;
    const other = await client.GET('/api/citas/mostrarCitasDelPaciente/{id}', {
      params: { path: { id: 2 } },
    });
    expect(other.response.status).toBe(404);
    const missing = await client.GET('/api/citas/mostrarCitasDelPaciente/{id}', {
      params: { path: { id: 9999 } },
    });
    expect(missing.response.status).toBe(404);
    expect(other.error).toEqual(missing.error);
  });

  it('a wrong password gets the spec’s message, a created patient can sign in', async () => {
    const wrong = await client.POST('/api/iniciarSesion', {
      body: { email: 'lucia.garcia@example.com', password: 'incorrecta' },
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.message).toBe('El correo electrónico o la contraseña no son correctos.');

    token = mockTokens.administrativo;
    await scenarios.crearUsuarioPaciente.call(client);
    token = null;
    const { data } = await client.POST('/api/iniciarSesion', {
      body: { email: 'rocio.vazquez@example.com', password: 'OtraClave2024' },
    });
    expect(data?.user.id_rol).toBe(4);
  });

  it('patients are found without accents and changed with crear paciente’s rules', async () => {
    token = mockTokens.administrativo;
    const found = await client.GET('/api/usuarios/buscarPacientes', {
      params: { query: { q: 'GARCIA' } },
    });
    expect(found.data?.pacientes.map((p) => p.primer_apellido)).toContain('García');
    const byDate = await client.GET('/api/usuarios/buscarPacientes', {
      params: { query: { q: '17/04/1985' } },
    });
    expect(byDate.data?.pacientes[0]?.nombre).toBe('Lucía');
    const id = byDate.data?.pacientes[0]?.id ?? 0;
    const wrongCp = await client.PUT('/api/usuarios/actualizarPaciente/{id}', {
      params: { path: { id } },
      body: { cp: '08001' },
    });
    expect(wrongCp.response.status).toBe(400);
    expect(wrongCp.error?.errores?.cp).toBe('El código postal no corresponde a la provincia.');
    const taken = await client.PUT('/api/usuarios/actualizarPaciente/{id}', {
      params: { path: { id } },
      body: { email: 'manuel.rodriguez@example.com' },
    });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.errores?.email).toBe('Ya existe un usuario con ese correo electrónico.');
    const short = await client.GET('/api/usuarios/buscarPacientes', {
      params: { query: { q: 'a' } },
    });
    expect(short.error?.errores?.q).toBe('Escribe al menos 2 caracteres para buscar.');
  });

  it('patients as they come: a child with a guardian, a passport without e-mail, found by it', async () => {
    token = mockTokens.administrativo;
    const { PACIENTE_MENOR, PACIENTE_SIN_CORREO } = await import('./fixtures');
    const { tutor, ...menor } = PACIENTE_MENOR;
    const nina = await client.POST('/api/usuarios/crearUsuarioPaciente', {
      body: {
        ...menor,
        segundo_apellido: menor.segundo_apellido ?? undefined,
        email: menor.email ?? undefined,
        telefono: undefined,
        cp: undefined,
        direccion: undefined,
        numero: undefined,
        dni: undefined,
        tipo_documento: undefined,
        documento: undefined,
        tutor: tutor ?? undefined,
        invitar: true,
      },
    });
    expect(nina.response.status).toBe(201);
    expect(nina.data).toMatchObject({ tipo_documento: null, documento: null, dni: null });
    const mayor = await client.POST('/api/usuarios/crearUsuarioPaciente', {
      body: {
        nombre: PACIENTE_SIN_CORREO.nombre,
        primer_apellido: PACIENTE_SIN_CORREO.primer_apellido,
        fecha_nacimiento: PACIENTE_SIN_CORREO.fecha_nacimiento,
        telefono: PACIENTE_SIN_CORREO.telefono ?? undefined,
        tipo_documento: 'pasaporte',
        documento: 'k 1234567',
        sexo: PACIENTE_SIN_CORREO.sexo,
        provincia: PACIENTE_SIN_CORREO.provincia,
        poblacion: PACIENTE_SIN_CORREO.poblacion,
      },
    });
    expect(mayor.response.status).toBe(201);
    expect(mayor.data).toMatchObject({ documento: 'K1234567', email: null, dni: null });
    const encontrado = await client.GET('/api/usuarios/buscarPorDni', {
      params: { query: { dni: 'k1234567' } },
    });
    expect(encontrado.data?.usuarios[0]).toMatchObject({ tipo_documento: 'pasaporte' });
    const sinContacto = await client.POST('/api/usuarios/crearUsuarioPaciente', {
      body: {
        nombre: 'Pedro',
        primer_apellido: 'Sanz',
        fecha_nacimiento: '1970-01-01',
        tipo_documento: 'dni',
        documento: '',
        sexo: 'Hombre',
        provincia: 'Madrid',
        poblacion: 'Getafe',
      },
    });
    expect(sinContacto.error?.errores).toEqual({
      documento: 'Escribe el número del documento.',
      telefono: 'Escribe un teléfono o un correo electrónico.',
    });
  });

  it('a DNI with a wrong control letter is refused with the field message', async () => {
    token = mockTokens.administrativo;
    const { error, response } = await client.GET('/api/usuarios/buscarPorDni', {
      params: { query: { dni: '12345678A' } },
    });
    expect(response.status).toBe(400);
    expect(error?.errores?.dni).toBe('Escribe un DNI, un NIE o un pasaporte válidos.');
  });

  it('sign-out revokes the token; resetMockDb restores it', async () => {
    token = mockTokens.medico;
    await client.POST('/api/cerrarSesion');
    expect((await client.GET('/api/usuarios/yo')).response.status).toBe(401);
    resetMockDb();
    expect((await client.GET('/api/usuarios/yo')).response.status).toBe(200);
  });
});

describe('a patient’s data and the spreadsheets', () => {
  it('the patient’s .zip holds a datos.json of the contract’s shape with their own citas', async () => {
    token = mockTokens.paciente;
    const { data } = await client.GET('/api/usuarios/exportarMisDatos', { parseAs: 'blob' });
    const archivos = unzipSync(new Uint8Array(await (data as Blob).arrayBuffer()));
    expect(Object.keys(archivos).sort()).toEqual(['LEEME.txt', 'datos.json']);
    const datos = JSON.parse(strFromU8(archivos['datos.json'] as Uint8Array));
    const validate = ajv.getSchema('clinica#/$defs/DatosDelPaciente');
    expect(validate?.(datos), JSON.stringify(validate?.errors)).toBe(true);
    const { data: suyas } = await client.GET('/api/citas/mostrarCitasDelPaciente/{id}', {
      params: { path: { id: datos.paciente.id } },
    });
    expect(datos.citas.map((c: { id: number }) => c.id).sort()).toEqual(
      (suyas ?? []).map((c) => c.id).sort(),
    );
  });

  it('the desk’s .zip of a patient who does not exist is a 404', async () => {
    token = mockTokens.administrativo;
    const { response } = await client.GET('/api/usuarios/exportarDatosPaciente/{id}', {
      params: { path: { id: 9999 } },
      parseAs: 'blob',
    });
    expect(response.status).toBe(404);
  });

  it('the three lists answer a spreadsheet to Accept: text/csv', async () => {
    token = mockTokens.administrativo;
    // As bytes: a text reading would drop the BOM a spreadsheet needs.
    const csv = { headers: { Accept: 'text/csv' }, parseAs: 'blob' } as const;
    const respuestas = [
      await client.GET('/api/citas/mostrarCitasDelDia', csv),
      await client.GET('/api/usuarios/buscarPacientes', {
        params: { query: { q: 'ez', por_pagina: 10 } },
        ...csv,
      }),
      await client.GET('/api/auditoria/registro', csv),
    ];
    const textos: string[] = [];
    for (const { response, data } of respuestas) {
      expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
      expect(response.headers.get('Content-Disposition')).toMatch(
        /^attachment; filename=".+\.csv"/,
      );
      const bytes = new Uint8Array(await (data as Blob).arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      textos.push(strFromU8(bytes.subarray(3)));
    }
    const { data: pagina } = await client.GET('/api/usuarios/buscarPacientes', {
      params: { query: { q: 'ez', por_pagina: 10 } },
    });
    // A header line and one line per patient found.
    expect(textos[1]?.trim().split('\r\n')).toHaveLength((pagina?.total ?? 0) + 1);
    expect(textos[0]).toContain(';');
  });
});
