import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const selectorDeDia = style({ maxWidth: '16rem', marginBlockEnd: vars.space.md });

/** 'Recién cambiada', after the number (in the table's row header, in the card's details). */
export const recienCambiada = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

/** The number and its 'Recién cambiada' badge, wrapping on a narrow card. */
export const numeroConMarca = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
