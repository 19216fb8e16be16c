export type { FormProps } from './Form';
export { Form } from './Form';
export { findFieldControl, focusField } from './focusField';
