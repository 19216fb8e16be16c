// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { afterNextPaint } from '../afterNextPaint';
import { ErrorSummary, type ErrorSummaryError } from './ErrorSummary';

const errores: ErrorSummaryError[] = [{ fieldId: 'nombre', message: 'El nombre es obligatorio.' }];
/** Two paints: the summary focuses once its render is painted. */
const frames = () =>
  act(() => new Promise<void>((resolve) => afterNextPaint(() => afterNextPaint(resolve))));

function Pagina(props: Parameters<typeof ErrorSummary>[0]) {
  return (
    <>
      <ErrorSummary {...props} />
      <input id="nombre" aria-label="Nombre" />
    </>
  );
}

afterEach(() => {
  document.title = '';
});

describe('ErrorSummary', () => {
  it('without focusKey, takes focus again for a new array with the same errors', async () => {
    const { rerender } = render(<Pagina errors={errores} />);
    const resumen = screen.getByRole('alert').parentElement as HTMLElement;
    await waitFor(() => expect(resumen).toHaveFocus());
    screen.getByRole('textbox', { name: 'Nombre' }).focus();
    rerender(<Pagina errors={[...errores]} />);
    await waitFor(() => expect(resumen).toHaveFocus());
  });

  it('with focusKey, arrays rebuilt on every render never take focus; a new key does', async () => {
    const { rerender } = render(<Pagina errors={[...errores]} focusKey={1} />);
    const resumen = screen.getByRole('alert').parentElement as HTMLElement;
    await waitFor(() => expect(resumen).toHaveFocus());
    const campo = screen.getByRole('textbox', { name: 'Nombre' });
    campo.focus();
    rerender(<Pagina errors={[...errores]} focusKey={1} />);
    rerender(<Pagina errors={[]} focusKey={1} />);
    rerender(<Pagina errors={[...errores]} focusKey={1} />);
    await frames();
    expect(campo).toHaveFocus();
    rerender(<Pagina errors={[...errores]} focusKey={2} />);
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
  });

  it('shows a message of no field alone, and focuses when it changes', async () => {
    const { rerender } = render(<Pagina errors={[]} message="Sin conexión." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sin conexión.');
    expect(screen.queryByRole('link')).toBeNull();
    const resumen = screen.getByRole('alert').parentElement as HTMLElement;
    await waitFor(() => expect(resumen).toHaveFocus());
    screen.getByRole('textbox', { name: 'Nombre' }).focus();
    rerender(<Pagina errors={[]} message="Demasiados intentos." />);
    await waitFor(() => expect(resumen).toHaveFocus());
  });

  it('owns the page title only when given documentTitle, written after the paint', async () => {
    document.title = 'De la aplicación';
    const { rerender, unmount } = render(<Pagina errors={errores} />);
    await frames();
    expect(document.title).toBe('De la aplicación');
    rerender(<Pagina errors={errores} documentTitle="Datos · Clínica" />);
    // Not inside the frame that shows the errors: once it is painted.
    expect(document.title).toBe('De la aplicación');
    await waitFor(() => expect(document.title).toBe('Error: Datos · Clínica'));
    rerender(<Pagina errors={[]} documentTitle="Datos · Clínica" />);
    await waitFor(() => expect(document.title).toBe('Datos · Clínica'));
    rerender(
      <Pagina errors={errores} documentTitle="Datos · Clínica" errorTitlePrefix="Aviso: " />,
    );
    await waitFor(() => expect(document.title).toBe('Aviso: Datos · Clínica'));
    // Gone before its title was written: the page keeps its own, with no 'Error: ' left over.
    rerender(<Pagina errors={errores} documentTitle="Otra · Clínica" />);
    unmount();
    expect(document.title).toBe('Otra · Clínica');
    await frames();
    expect(document.title).toBe('Otra · Clínica');
  });

  it('passes its id and ref to the focusable box', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Pagina errors={errores} id="resumen" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('alert').parentElement);
    expect(ref.current).toHaveAttribute('id', 'resumen');
    expect(ref.current).toHaveAttribute('tabindex', '-1');
  });
});
