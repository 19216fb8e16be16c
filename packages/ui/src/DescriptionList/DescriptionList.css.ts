import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/**
 * One grid for the whole list, its rows on a subgrid: each row sizing its own columns put
 * the values of rows without an action (or with a shorter one) out of line with the rest.
 */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) 2fr auto',
  columnGap: vars.space.md,
  margin: 0,
  '@media': {
    '(max-width: 40rem)': { gridTemplateColumns: '1fr' },
  },
});

/** A row: the term, its value and, when it has one, the 'Cambiar' action. */
export const row = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'baseline',
  paddingBlock: vars.space.sm,
  borderBlockEnd: `${vars.border.width} solid ${vars.color.border}`,
  '@media': {
    '(max-width: 40rem)': { rowGap: vars.space.xxs },
  },
});

export const term = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const actions = style({ margin: 0, textAlign: 'end' });

export const action = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
  },
});
