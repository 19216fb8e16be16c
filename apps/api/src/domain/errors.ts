/**
 * What the domain refuses, by name. http/error-handler.ts gives each code its HTTP status: the
 * domain knows nothing of HTTP, and a new code does not compile until it is given one.
 */
export type DomainErrorCode =
  /** The slot is taken by another live cita. */
  | 'hueco_ocupado'
  /** The date and time are not after the clinic's now. */
  | 'cita_pasada'
  /** No slot that day: the clinic closes (its weekday, a holiday, a closure) or the professional does. */
  | 'dia_cerrado'
  /** The hour starts none of the day's slots (one every `minutos_por_hueco` from opening). */
  | 'hora_no_es_hueco'
  /** Outside the professional's working hours. */
  | 'fuera_de_horario'
  /** A cita moved to a professional of the other kind (docs/decisiones.md (31)). */
  | 'otro_tipo_de_profesional'
  /** A professional given 'de baja' while they have live citas ahead. */
  | 'citas_por_delante'
  /** A responsable giving themself 'de baja' or taking their own mark. */
  | 'sobre_uno_mismo'
  /** The clinic would be left without an active responsable. */
  | 'ultimo_responsable'
  /** 'Dar de baja' an account already 'de baja', or 'de alta' one already active. */
  | 'ya_en_ese_estado'
  /** An agenda change that would leave live citas ahead without a slot (docs/decisiones.md (49)). */
  | 'citas_afectadas';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    /** Spanish, as a person reads it. */
    message: string,
    /** The same or a more precise message per field of the request it is about. */
    readonly campos?: Record<string, string>,
    /** More for the client, beside `message` and `errores` (the citas a 'baja' waits for). */
    readonly detalle?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The domain's messages; http/errors.ts' MENSAJES includes them under the same names. */
export const MENSAJES_DOMINIO = {
  huecoOcupado: 'Ese hueco ya está ocupado. Elige otra hora.',
  citaPasada: 'No se pueden dar citas en el pasado.',
  fueraDeHorario: 'Esa hora está fuera del horario del profesional.',
} as const;
