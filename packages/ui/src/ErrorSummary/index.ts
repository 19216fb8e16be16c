export type { ErrorSummaryError, ErrorSummaryProps } from './ErrorSummary';
export { ErrorSummary } from './ErrorSummary';
