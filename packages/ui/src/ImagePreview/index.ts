export type { ImagePreviewProps } from './ImagePreview';
export { ImagePreview } from './ImagePreview';
