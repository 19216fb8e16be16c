// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useIntentos } from './alTerminar';

/** Cada render confirmado: si se espera y qué intento lleva. */
function Paso({ esperando, vistos }: { esperando: boolean; vistos: string[] }) {
  const { intento } = useIntentos(esperando);
  useLayoutEffect(() => {
    vistos.push(`${esperando ? 'esperando' : 'editando'} ${intento}`);
  });
  return null;
}

describe('useIntentos', () => {
  it('cuenta el fin de una espera en el mismo render que lo muestra, una sola vez', () => {
    const vistos: string[] = [];
    const { rerender } = render(<Paso esperando={false} vistos={vistos} />);
    act(() => rerender(<Paso esperando vistos={vistos} />));
    act(() => rerender(<Paso esperando={false} vistos={vistos} />));
    // Ningún render confirmado muestra el fin de la espera con el intento de antes (el resumen de
    // errores recibiría el foco dos veces).
    expect(vistos).toEqual(['editando 0', 'esperando 0', 'editando 1']);
    act(() => rerender(<Paso esperando={false} vistos={vistos} />));
    expect(vistos.at(-1)).toBe('editando 1');
  });
});
