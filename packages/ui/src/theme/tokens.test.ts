import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { highContrastColors, lightColors } from './themes.css';

const themes = { claro: lightColors, 'alto contraste': highContrastColors };

/** Text/background pairs that the components actually put together. */
const textPairs = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'primaryPressed'],
  ['primary', 'surface'],
  ['primary', 'primarySubtle'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['danger', 'surface'],
  ['danger', 'dangerSubtle'],
  ['success', 'successSubtle'],
  ['warning', 'warningSubtle'],
  ['info', 'infoSubtle'],
  ['link', 'surface'],
  ['disabledText', 'disabledSurface'],
  ['onSidebar', 'sidebar'],
  ['onSidebar', 'sidebarActive'],
] as const;

const statusPairs = [
  ['enCursoText', 'enCursoBg'],
  ['cumplidaText', 'cumplidaBg'],
  ['canceladaText', 'canceladaBg'],
  ['pendienteText', 'pendienteBg'],
  ['resueltaText', 'resueltaBg'],
] as const;

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b5cad', '#0b5cad')).toBe(1);
  });
});

describe.each(Object.entries(themes))('tema %s', (_, theme) => {
  it.each(textPairs)('%s sobre %s cumple AA (4.5:1)', (fg, bg) => {
    expect(contrastRatio(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(statusPairs)('%s sobre %s cumple AA (4.5:1)', (fg, bg) => {
    expect(contrastRatio(theme.status[fg], theme.status[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('el anillo de foco contrasta 3:1 con la superficie', () => {
    expect(contrastRatio(theme.color.focusRing, theme.color.surface)).toBeGreaterThanOrEqual(3);
  });
});
