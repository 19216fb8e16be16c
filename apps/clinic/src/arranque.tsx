import { type ComponentType, type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Enrutador } from './enrutador';
import { TRAS_INICIAR_SESION } from './sesion';

let raizDeReact: Root | undefined;

/**
 * Renders at transition priority: React then builds the first page in slices of a few
 * milliseconds and lets the browser answer between them, instead of one long task that holds a
 * slow phone's main thread (docs/rendimiento.md, 'Web'). Nothing is on screen before, so
 * nothing waits longer.
 */
export function mostrar(pagina: ReactNode) {
  if (!raizDeReact) {
    const raiz = document.getElementById('raiz');
    if (!raiz) throw new Error('Falta el elemento #raiz en index.html.');
    raizDeReact = createRoot(raiz);
  }
  const root = raizDeReact;
  startTransition(() => root.render(<StrictMode>{pagina}</StrictMode>));
}

/**
 * Loads the app and shows it; with `destino`, once the router has opened that address (its
 * lazy modules loaded), so the sign-in page stays on screen until the next page is ready, as a
 * navigation inside the app does.
 */
export async function abrirLaAplicacion(destino?: string) {
  const { Aplicacion, crearEnrutador } = await import('./aplicacion');
  const enrutador = crearEnrutador();
  // Reading the route table and starting the first navigation, each in its own task
  // (src/enrutador.ts).
  await otraTarea();
  enrutador.initialize();
  if (destino) await enrutador.navigate(destino, { replace: true, state: TRAS_INICIAR_SESION });
  // Until the router has the address's modules it draws nothing: what the HTML shows
  // ('Cargando…', or the page's first screen) stays until the page can take its place.
  else await inicializado(enrutador);
  mostrar(<Aplicacion enrutador={enrutador} />);
}

/** Waits for the browser's next task: what follows does not lengthen the task that called. */
function otraTarea(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** When the router has loaded the modules of the address it opened at. */
function inicializado(enrutador: Enrutador) {
  return new Promise<void>((resolve) => {
    if (enrutador.state.initialized) return resolve();
    const dejar = enrutador.subscribe((estado) => {
      if (!estado.initialized) return;
      dejar();
      resolve();
    });
  });
}

/**
 * The light sign-in page; signing in opens the app at `destino` once (a second press while it
 * loads does nothing).
 */
export function mostrarLaEntrada(Entrada: ComponentType<{ entrar: (destino: string) => void }>) {
  let entrando = false;
  const entrar = (destino: string) => {
    if (entrando) return;
    entrando = true;
    void abrirLaAplicacion(destino);
  };
  mostrar(<Entrada entrar={entrar} />);
}
