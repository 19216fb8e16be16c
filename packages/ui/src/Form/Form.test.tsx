// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { memo, useContext } from 'react';
import { FormContext, FormValidationContext } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { TextField } from '../TextField';
import { Form } from './Form';

describe('Form', () => {
  it('does not make the fields inside draw again when it is drawn again', () => {
    let dibujos = 0;
    // Reads what every react-aria field reads from its form.
    const Campo = memo(function Campo() {
      useContext(FormContext);
      useContext(FormValidationContext);
      dibujos += 1;
      return null;
    });
    const Pagina = ({ intento }: { intento: number }) => (
      <Form aria-label="Datos">
        <p>Intento {intento}</p>
        <Campo />
      </Form>
    );
    const { rerender } = render(<Pagina intento={1} />);
    rerender(<Pagina intento={2} />);
    rerender(<Pagina intento={3} />);
    expect(screen.getByText('Intento 3')).toBeInTheDocument();
    expect(dibujos).toBe(1);
  });

  it("hands its errors and its validation behaviour to react-aria's fields", () => {
    const { rerender } = render(
      <Form aria-label="Datos" validationErrors={{ nombre: 'El nombre es obligatorio.' }}>
        <TextField label="Nombre" name="nombre" isRequired />
      </Form>,
    );
    const campo = screen.getByRole('textbox', { name: 'Nombre' });
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(campo).toHaveAccessibleDescription(/^\s*El nombre es obligatorio\.\s*$/);
    // 'aria': the browser never blocks the submit, so the field is not natively required.
    expect(campo).not.toHaveAttribute('required');
    expect(screen.getByRole('form', { name: 'Datos' })).toHaveAttribute('novalidate');

    rerender(
      <Form aria-label="Datos" validationBehavior="native">
        <TextField label="Nombre" name="nombre" isRequired />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeRequired();
    expect(screen.getByRole('form', { name: 'Datos' })).not.toHaveAttribute('novalidate');
  });
});
