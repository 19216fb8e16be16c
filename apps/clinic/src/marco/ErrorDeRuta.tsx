import { ErrorDePagina, TEXTOS_ERROR_DE_PAGINA } from '@clinica/flows';
import { ClinicaProvider } from '@clinica/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { leerSesion } from '../sesion';
import { MarcoPublico } from './MarcoPublico';
import { useTituloDocumento } from './useTituloDocumento';

/**
 * Every route's error element: a page that throws while it renders, or whose code
 * does not arrive (a chunk gone after a deployment, the network down), shows the kit's Spanish
 * error screen instead of react-router's English developer page, and the error goes to the
 * console. The server has no endpoint for client errors, so the console is where it is logged.
 *
 * It replaces the whole app, frames and providers included, so it brings its own provider and
 * reads the session from storage. Its provider has no router: 'Volver al inicio' loads the
 * page afresh, which brings the deployment's current code and leaves any broken state behind.
 */
export function ErrorDeRuta() {
  const error = useRouteError();
  useEffect(() => {
    console.error('No se ha podido mostrar la página', window.location.pathname, error);
  }, [error]);
  useTituloDocumento(TEXTOS_ERROR_DE_PAGINA.titulo);
  return (
    <ClinicaProvider>
      <MarcoPublico>
        <ErrorDePagina rol={leerSesion()?.rol ?? null} />
      </MarcoPublico>
    </ClinicaProvider>
  );
}
