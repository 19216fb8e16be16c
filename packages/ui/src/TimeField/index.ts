export type { TimeFieldProps, TimeMessages } from './TimeField';
export { TimeField } from './TimeField';
