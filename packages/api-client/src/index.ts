export {
  type ClinicaClient,
  type ClinicaClientOptions,
  createAuthMiddleware,
  createClinicaClient,
  MULTIPART_PATHS,
  type MultipartPath,
  type TokenSource,
  toFormData,
  unwrap,
} from './client';
export { ClinicaApiError, type ErrorBody, isClinicaApiError, MENSAJES_POR_ESTADO } from './errors';
export type { components, operations, paths } from './generated/schema';
export { type AlProgresar, fetchConProgreso } from './subida';
export * from './types';
