import { conflict } from '../http/errors';
import type { Deps } from './context';
import type { OperationHandlers } from './typed';

export const YA_EN_CURSO = 'Ya se está haciendo una copia de seguridad. Espera a que termine.';

/** 'Copias de seguridad' (docs/decisiones.md (59)): the responsable's view and 'Hacer una copia ahora'. */
export function copiasHandlers(deps: Deps) {
  return {
    async estadoDeLasCopias() {
      return deps.copias().estado();
    },
    async hacerCopiaDeSeguridad(request, reply) {
      const copias = deps.copias();
      if (copias.ocupado() || (await copias.estado()).estado === 'en_curso') {
        throw conflict(YA_EN_CURSO);
      }
      // Begun, and audited, in one transaction; made after the answer, which says 'en curso'.
      const id = await deps.auditedTransaction(request, (trx) => copias.empezar(trx, 'manual'));
      void copias.continuar(id);
      reply.code(202);
      return copias.estado();
    },
  } satisfies Partial<OperationHandlers>;
}
