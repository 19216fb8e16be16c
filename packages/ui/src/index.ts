export * from './Button';
export * from './ClinicaProvider';
export * from './theme';
