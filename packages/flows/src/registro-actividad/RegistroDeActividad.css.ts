import { style } from '@vanilla-extract/css';

/** 'Mostrar': as wide as its longest option, never the whole page. */
export const filtro = style({ maxWidth: '20rem' });
