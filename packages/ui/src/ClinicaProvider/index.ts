export type { ClinicaProviderProps, ClinicaRouter, ClinicaTheme } from './ClinicaProvider';
export { ClinicaProvider } from './ClinicaProvider';
