import { vars } from '@clinica/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/** Un aviso que no se pasa por alto: en palabras, con icono, raya y fondo, nunca solo el color. */
export const aviso = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.md,
  maxWidth: '65ch',
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const icono = style({ flexShrink: 0, marginBlockStart: '0.15em' });

export const tituloAviso = style({ fontWeight: vars.fontWeight.bold });

/** El resultado: su palabra y su icono (distinto en cada uno), además del color. */
export const resultado = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const tono = styleVariants({
  bien: { color: vars.color.success },
  mal: { color: vars.color.danger },
  aviso: { color: vars.color.text },
});

/** Un nombre de archivo largo se parte en una pantalla estrecha. */
export const archivo = style({ overflowWrap: 'anywhere' });
