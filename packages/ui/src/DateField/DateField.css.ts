import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The row of segments inside the field's control box. */
export const input = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

/** One editable part of a date or time (day, month, year, hour, minute) or a separator. */
export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  textAlign: 'end',
  selectors: {
    '&[data-type="literal"]': { padding: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    // The focused segment is told by an inverted box, not by colour of the text alone.
    '&[data-focused]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-disabled]': { color: vars.color.disabledText },
  },
});
