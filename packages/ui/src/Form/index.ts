export type { FormProps } from './Form';
export { Form } from './Form';
