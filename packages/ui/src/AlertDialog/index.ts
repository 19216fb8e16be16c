export type { AlertDialogProps } from './AlertDialog';
export { AlertDialog } from './AlertDialog';
