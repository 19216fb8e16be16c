import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

export const modal = style({
  display: 'flex',
  width: '100%',
  maxWidth: '72rem',
  maxHeight: 'calc(100dvh - 2rem)',
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

// The title and the actions stay in view; only the image and its side panel scroll. On a phone
// (375 × 667) the whole window scrolling put 'Guardar y Salir' below the fold.
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  overflow: 'hidden',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBlockEnd: `${vars.border.width} solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  selectors: {
    '&[data-has-side]': { gridTemplateColumns: 'minmax(0, 3fr) minmax(16rem, 2fr)' },
  },
  '@media': {
    '(max-width: 720px)': {
      selectors: { '&[data-has-side]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
    },
  },
});

export const figure = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '12rem',
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  // Radiographs are read on dark backgrounds.
  backgroundColor: vars.color.text,
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70dvh',
  objectFit: 'contain',
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBlockStart: `${vars.border.width} solid ${vars.color.border}`,
});
