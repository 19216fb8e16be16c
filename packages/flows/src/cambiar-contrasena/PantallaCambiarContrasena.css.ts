import { style } from '@vanilla-extract/css';

/** Tres contraseñas en una columna estrecha: una línea de lectura, no el ancho de la página. */
export const formulario = style({ maxWidth: '32rem' });

export const introduccion = style({ margin: 0 });
