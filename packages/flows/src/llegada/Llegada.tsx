import type { CitaListado } from '@clinica/api-client';
import { enSalaDeEspera, horaDeLlegada } from '@clinica/api-client/reglas';
import { StatusBadge, statusLabel } from '@clinica/ui';
import { Armchair, DoorOpen } from 'lucide-react';
import { ZONA_HORARIA_CLINICA } from '../validacion/fecha';
import * as styles from './Llegada.css';
import { TEXTOS_LLEGADA as T } from './texts';

/**
 * Who reads the arrival (docs/decisiones.md (54)): the desk, the time it noted ('Llegó a las
 * 09:55'); a professional, that the patient is waiting ('En sala de espera').
 */
export type VistaDeLaLlegada = 'mostrador' | 'profesional';

/** The words of a cita's arrival for `vista`, or undefined when none is noted (or it is over). */
export function textoDeLlegada(
  cita: Pick<CitaListado, 'estado' | 'fecha' | 'hora' | 'hora_llegada'>,
  vista: VistaDeLaLlegada,
  zonaHoraria = ZONA_HORARIA_CLINICA,
): string | undefined {
  if (!cita.hora_llegada) return undefined;
  if (vista === 'profesional') return enSalaDeEspera(cita) ? T.enSalaDeEspera : undefined;
  return T.llegoALas(horaDeLlegada(cita.hora_llegada, zonaHoraria));
}

/** The state's word and, when noted, the arrival's: what a list filters and sorts the column by. */
export function estadoLegible(
  cita: Pick<CitaListado, 'estado' | 'fecha' | 'hora' | 'hora_llegada'>,
  vista: VistaDeLaLlegada,
): string {
  const llegada = textoDeLlegada(cita, vista);
  return llegada ? `${statusLabel(cita.estado)} · ${llegada}` : statusLabel(cita.estado);
}

export interface EstadoDeLaCitaProps {
  cita: Pick<CitaListado, 'estado' | 'fecha' | 'hora' | 'hora_llegada'>;
  vista: VistaDeLaLlegada;
  zonaHoraria?: string;
}

/**
 * A cita's state, told in words, an icon and a colour (the badge), and under it its arrival in
 * words with an icon of its own: a door for the desk's time, an armchair for the waiting room.
 */
export function EstadoDeLaCita({ cita, vista, zonaHoraria }: EstadoDeLaCitaProps) {
  const llegada = textoDeLlegada(cita, vista, zonaHoraria);
  if (!llegada) return <StatusBadge estado={cita.estado} />;
  const Icono = vista === 'profesional' ? Armchair : DoorOpen;
  return (
    <span className={styles.estado}>
      <StatusBadge estado={cita.estado} />
      <span className={styles.llegada} data-llegada={vista}>
        <Icono size={14} aria-hidden="true" />
        {llegada}
      </span>
    </span>
  );
}
