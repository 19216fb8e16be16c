// @vitest-environment jsdom
import { CalendarDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { Calendar } from './Calendar';

const dia = new CalendarDate(2026, 3, 12);

describe('Calendar', () => {
  it('draws its month once when it mounts: no second drawing within the first commit', () => {
    // Without an element for its error, react-aria drew the 42 days again at once, in the
    // commit's task, which took the page's effects with it (docs/rendimiento.md).
    const fases: string[] = [];
    render(
      <Profiler id="calendario" onRender={(_, fase) => fases.push(fase)}>
        <Calendar aria-label="Día" defaultFocusedValue={dia} />
      </Profiler>,
    );
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(fases).toEqual(['mount']);
  });

  it('shows its error only when it has one, and the days name it while invalid', () => {
    const { rerender } = render(<Calendar aria-label="Día" value={dia} />);
    const error = 'Elige un día laborable.';
    expect(screen.queryByText(error)).toBeNull();
    rerender(<Calendar aria-label="Día" value={dia} isInvalid errorMessage={error} />);
    const texto = screen.getByText(error);
    expect(texto).toBeVisible();
    const dia12 = screen.getAllByRole('button').find((boton) => boton.textContent === '12');
    const descrito = dia12?.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(descrito).toContain(texto.parentElement?.id);
  });
});
