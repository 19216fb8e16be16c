/**
 * Raw design tokens. Only the themes read these; components read `vars`.
 * Every foreground/background pair used together meets WCAG AA (4.5:1 for text);
 * `tokens.test.ts` computes the ratios so a change that breaks one fails.
 */
export const palette = {
  white: '#ffffff',
  grey50: '#f6f7f9',
  grey100: '#eef0f3',
  grey200: '#dde1e7',
  grey400: '#8a94a3',
  grey600: '#4a5565',
  grey700: '#374151',
  grey900: '#1a2330',
  black: '#000000',
  blue50: '#e8f1fb',
  blue600: '#0b5cad',
  blue700: '#094b8e',
  blue800: '#073b70',
  teal900: '#0f3b4a',
  teal800: '#17505f',
  red50: '#fdecea',
  red700: '#b42318',
  red800: '#912018',
  red900: '#7a1a12',
  green50: '#e7f6ec',
  green800: '#166534',
  amber50: '#fff5d6',
  amber900: '#713f12',
  yellowRow: '#fdf0c2',
  greenRow: '#d9f2e1',
  redRow: '#fbdcdc',
  orangeRow: '#ffe6cc',
  orange900: '#7c2d12',
  blueRow: '#dbe8fb',
  blue900: '#1e3a8a',
} as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radius = { none: '0', sm: '4px', md: '6px', lg: '10px', pill: '999px' } as const;

export const font = {
  // System fonts only: nothing is fetched from another origin (docs/decisiones.md (20)).
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  xxxl: '2.25rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;
export const lineHeight = { tight: '1.25', normal: '1.5' } as const;

export const shadow = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
} as const;

export const zIndex = {
  base: '0',
  sticky: '10',
  sidebar: '20',
  overlay: '100',
  modal: '110',
  toast: '120',
} as const;
