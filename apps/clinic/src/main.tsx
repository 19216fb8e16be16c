import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { esRutaDeEntrada, leerSesion, TRAS_INICIAR_SESION } from './sesion';

const raiz = document.getElementById('raiz');
if (!raiz) throw new Error('Falta el elemento #raiz en index.html.');
const root = createRoot(raiz);

/**
 * Loads the app and shows it; with `destino`, once the router has opened that address (its
 * lazy modules loaded), so the sign-in page stays on screen until the next page is ready, as a
 * navigation inside the app does.
 */
async function abrirLaAplicacion(destino?: string) {
  const { Aplicacion, crearEnrutador } = await import('./aplicacion');
  const enrutador = crearEnrutador();
  if (destino) await enrutador.navigate(destino, { replace: true, state: TRAS_INICIAR_SESION });
  root.render(
    <StrictMode>
      <Aplicacion enrutador={enrutador} />
    </StrictMode>,
  );
}

// A cold visit to the sign-in page (or to `/`, which leads to it) loads only what signing in
// needs (issue 14); every other address, or a visit with a session, loads the app.
if (esRutaDeEntrada(window.location.pathname) && !leerSesion()) {
  if (!window.location.pathname.startsWith('/login'))
    window.history.replaceState(null, '', '/login');
  let entrando = false;
  const entrar = (destino: string) => {
    if (entrando) return;
    entrando = true;
    void abrirLaAplicacion(destino);
  };
  import('./entrada/Entrada').then(({ Entrada }) =>
    root.render(
      <StrictMode>
        <Entrada entrar={entrar} />
      </StrictMode>,
    ),
  );
} else {
  void abrirLaAplicacion();
}
