import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const miniatura = style({
  inlineSize: '3rem',
  blockSize: '3rem',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const aviso = style({ margin: 0, color: vars.color.textMuted });
