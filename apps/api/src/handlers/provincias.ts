import { PROVINCIAS, poblacionesDe } from '../domain/provincias';
import { MENSAJES, notFound } from '../http/errors';
import type { OperationHandlers } from './typed';

export function provinciasHandlers() {
  return {
    async mostrarProvincias() {
      return [...PROVINCIAS];
    },
    async mostrarPoblaciones(request) {
      const { codigo } = request.params;
      const poblaciones = poblacionesDe(codigo);
      if (!poblaciones) throw notFound(MENSAJES.provinciaNoExiste);
      return poblaciones;
    },
  } satisfies Partial<OperationHandlers>;
}
