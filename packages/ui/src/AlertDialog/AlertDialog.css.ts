import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const icon = style({
  flexShrink: 0,
  alignSelf: 'center',
  color: vars.color.danger,
});
