export type {
  FileDropZoneMessages,
  FileDropZoneProps,
  FileRejection,
  FileRejectionReason,
} from './FileDropZone';
export { FileDropZone } from './FileDropZone';
