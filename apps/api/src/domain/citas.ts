import type { Professional } from './agenda';
import { DomainError, MENSAJES_DOMINIO } from './errors';

/** A booking or a move that the database refused because the slot is taken. */
export const slotTaken = () =>
  new DomainError('hueco_ocupado', MENSAJES_DOMINIO.huecoOcupado, {
    hora: MENSAJES_DOMINIO.huecoOcupado,
  });

/** Who attends a cita: its radiologist for radiology, else its doctor (the table's CHECK). */
export function professionalOf(cita: {
  id_medico: number | null;
  id_radiologo: number | null;
}): Professional {
  return cita.id_radiologo !== null
    ? { kind: 'radiologo', id: cita.id_radiologo }
    : { kind: 'medico', id: cita.id_medico as number };
}

/** The professional an update names: `idRadiologo` or `idMedico` (the contract's oneOf). */
export function professionalOfChange(
  change: { idRadiologo: number } | { idMedico: number },
): Professional {
  return 'idRadiologo' in change
    ? { kind: 'radiologo', id: change.idRadiologo }
    : { kind: 'medico', id: change.idMedico };
}

const WRONG_KIND = {
  radiologo: 'Esta cita es de radiología; elige un radiólogo, no un médico.',
  medico: 'Esta cita es de medicina; elige un médico, no un radiólogo.',
} as const;

/**
 * docs/decisiones.md (31): a cita keeps its kind when it moves. A radiology cita cannot be given a doctor,
 * nor a family-medicine one a radiologist; the message sits on the field that was sent.
 */
export function requireSameKind(cita: Professional, change: Professional): void {
  if (cita.kind === change.kind) return;
  const message = WRONG_KIND[cita.kind];
  throw new DomainError('otro_tipo_de_profesional', message, {
    [change.kind === 'medico' ? 'idMedico' : 'idRadiologo']: message,
  });
}
