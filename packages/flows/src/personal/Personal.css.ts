import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** What was just done ('… está de baja.'): announced, and where focus lands. */
export const aviso = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.status.resueltaBg,
  color: vars.status.resueltaText,
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' },
});

/** The search box and its button side by side, wrapping on a phone. */
export const busqueda = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const campoBusqueda = style({ flex: '1 1 16rem', maxWidth: '28rem' });

/** 'Mostrando…', 'Anterior', 'Página n de m', 'Siguiente'. */
export const paginas = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const botonesDePagina = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const nombre = style({ display: 'flex', flexDirection: 'column' });

export const marca = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
