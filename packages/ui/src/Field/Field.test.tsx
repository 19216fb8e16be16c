// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { Form } from '../Form';
import { TextField } from '../TextField';

const ERROR = { nombre: 'El nombre es obligatorio.' };

describe('Field', () => {
  it('draws a field no more than its validation needs: once at first, twice to turn invalid', () => {
    let dibujos = 0;
    const contar = () => {
      dibujos += 1;
    };
    const Pagina = ({ errores }: { errores?: Record<string, string> }) => (
      <Form aria-label="Datos" validationErrors={errores}>
        <Profiler id="campo" onRender={contar}>
          <TextField label="Nombre" name="nombre" />
        </Profiler>
      </Form>
    );
    const { rerender } = render(<Pagina />);
    // react-aria looks for the description and error elements after each render; when one it
    // linked is gone, or one it did not is there, it draws the field again: with elements that
    // come and go, 2 renders here and 3 more below.
    expect(dibujos).toBe(1);
    // The form's new errors, then the field's validation taking them.
    rerender(<Pagina errores={ERROR} />);
    expect(dibujos).toBe(3);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the description and the error in the page, hidden and unread while empty', () => {
    const { rerender } = render(
      <Form aria-label="Datos">
        <TextField label="Nombre" name="nombre" />
      </Form>,
    );
    const campo = screen.getByRole('textbox', { name: 'Nombre' });
    const ids = campo.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const elemento = document.getElementById(id);
      expect(elemento).toHaveAttribute('hidden');
      expect(elemento).toBeEmptyDOMElement();
    }
    expect(campo).toHaveAccessibleDescription(/^\s*$/);

    rerender(
      <Form aria-label="Datos" validationErrors={ERROR}>
        <TextField label="Nombre" name="nombre" description="Como en el DNI." />
      </Form>,
    );
    // The same elements, now shown: the ids the control points to have not changed.
    expect(campo.getAttribute('aria-describedby')).toBe(ids.join(' '));
    expect(document.getElementById(ids[0] ?? '')).not.toHaveAttribute('hidden');
    expect(document.getElementById(ids[1] ?? '')).not.toHaveAttribute('hidden');
    expect(campo).toHaveAccessibleDescription('Como en el DNI. El nombre es obligatorio.');
  });

  it('hides the error of an invalid field with no message to give', () => {
    render(<TextField label="Nombre" isInvalid errorMessage="" />);
    const campo = screen.getByRole('textbox', { name: 'Nombre' });
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    const error = document.getElementById(
      campo.getAttribute('aria-describedby')?.split(' ')[1] ?? '',
    );
    expect(error).toHaveAttribute('hidden');
    expect(error).toBeEmptyDOMElement();
  });
});
