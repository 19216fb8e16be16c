export type { ErrorScreenProps } from './ErrorScreen';
export { ErrorScreen } from './ErrorScreen';
