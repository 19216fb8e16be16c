export type { CardProps, InfoBoxProps, InfoBoxTone } from './Card';
export { Card, InfoBox } from './Card';
