import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '40rem',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  backgroundColor: vars.color.successSubtle,
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
});

export const icon = style({ color: vars.color.success });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  borderRadius: vars.radius.sm,
  selectors: {
    // Focused by script, not by the user: no ring unless the keyboard is in use.
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const reference = style({ margin: 0, fontSize: vars.fontSize.lg });

export const referenceValue = style({
  display: 'block',
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  fontFamily: vars.font.mono,
  letterSpacing: '0.05em',
});

export const next = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const nextHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
