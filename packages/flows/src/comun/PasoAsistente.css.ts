import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const paso = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '960px',
});

export const cabecera = style({ marginBlockEnd: 0 });

export const formulario = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

/** 'Continuar' a la izquierda, como en GOV.UK: es lo primero que encuentra quien lee en orden. */
export const botonera = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
