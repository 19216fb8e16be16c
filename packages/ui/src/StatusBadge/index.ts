export type { EstadoClinico, StatusBadgeProps } from './StatusBadge';
export { StatusBadge, statusLabel } from './StatusBadge';
export { statusColors } from './StatusBadge.css';
