// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('draws its options once when it mounts: no second drawing within the first commit', () => {
    // react-aria's radio looks for its description once in the page and, finding none, drew
    // every option again at once, in the commit's task (docs/rendimiento.md).
    const fases: string[] = [];
    render(
      <Profiler id="sexo" onRender={(_, fase) => fases.push(fase)}>
        <RadioGroup label="Sexo" orientation="horizontal">
          <Radio value="Hombre">Hombre</Radio>
          <Radio value="Mujer">Mujer</Radio>
          <Radio value="No consta">No consta</Radio>
        </RadioGroup>
      </Profiler>,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(fases).toEqual(['mount']);
  });

  it('names each option by its label and selects it from the label or the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup label="Turno">
        <Radio value="manana">Mañana</Radio>
        <Radio value="tarde">Tarde</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Turno' })).toBeInTheDocument();
    await user.click(screen.getByText('Mañana'));
    expect(screen.getByRole('radio', { name: 'Mañana' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Tarde' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tarde' })).toHaveFocus();
  });
});
