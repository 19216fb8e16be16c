// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findFieldControl, focusField } from './focusField';

describe('focusField', () => {
  it('focuses the control itself, the checked option of a group, or its first control', () => {
    render(
      <>
        <input id="nombre" aria-label="Nombre" />
        <div id="sexo" role="radiogroup" aria-label="Sexo">
          <input type="radio" name="sexo" aria-label="Hombre" />
          <input type="radio" name="sexo" aria-label="Mujer" defaultChecked />
        </div>
        {/* As a DateField's segments: spin buttons focusable only by their tabindex. */}
        <fieldset id="fecha" aria-label="Fecha">
          <span role="spinbutton" tabIndex={0} aria-label="día" aria-valuenow={1} />
          <span role="spinbutton" tabIndex={0} aria-label="mes" aria-valuenow={1} />
        </fieldset>
      </>,
    );
    expect(focusField('nombre')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    expect(focusField('sexo')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Mujer' })).toHaveFocus();
    expect(findFieldControl('fecha')).toBe(screen.getByRole('spinbutton', { name: 'día' }));
  });

  it('does nothing for an id that is not on the page or holds nothing focusable', () => {
    render(<p id="texto">Solo texto</p>);
    expect(focusField('no-existe')).toBe(false);
    expect(focusField('texto')).toBe(false);
    expect(findFieldControl('texto')).toBeNull();
  });
});
