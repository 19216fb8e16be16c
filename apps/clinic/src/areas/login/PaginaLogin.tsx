import { actoresLogin, Login, loginMachine, type Sesion } from '@clinica/flows';
import { AppShell, InfoBox } from '@clinica/ui';
import { useEffect, useState } from 'react';
import { cliente } from '../../api';

const maquina = loginMachine.provide({ actors: actoresLogin(cliente) });

/**
 * The clinic's saved name for the sign-in page, which a cold visit shows before the app (and its
 * server cache) has loaded: the entry asked `/api/clinica` already, so this takes that answer.
 * Until it comes, or without a name, the page says what the kit says ('Clínica').
 */
function useNombreGuardado(): string | undefined {
  const [nombre, setNombre] = useState<string>();
  useEffect(() => {
    let vigente = true;
    cliente
      .GET('/api/clinica')
      .then(({ data }) => {
        if (vigente && data?.nombre.trim()) setNombre(data.nombre.trim());
      })
      .catch(() => undefined);
    return () => {
      vigente = false;
    };
  }, []);
  return nombre;
}

/**
 * The sign-in page (§2.2) with its own frame (the skip link and the `<main>` landmark), shown
 * both by the light entry (a cold visit to /login) and by the app's /login route (after signing
 * out or when the session expires).
 */
export function PaginaLogin({
  caducada,
  onSesionIniciada,
}: {
  /** The session expired: says so above the form. */
  caducada: boolean;
  onSesionIniciada: (sesion: Sesion) => void;
}) {
  const clinica = useNombreGuardado();
  return (
    <AppShell title={clinica}>
      <Login
        clinica={clinica}
        machine={maquina}
        onSesionIniciada={onSesionIniciada}
        recuperarHref="/recuperar-contrasena"
        aviso={
          caducada && (
            <InfoBox tone="warning">Tu sesión ha caducado. Inicia sesión de nuevo.</InfoBox>
          )
        }
      />
    </AppShell>
  );
}
