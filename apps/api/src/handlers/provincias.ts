import { PROVINCIAS, poblacionesDe } from '../domain/provincias';
import { MENSAJES, notFound } from '../http/errors';
import type { Handlers } from './context';

export function provinciasHandlers(): Handlers {
  return {
    async mostrarProvincias() {
      return PROVINCIAS;
    },
    async mostrarPoblaciones(request) {
      const { codigo } = request.params as { codigo: string };
      const poblaciones = poblacionesDe(codigo);
      if (!poblaciones) throw notFound(MENSAJES.provinciaNoExiste);
      return poblaciones;
    },
  };
}
