export type { DateFieldProps, DateMessages } from './DateField';
export { DateField } from './DateField';
