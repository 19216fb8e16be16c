export type { FileListItem, FileListProps } from './FileList';
export { FileList } from './FileList';
export { formatFileSize } from './formatFileSize';
