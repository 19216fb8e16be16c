import { borrarInstantanea } from '@clinica/flows';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What every wizard page gives its flow: the current route (the browser's Back asks the machine
 * for that step), a navigation that follows the machine's step, and the ways out. 'Confirmar
 * cancelación' forgets what the wizard kept under `clavePersistencia`, so opening it again
 * starts empty; leaving by the side bar keeps it, to be resumed.
 */
export function useAsistenteEnRuta(inicio: string, clavePersistencia?: string) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onPasoCambiado = useCallback(
    (ruta: string) => {
      // The first step keeps the record ids of its query (DECISIONS.md #10); later steps too.
      if (ruta !== pathname) navigate(`${ruta}${search}`);
    },
    [navigate, pathname, search],
  );
  const onCancelar = useCallback(() => {
    if (clavePersistencia) borrarInstantanea(clavePersistencia);
    navigate(inicio);
  }, [navigate, inicio, clavePersistencia]);
  const onTerminar = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['citas'] });
  }, [queryClient]);
  return { ruta: pathname, onPasoCambiado, onCancelar, onTerminar };
}
