export type { DialogProps, DialogTriggerProps } from './Dialog';
export { Dialog, DialogTrigger } from './Dialog';
