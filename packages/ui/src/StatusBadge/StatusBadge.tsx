import {
  CalendarClock,
  CircleCheck,
  CircleX,
  Hourglass,
  type LucideIcon,
  ShieldCheck,
  UserX,
} from 'lucide-react';
import * as styles from './StatusBadge.css';

/**
 * The states of an appointment (EN_CURSO, CUMPLIDA, CANCELADA, NO_PRESENTADA) and of an incident
 * (PENDIENTE, RESUELTA).
 */
export type EstadoClinico =
  | 'EN_CURSO'
  | 'CUMPLIDA'
  | 'CANCELADA'
  | 'NO_PRESENTADA'
  | 'PENDIENTE'
  | 'RESUELTA';

/**
 * The one home of the words for each state. EN_CURSO names a cita that is still ahead, so
 * people read 'Programada'; the API keeps EN_CURSO (docs/decisiones.md (43)).
 */
const labels: Record<EstadoClinico, string> = {
  EN_CURSO: 'Programada',
  CUMPLIDA: 'Cumplida',
  CANCELADA: 'Cancelada',
  // The patient did not come: a final state the desk marks after its time (docs/decisiones.md (54)).
  NO_PRESENTADA: 'No se presentó',
  PENDIENTE: 'Pendiente',
  RESUELTA: 'Resuelta',
};

/** Each state has its own shape of icon, so no two states differ only by colour. */
const icons: Record<EstadoClinico, LucideIcon> = {
  EN_CURSO: CalendarClock,
  CUMPLIDA: CircleCheck,
  CANCELADA: CircleX,
  NO_PRESENTADA: UserX,
  PENDIENTE: Hourglass,
  RESUELTA: ShieldCheck,
};

/** The Spanish word for a state: `statusLabel('EN_CURSO')` is 'Programada'. */
export function statusLabel(estado: EstadoClinico): string {
  return labels[estado];
}

export interface StatusBadgeProps {
  /** The state shown. */
  estado: EstadoClinico;
  /** Replaces the state's word. @default statusLabel(estado) */
  label?: string;
  className?: string;
}

/** A state told three ways at once: its word, its icon and its colour from `vars.status`. */
export function StatusBadge({ estado, label, className }: StatusBadgeProps) {
  const Icon = icons[estado];
  return (
    <span
      className={[styles.badge({ estado }), className].filter(Boolean).join(' ')}
      data-estado={estado}
    >
      <Icon size={14} aria-hidden="true" className={styles.icon} />
      {label ?? statusLabel(estado)}
    </span>
  );
}
