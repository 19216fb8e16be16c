import { borrarInstantanea, claveDeFlujo } from '@clinica/flows';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { esTrasIniciarSesion } from '../sesion';
import { useSesion } from './SesionContexto';

/**
 * What every wizard page gives its flow: the current route (the browser's Back asks the machine
 * for that step), a navigation that follows the machine's step, and the ways out. With `flujo`,
 * the wizard is kept in sessionStorage under the signed-in user's id (`clavePersistencia`), so
 * it survives a reload or an expired session and is offered back to that person only. Right
 * after signing in (`ofrecerLoGuardado`) it is offered, never resumed unasked. 'Confirmar
 * cancelación' forgets it, so opening it again starts empty; leaving by the side bar keeps it,
 * to be resumed.
 */
export function useAsistenteEnRuta(inicio: string, flujo?: string, id?: string | number) {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { sesion } = useSesion();
  const clavePersistencia =
    flujo === undefined || !sesion ? undefined : claveDeFlujo(flujo, id, sesion.idUsuario);
  // Read once: the wizard decides how it starts when it mounts.
  const [ofrecerLoGuardado] = useState(() => esTrasIniciarSesion(state));
  const onPasoCambiado = useCallback(
    (ruta: string) => {
      // The first step keeps the record ids of its query (docs/decisiones.md (10)); later steps too.
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
  return {
    ruta: pathname,
    clavePersistencia,
    ofrecerLoGuardado,
    onPasoCambiado,
    onCancelar,
    onTerminar,
  };
}
