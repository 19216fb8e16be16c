import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** The search box and its button side by side, wrapping on a phone. */
export const busqueda = style({
  containerType: 'inline-size',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const campo = style({ flex: '1 1 16rem', maxWidth: '32rem', minWidth: 0 });

/** The button lines up with the input, under the label; when narrow it wraps below, unpadded. */
export const boton = style({
  paddingTop: '1.75rem',
  '@container': { '(max-width: 30rem)': { paddingTop: 0 } },
});

/** 'Mostrando…', 'Anterior', 'Página n de m', 'Siguiente'. */
export const paginas = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const botonesDePagina = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
