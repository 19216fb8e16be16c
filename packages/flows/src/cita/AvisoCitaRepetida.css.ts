import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/**
 * La región que anuncia el aviso está siempre; vacía, sale del flujo para no sumar el hueco
 * entre los bloques del paso (sigue en el árbol de accesibilidad, así que se anuncia al llenarse).
 */
export const region = style({
  selectors: { '&:empty': { position: 'absolute' } },
});

/** Un aviso que no detiene: en palabras, con una raya y un fondo, nunca solo por el color. */
export const aviso = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  maxWidth: '65ch',
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const titulo = style({ fontWeight: vars.fontWeight.bold });
