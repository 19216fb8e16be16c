import { inicioDelRol } from '@clinica/flows';
import { ClinicaProvider } from '@clinica/ui';
import { useEffect } from 'react';
import { PaginaLogin } from '../areas/login/PaginaLogin';
import { destinoTrasIniciar, guardarSesion, leerSesion, sesionDelServidor } from '../sesion';

/**
 * A cold visit to /login without a session: the sign-in page alone, without the app's router,
 * server cache or frames, which load only once there is someone to show them to. `entrar`
 * loads the app and opens `destino` in it (the page to return to, or the role's home), as the
 * app's own /login does.
 */
export function Entrada({ entrar }: { entrar: (destino: string) => void }) {
  const parametros = new URLSearchParams(window.location.search);
  useEffect(() => {
    // Another tab signing in opens this tab's home too, as the app's /login does.
    const alCambiarOtraPestana = (event: StorageEvent) => {
      const sesion = event.key === 'token_usuario' || event.key === null ? leerSesion() : null;
      if (sesion) entrar(inicioDelRol(sesion.rol));
    };
    window.addEventListener('storage', alCambiarOtraPestana);
    return () => window.removeEventListener('storage', alCambiarOtraPestana);
  }, [entrar]);

  return (
    <ClinicaProvider locale="es-ES">
      <PaginaLogin
        caducada={parametros.get('motivo') === 'caducada'}
        onSesionIniciada={(respuesta) => {
          const sesion = sesionDelServidor(respuesta);
          guardarSesion(sesion);
          entrar(destinoTrasIniciar(sesion, parametros.get('volver')));
        }}
      />
    </ClinicaProvider>
  );
}
