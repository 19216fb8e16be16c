import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** 'Incidencia … eliminada.': announced, and where focus lands after the row is gone. */
export const aviso = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.status.resueltaBg,
  color: vars.status.resueltaText,
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' },
});
