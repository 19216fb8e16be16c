export type { TextAreaProps } from './TextArea';
export { TextArea } from './TextArea';
