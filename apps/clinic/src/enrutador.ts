import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type createBrowserRouter,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router';

export type Enrutador = ReturnType<typeof createBrowserRouter>;

/**
 * react-router's `createBrowserRouter` in its two halves, so that each can be a task of its own:
 * this one reads the route table (flattens and ranks every branch, matches the address), and
 * `enrutador.initialize()` starts the first navigation (matches again, asks for the lazy
 * modules). In one call they took 17–22 ms of CPU on every signed-in page, four times that on
 * Lighthouse's phone, whose TBT counts every task over 50 ms (docs/rendimiento.md, 'The
 * sixteenth round'). The same router, built as `createBrowserRouter` builds it (react-router 7's
 * own exports for it; the app renders no HTML on a server, so there is no hydration data to
 * read): enrutador.test.ts checks that both reach the same routes and the same state.
 */
export function crearEnrutadorSinEmpezar(rutas: RouteObject[]): Enrutador {
  return createRouter({
    history: createBrowserHistory({ window }),
    routes: rutas,
    mapRouteProperties,
    hydrationRouteProperties,
    window,
  });
}
