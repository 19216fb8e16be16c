import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const tarjeta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
});

/** El día y la hora, lo primero que se busca: en grande, con su icono. */
export const cuando = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const icono = style({ flexShrink: 0, marginBlockStart: '0.2em' });

export const linea = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });

export const lista = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const telefono = style({ fontWeight: 700, color: vars.color.link });
