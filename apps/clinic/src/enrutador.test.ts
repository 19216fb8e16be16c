// @vitest-environment jsdom
import { isValidElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { crearEnrutadorSinEmpezar, type Enrutador } from './enrutador';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function Ficha() {
  return null;
}

/** A table shaped as the app's: lazy guards and frames, index routes, splats, a catch-all. */
const tabla = (): RouteObject[] => [
  {
    id: 'raiz',
    errorElement: 'error',
    children: [
      { index: true, element: 'portada' },
      { path: 'login', lazy: async () => ({ element: 'login' }) },
      {
        path: 'medico',
        lazy: async () => ({ element: 'guardia' }),
        children: [
          {
            lazy: async () => ({ element: 'marco' }),
            children: [
              { index: true, lazy: async () => ({ element: 'inicio' }) },
              { path: 'diagnostico/*', lazy: async () => ({ element: 'asistente' }) },
              { path: 'pacientes/:id', lazy: async () => ({ Component: Ficha }) },
              { path: '*', lazy: async () => ({ element: 'no encontrada' }) },
            ],
          },
        ],
      },
      { path: '*', element: 'fuera' },
    ],
  },
];

/** What a started router shows: where it is, what it matched, each route's element. */
const estado = (enrutador: Enrutador) => ({
  initialized: enrutador.state.initialized,
  location: {
    pathname: enrutador.state.location.pathname,
    search: enrutador.state.location.search,
    state: enrutador.state.location.state,
  },
  historyAction: enrutador.state.historyAction,
  matches: enrutador.state.matches.map((m) => ({
    id: m.route.id,
    params: m.params,
    element: isValidElement(m.route.element) ? m.route.element.type : m.route.element,
    Component: m.route.Component,
    hasErrorBoundary: m.route.hasErrorBoundary,
  })),
  historyState: window.history.state === null ? null : { idx: window.history.state.idx },
});

async function empezado(enrutador: Enrutador) {
  if (!enrutador.state.initialized)
    await new Promise<void>((resolve) => {
      const dejar = enrutador.subscribe((s) => {
        if (s.initialized) {
          dejar();
          resolve();
        }
      });
    });
  return enrutador;
}

describe('crearEnrutadorSinEmpezar', () => {
  it('does not start until initialize(): no navigation, nothing loaded', () => {
    window.history.replaceState(null, '', '/medico/diagnostico/paso');
    const enrutador = crearEnrutadorSinEmpezar(tabla());
    expect(enrutador.state.initialized).toBe(false);
    expect(enrutador.state.navigation.state).toBe('idle');
    expect(enrutador.state.matches.map((m) => m.route.element)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    enrutador.dispose();
  });

  it.each([
    '/',
    '/login',
    '/medico',
    '/medico/diagnostico/paciente?cita=7',
    '/medico/pacientes/12',
    '/medico/nada/de/esto',
    '/otra',
  ])('started, is the router createBrowserRouter makes at %s', async (direccion) => {
    window.history.replaceState(null, '', direccion);
    const suyo = await empezado(createBrowserRouter(tabla()));
    const esperado = estado(suyo);
    const rutasSuyas = JSON.stringify(suyo.routes);
    suyo.dispose();

    window.history.replaceState(null, '', direccion);
    const nuestro = crearEnrutadorSinEmpezar(tabla());
    nuestro.initialize();
    await empezado(nuestro);
    expect(estado(nuestro)).toEqual(esperado);
    expect(esperado.matches.length).toBeGreaterThan(0);
    expect(JSON.stringify(nuestro.routes)).toBe(rutasSuyas);
    nuestro.dispose();
  });

  it('follows the address bar once started, as createBrowserRouter does', async () => {
    window.history.replaceState(null, '', '/medico');
    const enrutador = crearEnrutadorSinEmpezar(tabla());
    enrutador.initialize();
    await empezado(enrutador);
    await enrutador.navigate('/medico/pacientes/3');
    expect(window.location.pathname).toBe('/medico/pacientes/3');
    expect(enrutador.state.matches.at(-1)?.params).toEqual({ id: '3' });
    window.history.back();
    await new Promise<void>((resolve) => {
      const dejar = enrutador.subscribe((s) => {
        if (s.location.pathname === '/medico' && s.navigation.state === 'idle') {
          dejar();
          resolve();
        }
      });
    });
    expect(enrutador.state.historyAction).toBe('POP');
    enrutador.dispose();
  });
});
