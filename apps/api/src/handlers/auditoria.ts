import { accessesOf } from '../audit';
import type { Deps } from './context';
import type { OperationHandlers } from './typed';

const PAGE_SIZE = 50;

/** 'Quién ha visto mi historia': `self-user` in the contract refuses another patient's id. */
export function auditoriaHandlers(deps: Deps) {
  const { db } = deps;
  return {
    async historiaAccesos(request) {
      const { id } = request.params;
      return accessesOf(db, id, request.query.pagina ?? 1, PAGE_SIZE);
    },
  } satisfies Partial<OperationHandlers>;
}
