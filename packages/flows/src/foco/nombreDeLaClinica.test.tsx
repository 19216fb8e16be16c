// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NombreDeLaClinicaProvider, useNombreDeLaClinica } from './nombreDeLaClinica';

function Nombre() {
  return <p>{useNombreDeLaClinica()}</p>;
}

describe('el nombre de la clínica', () => {
  it("es el que da la aplicación, o 'Clínica' sin él", () => {
    const { unmount } = render(<Nombre />);
    expect(screen.getByText('Clínica')).toBeTruthy();
    unmount();
    render(
      <NombreDeLaClinicaProvider value="Clínica San Rafael">
        <Nombre />
      </NombreDeLaClinicaProvider>,
    );
    expect(screen.getByText('Clínica San Rafael')).toBeTruthy();
  });
});
