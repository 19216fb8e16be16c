import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const seccion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
});

export const titulo = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** El resultado: texto (y un icono de su forma), nunca solo un color. */
export const resultado = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  minHeight: '1.5em',
});

/** El icono del resultado no se encoge con un texto de dos líneas. */
export const icono = style({ flexShrink: 0, marginBlockStart: '0.15em' });
