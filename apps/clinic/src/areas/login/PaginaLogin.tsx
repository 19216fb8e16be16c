import { actoresLogin, Login, loginMachine, type Sesion } from '@clinica/flows';
import { AppShell, InfoBox } from '@clinica/ui';
import { cliente } from '../../api';

const maquina = loginMachine.provide({ actors: actoresLogin(cliente) });

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
  return (
    <AppShell>
      <Login
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
