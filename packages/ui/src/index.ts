export * from './Button';
export * from './ClinicaProvider';
export * from './Field';
export * from './IconButton';
export * from './LinkButton';
export * from './theme';
