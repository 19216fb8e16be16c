import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A multi-line control: the field box, grown to its rows, resizable only in height. */
export const textArea = style({
  display: 'block',
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
});

/** With `cols`, the width follows the columns instead of the container. */
export const sizedByCols = style({ width: 'auto', maxWidth: '100%' });
