import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const pagina = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  maxWidth: '880px',
  marginInline: 'auto',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

/** La frase de §2.2, al lado del formulario: en pantallas estrechas pasa encima. */
export const lema = style({
  display: 'flex',
  alignItems: 'flex-end',
  padding: vars.space.xxl,
  minHeight: '200px',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const formulario = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xxl,
});

export const titulo = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  ':focus': { outline: 'none' },
});
