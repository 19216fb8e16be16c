import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** The review before saving: each image's thumbnail beside its name and note. */
export const revisionImagenes = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const revisionImagen = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const revisionNombre = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

/** The report as it will be saved: its line breaks kept, a long word wrapped. */
export const revisionTexto = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.5,
});
