import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const texto = style({ width: '100%' });

export const imagenes = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const imagen = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start' });
