import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  flex: 1,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    // Intl gives 'diciembre de 2026'; a heading starts with a capital.
    '&::first-letter': { textTransform: 'uppercase' },
  },
});

export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const headerCell = style({
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const cell = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  margin: '1px',
  borderRadius: vars.radius.pill,
  border: `${vars.border.width} solid transparent`,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': focusRing,
    // Today: a ring and bold figures, so it is told by shape and weight, not by colour alone.
    '&[data-today]': {
      borderColor: vars.color.text,
      borderWidth: '2px',
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-today][data-selected]': {
      boxShadow: `inset 0 0 0 2px ${vars.color.onPrimary}`,
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'default' },
    // Unavailable days are struck through, not just greyed: a closed day, and a day outside
    // `minValue`/`maxValue` (a past day when booking) in a calendar that is itself usable.
    [`${calendar}:not([data-disabled]) &[data-disabled]:not([data-outside-month]), &[data-unavailable]`]:
      {
        color: vars.color.textMuted,
        textDecoration: 'line-through',
        cursor: 'not-allowed',
      },
    '&[data-invalid][data-selected]': {
      backgroundColor: vars.color.danger,
      color: vars.color.onDanger,
    },
  },
});

/** The dot under a day that has appointments; its meaning is also in the cell's description. */
export const mark = style({
  position: 'absolute',
  insetBlockEnd: '4px',
  insetInlineStart: '50%',
  width: '6px',
  height: '6px',
  marginInlineStart: '-3px',
  borderRadius: vars.radius.pill,
  backgroundColor: 'currentColor',
});
