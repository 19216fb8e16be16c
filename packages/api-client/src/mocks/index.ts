export { getMockDb, type MockDb, mockTokens, resetMockDb, tokenDe } from './db';
export { dni, esDocumentoValido, letraDeControl, nie } from './documentos';
export {
  crearCierres,
  crearCitas,
  crearClinica,
  crearDiagnosticos,
  crearFichasPersonal,
  crearImagenes,
  crearImagenesIncidencia,
  crearIncidencias,
  crearInformes,
  crearPacientes,
  crearRegistro,
  crearUsuarios,
  FESTIVOS_NACIONALES,
  MOCK_HOY,
  MOCK_PASSWORD,
  type MockFichaPersonal,
  type MockImagen,
  type MockImagenIncidencia,
  type MockPaciente,
  type MockUsuario,
  nombreCompleto,
  PACIENTE_MENOR,
  PACIENTE_SIN_CORREO,
  poblaciones,
  provincias,
  sumarDias,
} from './fixtures';
export {
  allHandlers,
  handlers,
  MOCK_ENLACE,
  MOCK_ENLACE_CADUCADO,
  tipoPorContenido,
} from './handlers';
export {
  defineOperation,
  type ErrorStatus,
  type MockContext,
  mswPath,
  type OkBody,
  type OperationMock,
  type Reply,
  type RequestBody,
} from './operation';
export { PNG_SIGNATURE, pngRadiografia } from './png';
