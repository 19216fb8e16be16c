import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

export const root = style({});

export const group = style({
  gap: vars.space.sm,
  paddingInlineEnd: vars.space.xs,
  paddingBlock: vars.space.xxs,
});

export const icon = style({ flexShrink: 0, color: vars.color.textMuted });

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  selectors: {
    // The browser's own clear button is hidden for every search box in theme/global.css.ts.
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    [`${root}[data-empty] &`]: { visibility: 'hidden' },
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
  },
});
