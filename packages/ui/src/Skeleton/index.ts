export type { SkeletonBlockProps, SkeletonProps } from './Skeleton';
export { Skeleton, SkeletonBlock } from './Skeleton';
