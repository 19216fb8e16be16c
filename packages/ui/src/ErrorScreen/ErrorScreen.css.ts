import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: '40rem',
  padding: `${vars.space.xxl} 0`,
  color: vars.color.text,
});

export const icon = style({ color: vars.color.danger });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const message = style({ margin: 0, fontSize: vars.fontSize.lg });
