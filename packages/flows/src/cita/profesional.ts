/**
 * Con quién es una cita (docs/decisiones.md (31)): un radiólogo en las de radiología, un médico en las de
 * medicina. 'Asignar datos', su máquina y sus pasos dicen y piden lo de ese profesional; en crear
 * cita, el del tipo elegido (cita/tiposDeCita.ts); modificar cita es del tipo que la cita ya tiene.
 */
import type { TipoProfesional } from '../tipos';
import { MENSAJES } from '../validacion/obligatorio';

export interface TextosDelProfesional {
  /** La etiqueta del campo y de su fila en los resúmenes. */
  etiqueta: string;
  cargando: string;
  errorAlCargar: string;
  /** La hora espera a que haya día y profesional. */
  eligeAntes: string;
  sinHoras: string;
  obligatorio: string;
  /** 'Primer hueco libre' espera a que haya profesional. */
  eligeProfesional: string;
}

export const TEXTOS_PROFESIONAL: Record<TipoProfesional, TextosDelProfesional> = {
  radiologo: {
    etiqueta: 'Radiólogo',
    cargando: 'Cargando radiólogos…',
    errorAlCargar: 'No se han podido cargar los radiólogos. Inténtalo de nuevo.',
    eligeAntes: 'Elige antes el día y el radiólogo.',
    sinHoras: 'No quedan horas libres ese día. Elige otro día u otro radiólogo.',
    obligatorio: MENSAJES.radiologoObligatorio,
    eligeProfesional: 'Elige antes el radiólogo.',
  },
  medico: {
    etiqueta: 'Médico',
    cargando: 'Cargando médicos…',
    errorAlCargar: 'No se han podido cargar los médicos. Inténtalo de nuevo.',
    eligeAntes: 'Elige antes el día y el médico.',
    sinHoras: 'No quedan horas libres ese día. Elige otro día u otro médico.',
    obligatorio: MENSAJES.medicoObligatorio,
    eligeProfesional: 'Elige antes el médico.',
  },
};

/** El tipo de una cita del contrato: de radiología si tiene radiólogo; si no, de medicina. */
export function tipoDeLaCita(cita: { id_radiologo: number | null }): TipoProfesional {
  return cita.id_radiologo === null ? 'medico' : 'radiologo';
}

/**
 * El profesional como lo nombra el contrato: `idRadiologo` o `idMedico` (el oneOf del cuerpo de
 * actualizarCita), para el cuerpo y para la entrada de modificar cita.
 */
export function profesionalEnElContrato(
  profesional: TipoProfesional,
  id: number,
): { idRadiologo: number } | { idMedico: number } {
  return profesional === 'medico' ? { idMedico: id } : { idRadiologo: id };
}
