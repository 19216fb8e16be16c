import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

export const group = style({
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
  paddingBlock: vars.space.xxs,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

/**
 * The virtualized list: a fixed maximum height so the virtualizer knows its viewport, and no
 * padding (the layout adds it) so scroll positions match the rows.
 */
export const listBox = style({
  maxHeight: '300px',
  overflowY: 'auto',
  outline: 'none',
});
