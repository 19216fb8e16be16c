/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = Number.parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text/background pairs that the components put together: each meets AA (4.5:1) in every theme. */
export const TEXT_PAIRS = [
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

/** The appointment and incident states' text on their background. */
export const STATUS_PAIRS = [
  ['enCursoText', 'enCursoBg'],
  ['cumplidaText', 'cumplidaBg'],
  ['canceladaText', 'canceladaBg'],
  ['noPresentadaText', 'noPresentadaBg'],
  ['pendienteText', 'pendienteBg'],
  ['resueltaText', 'resueltaBg'],
] as const;
