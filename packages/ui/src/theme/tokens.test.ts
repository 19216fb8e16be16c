import { describe, expect, it } from 'vitest';
import { contrastRatio, STATUS_PAIRS as statusPairs, TEXT_PAIRS as textPairs } from './contrast';
import { highContrastColors, lightColors } from './themes.css';

const themes = { claro: lightColors, 'alto contraste': highContrastColors };

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
