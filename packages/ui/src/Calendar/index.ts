export type { CalendarProps } from './Calendar';
export { Calendar } from './Calendar';
