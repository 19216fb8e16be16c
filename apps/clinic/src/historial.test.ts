// @vitest-environment jsdom
import { createBrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marcarLaEntradaDelHistorial } from './historial';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('marcarLaEntradaDelHistorial', () => {
  it('numbers a fresh entry as react-router does, keeping what its state held', () => {
    window.history.replaceState({ otro: 1 }, '', '/medico');
    marcarLaEntradaDelHistorial();
    expect(window.history.state).toEqual({ otro: 1, idx: 0 });
    expect(window.location.pathname).toBe('/medico');
  });

  it('leaves an entry the router has numbered (a reload, a step back)', () => {
    window.history.replaceState({ idx: 3, key: 'k' }, '', '/medico');
    const escribir = vi.spyOn(window.history, 'replaceState');
    marcarLaEntradaDelHistorial();
    expect(escribir).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ idx: 3, key: 'k' });
  });

  it('spares react-router its own write when it starts on the entry', () => {
    window.history.replaceState(null, '', '/medico');
    marcarLaEntradaDelHistorial();
    const escribir = vi.spyOn(window.history, 'replaceState');
    const enrutador = createBrowserRouter([{ path: '/medico', element: null }]);
    expect(escribir).not.toHaveBeenCalled();
    expect(enrutador.state.location.pathname).toBe('/medico');
    enrutador.dispose();
  });

  it('is the write react-router would make on a fresh entry', () => {
    window.history.replaceState(null, '', '/medico');
    const escribir = vi.spyOn(window.history, 'replaceState');
    const enrutador = createBrowserRouter([{ path: '/medico', element: null }]);
    expect(escribir).toHaveBeenCalledTimes(1);
    const escrito = window.history.state;
    enrutador.dispose();
    window.history.replaceState(null, '', '/medico');
    marcarLaEntradaDelHistorial();
    expect(window.history.state).toEqual(escrito);
  });
});
