import { ApiError } from '../http/errors';
import type { Deps } from './context';
import type { OperationHandlers } from './typed';

const PENDIENTE = 'El correo todavía no está disponible en este servidor.';

/** E-mail's operations (docs/decisiones.md (50)); the server side follows the contract. */
export function correoHandlers(_deps: Deps) {
  return {
    async recuperarContrasena() {
      throw new ApiError(503, PENDIENTE);
    },
    async restablecerContrasena() {
      throw new ApiError(503, PENDIENTE);
    },
    async cambiarRecordatorios() {
      throw new ApiError(503, PENDIENTE);
    },
  } satisfies Partial<OperationHandlers>;
}
