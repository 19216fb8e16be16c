import { accessesOf } from '../audit';
import type { Deps } from './context';
import type { OperationHandlers } from './typed';

/** Lines per page: what the table shows at once, and a phone without a long scroll. */
const PAGE_SIZE = 10;

/** 'Quién ha visto mi historia': `self-user` in the contract refuses another patient's id. */
export function auditoriaHandlers(deps: Deps) {
  const { db, settings } = deps;
  return {
    async historiaAccesos(request) {
      const { id } = request.params;
      return accessesOf(db, id, request.query.pagina ?? 1, PAGE_SIZE, settings.timeZone);
    },
  } satisfies Partial<OperationHandlers>;
}
