import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** Las cajas de contacto: tres a lo ancho, una debajo de otra en un móvil. */
export const contacto = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const dato = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const telefono = style({ fontWeight: 700, fontSize: vars.fontSize.lg });

/**
 * 'Quién ha visto mi historia' y 'Descargar mis datos', sobre el historial: uno al lado del otro
 * si caben, uno debajo de otro en un móvil.
 */
export const tusDatos = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});
