import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** The diagnosis or report to read: its line breaks kept, a long word or URL wrapped. */
export const texto = style({
  width: '100%',
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.5,
});

export const imagenes = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const imagen = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start' });
