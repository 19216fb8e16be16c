import { useDatosClinica } from './useDatosClinica';
import { useRespuestaDiferida } from './useRespuestaDiferida';

/**
 * Whether the server sends e-mail (`datosClinica.correo_activo`, docs/decisiones.md (50)), for
 * the wizards that can invite a new account: `undefined` while it is asked, `false` if the
 * server cannot say (the typed password, as before). Shares the clinic's cached data. The
 * wizards wait for it, so its answer is deferred (useRespuestaDiferida): the wizard's first step
 * is built in slices, not in the one task of the answer.
 */
export function useCorreoActivo(): boolean | undefined {
  const clinica = useDatosClinica();
  return useRespuestaDiferida('correo', clinica.isError ? false : clinica.data?.correo_activo);
}
