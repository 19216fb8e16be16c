import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const pickers = style({
  display: 'flex',
  flex: 1,
  gap: vars.space.xs,
  justifyContent: 'center',
  minWidth: 0,
});

/** Room for the longest month, 'Septiembre', beside the month buttons of a 7-day grid. */
export const month = style({ flex: '1 1 auto', minWidth: 0 });

export const year = style({ flex: '0 0 5.25rem', minWidth: 0 });

/** Smaller than a form field's box, to sit between the month buttons. */
export const trigger = style({
  minHeight: '36px',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
