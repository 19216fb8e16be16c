import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** A section's heading and its 'Cambiar' on one line, wrapping on a phone. */
export const cabeceraSeccion = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The heading takes the focus after saving or cancelling: it shows where it landed. */
export const titulo = style({
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' },
});

/** What was just done ('Se han guardado…'): a word and an icon, never colour alone. */
export const aviso = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.status.resueltaBg,
  color: vars.status.resueltaText,
  selectors: { '&:empty': { display: 'none' } },
});

export const icono = style({ flexShrink: 0, marginBlockStart: '0.15em' });
