import { useDatosClinica } from './useDatosClinica';

/**
 * Whether the server sends e-mail (`datosClinica.correo_activo`, docs/decisiones.md (50)), for
 * the wizards that can invite a new account: `undefined` while it is asked, `false` if the
 * server cannot say (the typed password, as before). Shares the clinic's cached data.
 */
export function useCorreoActivo(): boolean | undefined {
  const clinica = useDatosClinica();
  if (clinica.isError) return false;
  return clinica.data?.correo_activo;
}
