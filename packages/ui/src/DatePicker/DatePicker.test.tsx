// @vitest-environment jsdom
import { CalendarDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClinicaProvider } from '../ClinicaProvider/ClinicaProvider';
import { DatePicker } from './DatePicker';

const dia = new CalendarDate(2027, 6, 30);

describe('DatePicker', () => {
  it('draws its outline first and the field in a render of its own, never within the first commit', () => {
    // react-aria's date picker draws itself again in the layout effects of the commit it mounts
    // in; in a page's first commit that took the page's effects into the same task
    // (docs/rendimiento.md). The second drawing now follows the field's own commit.
    const fases: string[] = [];
    render(
      <ClinicaProvider>
        <Profiler id="dia" onRender={(_, fase) => fases.push(fase)}>
          <DatePicker label="Día" value={dia} />
        </Profiler>
      </ClinicaProvider>,
    );
    expect(fases.slice(0, 2)).toEqual(['mount', 'update']);
    expect(screen.getByRole('group', { name: 'Día' })).toBeInTheDocument();
    expect(screen.getAllByRole('spinbutton').map((s) => s.textContent)).toEqual([
      '30',
      '06',
      '2027',
    ]);
  });

  it('outlines the same label, date and button where the field will be', () => {
    const html = renderToStaticMarkup(<DatePicker label="Fecha de nacimiento" value={dia} />);
    const caja = document.createElement('div');
    caja.innerHTML = html;
    expect(caja.querySelector('label')?.textContent).toBe('Fecha de nacimiento');
    expect(caja.textContent).toContain('30/06/2027');
    expect(caja.querySelector('button')?.getAttribute('aria-label')).toBe('Abrir calendario');
    const vacio = renderToStaticMarkup(<DatePicker label="Fecha de nacimiento" />);
    expect(vacio).toContain('dd');
    expect(vacio).toContain('aaaa');
  });
});
