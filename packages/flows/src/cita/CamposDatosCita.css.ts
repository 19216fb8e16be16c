import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** 'Primer hueco libre' con su explicación debajo, entre el profesional y la hora. */
export const primerHueco = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

/** Lo que hará, por qué espera o qué ha pasado: pequeño, como la descripción de un campo. */
export const ayuda = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
