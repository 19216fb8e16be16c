/**
 * Mock operations of the `copias` tag (docs/decisiones.md (59)): the backups' state, and 'Hacer
 * una copia ahora', which the mock finishes at once, whole.
 */
import { ROL } from '../../reglas';
import type { MockDb } from '../db';
import type { MockUsuario } from '../fixtures';
import { defineOperation } from '../operation';

const SOLO_RESPONSABLE = 'Solo el responsable de la clínica puede ver las copias de seguridad.';

const esResponsable = (db: MockDb, caller: MockUsuario) =>
  caller.id_rol === ROL.administrativo && db.fichasPersonal.get(caller.id)?.responsable === true;

export const estadoDeLasCopias = defineOperation({
  id: 'estadoDeLasCopias',
  method: 'get',
  path: '/api/copias/estado',
  roles: [ROL.administrativo],
  okStatus: 200,
  resolve({ db, caller, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    return reply.ok(db.copias);
  },
});

export const hacerCopiaDeSeguridad = defineOperation({
  id: 'hacerCopiaDeSeguridad',
  method: 'post',
  path: '/api/copias/hacer',
  roles: [ROL.administrativo],
  okStatus: 202,
  resolve({ db, caller, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    // The mock clinic's day, never the machine's: a story's picture is the same any day.
    const copia = {
      origen: 'manual' as const,
      empezada_en: `${db.hoy}T09:15:00.000Z`,
      terminada_en: `${db.hoy}T09:15:12.000Z`,
      resultado: 'correcta' as const,
      archivo: `clinica-copia-${db.hoy}-101500.tar`,
      bytes: db.copias.ultima_correcta?.bytes ?? 1_000_000,
      mensaje: null,
    };
    db.copias = {
      ...db.copias,
      estado: 'correcta',
      aviso: null,
      ultima: copia,
      ultima_correcta: copia,
    };
    return reply.ok(db.copias);
  },
});
