import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** Dos contraseñas en una columna estrecha: una línea de lectura, no el ancho de la página. */
export const columna = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '32rem',
});

export const introduccion = style({ margin: 0 });
