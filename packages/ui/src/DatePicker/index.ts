export type { DatePickerProps } from './DatePicker';
export { DatePicker } from './DatePicker';
