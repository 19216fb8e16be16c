import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The trigger: a field box with the value on the left and the chevron on the right. */
export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-pressed]': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

/** The overlay of a select or combo box; as wide as its trigger (react-aria's variable). */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
  outline: 'none',
  overflow: 'hidden',
});

export const listBox = style({
  maxHeight: '300px',
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    // Keyboard focus is also drawn as an inset outline, not only a tint.
    '&[data-focus-visible]': {
      boxShadow: `inset 0 0 0 ${vars.border.focusWidth} ${vars.color.focusRing}`,
    },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const itemLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The check mark of the selected option: selection is not told by weight alone. */
export const check = style({ flexShrink: 0, color: vars.color.primary });

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
