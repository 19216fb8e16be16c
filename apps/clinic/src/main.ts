import './global.css';
import { datosDeLaPagina, pedirElCodigoDeLaPagina } from './codigoDeLaPagina';
import { esRutaDeEntrada, hayTokenGuardado, idGuardado, tokenGuardado } from './eleccion';
import { marcarLaEntradaDelHistorial } from './historial';
import IdiomaEnSegundoPlano from './idiomaEnSegundoPlano?worker&inline';
import { precargar } from './precarga';

// The entry holds only this choice: React, its renderer (./arranque) and the page's code are
// chunks the browser fetches side by side as soon as the entry runs, instead of one after the
// other behind a large entry (docs/rendimiento.md, 'Web').

// The browser's language data, loaded on another thread while the page fetches its files
// (src/idiomaEnSegundoPlano.ts): on the main thread it was the longest part of the app's start.
// Without workers, the page loads it itself when it first formats a date, as before.
try {
  new IdiomaEnSegundoPlano();
} catch {
  // Nothing is lost: see above.
}

// A cold visit to the sign-in page (or to `/`, which leads to it) loads only what signing in
// needs; every other address, or a visit with a session, loads the app.
if (esRutaDeEntrada(window.location.pathname) && !hayTokenGuardado()) {
  if (!window.location.pathname.startsWith('/login'))
    window.history.replaceState(null, '', '/login');
  void Promise.all([import('./arranque'), import('./entrada/Entrada')]).then(
    ([{ mostrarLaEntrada }, { Entrada }]) => mostrarLaEntrada(Entrada),
  );
} else if (document.getElementById('raiz')?.hasAttribute('data-primera-pantalla')) {
  // The HTML drew this page's first screen (apps/clinic/vite.config.ts, `primerasPantallas`):
  // the app is asked for once it is on screen, so that painting it waits for nothing else.
  requestAnimationFrame(() => setTimeout(cargarLaAplicacion));
} else {
  cargarLaAplicacion();
}

/**
 * Asks for the app, the page's code and its data, and shows the app. Each request is its own
 * task: asking for a file puts a link for each file it imports into the page, and the three
 * together held a slow phone's main thread for over 50 ms after the first screen was painted.
 */
function cargarLaAplicacion() {
  // What the first page waits for is asked first: small answers the page reads as it draws,
  // which behind a dozen files would wait for one of the browser's six connections.
  const { pathname } = window.location;
  const dePaginaConocida = !esRutaDeEntrada(pathname);
  abrirElAlmacenDeLaSesion();
  marcarLaEntradaDelHistorial();
  precargar(
    fetch,
    tokenGuardado(),
    dePaginaConocida ? datosDeLaPagina(pathname, idGuardado()) : [],
  );
  setTimeout(() => {
    const arranque = import('./arranque');
    // The router's files run only once the renderer and `base` have run, in a task of their
    // own: asked for with the renderer's, the two ran in one task when `base` arrived (19–27 ms
    // of a phone's CPU; docs/rendimiento.md, 'The sixteenth round'). The page's code, asked for
    // after the renderer's, brings what the router shares with it (`comun`) as early as before.
    if (dePaginaConocida) setTimeout(() => pedirElCodigoDeLaPagina(pathname));
    // '/' and /login with a session ask for no page's code (they lead to the role's home): the
    // router's files are asked for now.
    else import('./aplicacion').catch(() => undefined);
    void arranque.then(({ abrirLaAplicacion }) => setTimeout(() => void abrirLaAplicacion()));
  });
}

/**
 * The router reads the tab's sessionStorage as it starts (the view transitions it saved). The
 * first read of a page's sessionStorage waits for the browser's process to open it: done now,
 * before the page asks for a dozen files, it is quick; in the router's start it waited behind
 * them (20 ms of work stretched to 60 ms on a slow phone, in one task). Where storage is
 * refused, nothing is lost: the router does without it too.
 */
function abrirElAlmacenDeLaSesion() {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage disabled: the router catches the same error.
  }
}
