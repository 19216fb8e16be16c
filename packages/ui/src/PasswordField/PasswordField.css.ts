import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

/** The control box holds the input and the toggle, so the ring wraps both. */
export const group = style({
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
  paddingBlock: vars.space.xxs,
});

/** The input itself is borderless: the surrounding control draws the box. */
export const input = style({
  flex: 1,
  minWidth: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
});

export const toggle = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    // Pressed (password shown) is drawn as an inset outline too, not by the icon alone.
    '&[data-selected]': {
      backgroundColor: vars.color.primarySubtle,
      boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

/** The toggle's name shown on hover and focus, so the icon is never the only clue. */
export const tooltip = style({
  position: 'absolute',
  insetBlockEnd: 'calc(100% + 6px)',
  insetInlineEnd: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  opacity: 0,
  zIndex: vars.zIndex.overlay,
  selectors: {
    [`${toggle}[data-hovered] &, ${toggle}[data-focus-visible] &`]: { opacity: 1 },
  },
});
