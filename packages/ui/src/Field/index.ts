export type { FieldErrorProps, FieldLabelProps } from './Field';
export { FieldDescription, FieldError, FieldLabel } from './Field';
export * as fieldStyles from './Field.css';
