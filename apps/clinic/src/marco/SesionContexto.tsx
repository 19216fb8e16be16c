import { unwrap } from '@clinica/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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
import {
  borrarSesion,
  type FinDeSesion,
  guardarMarcas,
  guardarSesion,
  leerSesion,
  marcasDelUsuario,
  rutaDeLogin,
  type Sesion,
} from '../sesion';
import { AvisoDeInactividad } from './AvisoDeInactividad';

interface SesionContextoValor {
  sesion: Sesion | null;
  /** How the last session of this tab ended, if it did: the guard tells /login. */
  fin: FinDeSesion | null;
  /** Stores a new session (after sign-in). */
  iniciar: (sesion: Sesion) => void;
  /** Revokes the token on the server, clears the session and goes to /login. */
  salir: () => Promise<void>;
  /** The provisional password was changed: the whole app opens again (docs/decisiones.md (47)). */
  contrasenaCambiada: () => void;
}

const CLAVE_USUARIO_ACTUAL = ['sesion', 'yo'] as const;

/**
 * The signed-in account as the server has it (`GET /api/usuarios/yo`): its marks, the patient's
 * phone and reminders. One query for the whole app, whoever reads it (the session, a patient's
 * pages): each had its own and the patient's home asked twice at once.
 */
function usuarioActual(token: string | undefined) {
  return queryOptions({
    queryKey: [...CLAVE_USUARIO_ACTUAL, token],
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => unwrap(cliente.GET('/api/usuarios/yo', { signal })),
  });
}

/** The signed-in account (see `usuarioActual`); `enabled: false` while a page does not need it. */
export function useUsuarioActual({ enabled = true }: { enabled?: boolean } = {}) {
  const { sesion } = useSesion();
  const consulta = usuarioActual(sesion?.token);
  return useQuery({ ...consulta, enabled: consulta.enabled && enabled });
}

/** Asks the server for the account again (after a change saved on it). */
export function useRefrescarUsuarioActual() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: CLAVE_USUARIO_ACTUAL }),
    [queryClient],
  );
}

const SesionContexto = createContext<SesionContextoValor | null>(null);

export function SesionProvider({ children }: { children: ReactNode }) {
  const [sesion, setSesion] = useState(() => leerSesion());
  const [fin, setFin] = useState<FinDeSesion | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The page's guard sends an expired session to /login (with the page to return to): one
  // navigation, not a second one here racing it.
  const cerrarLocal = useCallback(
    (motivo: FinDeSesion) => {
      borrarSesion(motivo);
      queryClient.clear();
      setFin(motivo);
      setSesion(null);
      if (motivo === 'salir') navigate(rutaDeLogin(), { replace: true });
    },
    [navigate, queryClient],
  );

  const salir = useCallback(async () => {
    // Revoke on the server first; whatever it answers, the session ends here too.
    await cliente.POST('/api/cerrarSesion').catch(() => undefined);
    cerrarLocal('salir');
  }, [cerrarLocal]);

  // The idle warning was ignored: the session is revoked on the server too, and ends as expired.
  const caducar = useCallback(async () => {
    await cliente.POST('/api/cerrarSesion').catch(() => undefined);
    cerrarLocal('caducada');
  }, [cerrarLocal]);
  const alCaducar = useCallback(() => void caducar(), [caducar]);
  const alSalir = useCallback(() => void salir(), [salir]);

  // The account's marks can change while signed in (a responsable mark given or taken, a new
  // provisional password): `yo` says them, and the stored session follows.
  const yo = useQuery(usuarioActual(sesion?.token));
  useEffect(() => {
    if (!yo.data) return;
    const marcas = marcasDelUsuario(yo.data);
    setSesion((actual) => {
      if (
        !actual ||
        (actual.responsable === marcas.responsable &&
          actual.contrasenaProvisional === marcas.contrasenaProvisional)
      ) {
        return actual;
      }
      guardarMarcas(marcas);
      return { ...actual, ...marcas };
    });
  }, [yo.data]);

  const contrasenaCambiada = useCallback(() => {
    setSesion((actual) => {
      if (!actual) return actual;
      const nueva = { ...actual, contrasenaProvisional: false };
      guardarMarcas(nueva);
      return nueva;
    });
    void queryClient.invalidateQueries({ queryKey: CLAVE_USUARIO_ACTUAL });
  }, [queryClient]);

  const iniciar = useCallback((nueva: Sesion) => {
    guardarSesion(nueva);
    setFin(null);
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

  const valor = useMemo(
    () => ({ sesion, fin, iniciar, salir, contrasenaCambiada }),
    [sesion, fin, iniciar, salir, contrasenaCambiada],
  );
  return (
    <SesionContexto.Provider value={valor}>
      {children}
      {sesion?.caducidad && (
        <AvisoDeInactividad
          key={sesion.token}
          caducidad={sesion.caducidad}
          onSalir={alSalir}
          onCaducar={alCaducar}
        />
      )}
    </SesionContexto.Provider>
  );
}

/**
 * What a frame sees before the session has been read: no account. Only for the first screens
 * drawn at build time (src/primera-pantalla), which show what the app draws before it knows who
 * is signed in.
 */
export function SinSesionTodavia({ children }: { children: ReactNode }) {
  const nada = () => {};
  return (
    <SesionContexto.Provider
      value={{
        sesion: null,
        fin: null,
        iniciar: nada,
        salir: async () => {},
        contrasenaCambiada: nada,
      }}
    >
      {children}
    </SesionContexto.Provider>
  );
}

export function useSesion(): SesionContextoValor {
  const valor = useContext(SesionContexto);
  if (!valor) throw new Error('useSesion necesita un SesionProvider por encima.');
  return valor;
}
