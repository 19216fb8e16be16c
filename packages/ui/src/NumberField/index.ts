export type { NumberFieldProps } from './NumberField';
export { NumberField } from './NumberField';
