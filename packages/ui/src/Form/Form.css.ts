import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Fields stacked with room between them; the actions row sits at the end, left-aligned. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xl,
});
