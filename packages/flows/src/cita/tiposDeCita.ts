/**
 * Los tipos de cita como se nombran en pantalla, una sola vez: pedir cita ofrece los dos de
 * medicina familiar (§2.6) y crear cita, además, la de radiología (docs/decisiones.md (51)).
 */
import type { TipoCitaMostrador, TipoProfesional } from '../tipos';

/** 'Radiologia' es el valor del contrato; en pantalla se escribe con tilde. */
export const NOMBRES_TIPO_CITA = {
  Radiologia: 'Radiología',
  'Presencial - Medicina familiar': 'Presencial - Medicina familiar',
  'Telefónica - Medicina familiar': 'Telefónica - Medicina familiar',
} as const satisfies Record<TipoCitaMostrador, string>;

/** Los tipos que da el mostrador, en el orden en que se ofrecen. */
export const TIPOS_CITA_MOSTRADOR = [
  'Radiologia',
  'Presencial - Medicina familiar',
  'Telefónica - Medicina familiar',
] as const satisfies readonly TipoCitaMostrador[];

/** Con quién es cada tipo: la radiología con un radiólogo, la medicina familiar con un médico. */
export function profesionalDelTipo(tipo: TipoCitaMostrador): TipoProfesional {
  return tipo === 'Radiologia' ? 'radiologo' : 'medico';
}
