import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** The state's badge with the arrival under it: both read together in the 'Estado' cell. */
export const estado = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

/** 'Llegó a las 09:55', 'En sala de espera': words with an icon of their own, never a colour alone. */
export const llegada = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: 'inherit',
  whiteSpace: 'nowrap',
});
