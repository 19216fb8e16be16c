import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** The button, with its help and its failure under it. */
export const descarga = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

/** What the button downloads: a hint, as a field's description reads, in the button's column. */
export const ayuda = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  maxWidth: '65ch',
});

export const fallo = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  maxWidth: '65ch',
});
