import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

/** A thick danger border frames the summary, so it stands out without relying on its colour. */
export const summary = style({
  padding: vars.space.lg,
  border: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus': focusRing, '&:focus-visible': focusRing },
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const icon = style({ flexShrink: 0, color: vars.color.danger });

export const description = style({ margin: `0 0 ${vars.space.md}` });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '3px' },
    '&:focus-visible': { ...focusRing, outlineOffset: '1px' },
  },
});
