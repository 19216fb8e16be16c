import { focusRing, vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const resumen = style({
  padding: vars.space.lg,
  border: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  ':focus': { outline: 'none' },
  selectors: { '&:focus-visible': focusRing },
});

export const titulo = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const general = style({ margin: 0, marginBlockEnd: vars.space.sm });

export const lista = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const enlace = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing },
});
