// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocoAlCambiar } from './foco';

/** A step: its heading takes the focus on each new `paso`, once it is painted. */
function Paso({ paso }: { paso: string }) {
  const titulo = useRef<HTMLHeadingElement>(null);
  useFocoAlCambiar(() => titulo.current, paso);
  return (
    <>
      <h1 ref={titulo} tabIndex={-1}>
        {paso}
      </h1>
      <input aria-label="DNI del paciente" />
    </>
  );
}

/**
 * The frames and the tasks after them are run by hand: the test says when the next paint comes
 * and what runs after it.
 */
function fotogramasAMano() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const pendientes = new Map<number, FrameRequestCallback>();
  let siguiente = 1;
  vi.stubGlobal('requestAnimationFrame', (llamada: FrameRequestCallback) => {
    pendientes.set(siguiente, llamada);
    return siguiente++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => pendientes.delete(id));
  return () => {
    const ahora = [...pendientes.values()];
    pendientes.clear();
    for (const llamada of ahora) llamada(0);
    vi.runOnlyPendingTimers();
  };
}

describe('useFocoAlCambiar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('lleva el foco al título del paso nuevo una vez pintado, no antes', () => {
    const fotograma = fotogramasAMano();
    const { rerender } = render(<Paso paso="Búsqueda del paciente" />);
    // The frame's own callbacks run before its paint: the focus waits for the task after it.
    let enElFotograma: Element | null = null;
    requestAnimationFrame(() => {
      enElFotograma = document.activeElement;
    });
    act(() => fotograma());
    expect(enElFotograma).toBe(document.body);
    expect(document.activeElement).toBe(screen.getByRole('heading'));
    rerender(<Paso paso="Asignar datos" />);
    screen.getByRole('textbox').blur();
    act(() => fotograma());
    expect(document.activeElement).toHaveTextContent('Asignar datos');
  });

  it('no quita el foco a quien ya ha entrado en un campo antes de ese fotograma', () => {
    const fotograma = fotogramasAMano();
    render(<Paso paso="Búsqueda del paciente" />);
    const dni = screen.getByRole('textbox', { name: 'DNI del paciente' });
    dni.focus();
    act(() => fotograma());
    expect(document.activeElement).toBe(dni);
  });
});
