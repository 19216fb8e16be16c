import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { cliente, EVENTO_SESION_CADUCADA } from '../api';
import { borrarSesion, guardarSesion, leerSesion, type Sesion } from '../sesion';

interface SesionContextoValor {
  sesion: Sesion | null;
  /** Stores a new session (after sign-in). */
  iniciar: (sesion: Sesion) => void;
  /** Revokes the token on the server, clears the session and goes to /login. */
  salir: () => Promise<void>;
}

const SesionContexto = createContext<SesionContextoValor | null>(null);

export function SesionProvider({ children }: { children: ReactNode }) {
  const [sesion, setSesion] = useState(() => leerSesion());
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const cerrarLocal = useCallback(
    (motivo?: 'caducada') => {
      borrarSesion();
      queryClient.clear();
      setSesion(null);
      navigate(motivo ? `/login?motivo=${motivo}` : '/login', { replace: true });
    },
    [navigate, queryClient],
  );

  const salir = useCallback(async () => {
    // Revoke on the server first; whatever it answers, the session ends here too.
    await cliente.POST('/api/cerrarSesion').catch(() => undefined);
    cerrarLocal();
  }, [cerrarLocal]);

  const iniciar = useCallback((nueva: Sesion) => {
    guardarSesion(nueva);
    setSesion(nueva);
  }, []);

  useEffect(() => {
    const alCaducar = () => cerrarLocal('caducada');
    window.addEventListener(EVENTO_SESION_CADUCADA, alCaducar);
    // Another tab signing out or in changes this tab's session too.
    const alCambiarOtraPestana = (event: StorageEvent) => {
      if (event.key === 'token_usuario' || event.key === null) setSesion(leerSesion());
    };
    window.addEventListener('storage', alCambiarOtraPestana);
    return () => {
      window.removeEventListener(EVENTO_SESION_CADUCADA, alCaducar);
      window.removeEventListener('storage', alCambiarOtraPestana);
    };
  }, [cerrarLocal]);

  const valor = useMemo(() => ({ sesion, iniciar, salir }), [sesion, iniciar, salir]);
  return <SesionContexto.Provider value={valor}>{children}</SesionContexto.Provider>;
}

export function useSesion(): SesionContextoValor {
  const valor = useContext(SesionContexto);
  if (!valor) throw new Error('useSesion necesita un SesionProvider por encima.');
  return valor;
}
