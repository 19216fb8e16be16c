// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRespuestaDiferida } from './useRespuestaDiferida';

/** Each render's value, in order: what the page would show, render by render. */
function Registro({
  clave,
  datos,
  vistos,
}: {
  clave: string;
  datos: number[] | undefined;
  vistos: (number[] | undefined)[];
}) {
  vistos.push(useRespuestaDiferida(clave, datos));
  return null;
}

describe('useRespuestaDiferida', () => {
  it('shows the first answer at once, a new answer first as the old one, then the new', async () => {
    const vistos: (number[] | undefined)[] = [];
    const primera = [1];
    const segunda = [2];
    const { rerender } = render(<Registro clave="2026-12-01" datos={primera} vistos={vistos} />);
    expect(vistos).toEqual([primera]);
    vistos.length = 0;
    await act(async () => {
      rerender(<Registro clave="2026-12-01" datos={segunda} vistos={vistos} />);
    });
    // The urgent render keeps the old answer (React can skip the page), the deferred one brings
    // the new.
    expect(vistos[0]).toBe(primera);
    expect(vistos.at(-1)).toBe(segunda);
  });

  it("never shows one key's answer under another key: loading, then the new answer", async () => {
    const vistos: (number[] | undefined)[] = [];
    const deUnDia = [1, 2, 3];
    const deOtro = [4];
    const { rerender } = render(<Registro clave="2026-12-01" datos={deUnDia} vistos={vistos} />);
    vistos.length = 0;
    await act(async () => {
      rerender(<Registro clave="2026-12-02" datos={deOtro} vistos={vistos} />);
    });
    expect(vistos[0]).toBeUndefined();
    expect(vistos).not.toContain(deUnDia);
    expect(vistos.at(-1)).toBe(deOtro);
  });
});
