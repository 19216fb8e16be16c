import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** Un solo campo en una columna estrecha: una línea de lectura, no el ancho de la página. */
export const columna = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '32rem',
});

export const introduccion = style({ margin: 0 });

/** El aviso recibe el foco al aparecer: sin contorno propio, el de la caja basta. */
export const aviso = style({ ':focus': { outline: 'none' } });
