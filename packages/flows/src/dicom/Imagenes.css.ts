import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const miniatura = style({
  inlineSize: '3rem',
  blockSize: '3rem',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const aviso = style({ margin: 0, color: vars.color.textMuted });

/** El visor de un DICOM: el lienzo sobre fondo oscuro y, debajo, sus controles. */
export const visor = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
});

export const lienzo = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '60dvh',
  // Un DICOM pequeño (64 × 64) se ve a un tamaño legible, sin suavizar sus píxeles.
  minInlineSize: 'min(100%, 16rem)',
  objectFit: 'contain',
  imageRendering: 'pixelated',
  touchAction: 'none',
  cursor: 'crosshair',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const barra = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
});

export const grupo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
});

export const dato = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const ayuda = style({
  margin: 0,
  inlineSize: '100%',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Los ajustes de ventana: un grupo de botones, sin el marco de un fieldset. */
export const ajustes = style([grupo, { margin: 0, padding: 0, border: 0, minInlineSize: 0 }]);
