import { vars } from '@clinica/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The day list's cards, at every width: a radiologist's day holds a few citas, and a card says
 * who each one is about without a table to scroll (one column on a phone, more on a desk).
 */
export const tarjetas = style({});

globalStyle(`${tarjetas} > ul`, {
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});
