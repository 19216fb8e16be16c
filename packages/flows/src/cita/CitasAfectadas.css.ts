import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** The citas a refused change waits for, each with its two links. */
export const citas = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const cita = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const enlacesDeCita = style({ display: 'flex', gap: vars.space.sm });
