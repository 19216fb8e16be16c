export type { EmptyStateProps } from './EmptyState';
export { EmptyState } from './EmptyState';
