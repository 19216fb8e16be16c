import { style } from '@vanilla-extract/css';

/** A form of single fields reads best narrow. */
export const formulario = style({ maxWidth: '36rem' });
