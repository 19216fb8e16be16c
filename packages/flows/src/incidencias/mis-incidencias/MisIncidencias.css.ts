import { vars } from '@clinica/ui';
import { createContainer, style, styleVariants } from '@vanilla-extract/css';

/**
 * The list measures its own width: below `ESTRECHA` the five-column table gives way to one card
 * per incidencia (a phone at 375 px, or a tablet with the side bar open).
 */
const lista = createContainer('mis-incidencias');
const ESTRECHA = `${lista} (max-width: 47.99rem)`;

export const contenedor = style({ containerName: lista, containerType: 'inline-size' });

export const tabla = style({ '@container': { [ESTRECHA]: { display: 'none' } } });

export const tarjetas = style({
  display: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  '@container': { [ESTRECHA]: { display: 'grid', gap: vars.space.md } },
});

export const tarjeta = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.md,
});

export const estadoDeTarjeta = styleVariants(
  { PENDIENTE: vars.status.pendienteText, RESUELTA: vars.status.resueltaText },
  (color) => ({ borderInlineStartColor: color }),
);

export const cabeceraTarjeta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const asunto = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const datos = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const dato = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const termino = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const valor = style({ margin: 0, fontSize: vars.fontSize.sm });

export const acciones = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.xs,
});

export const peligrosa = style({
  color: vars.color.danger,
  selectors: { '&[aria-disabled="true"]': { color: vars.color.disabledText } },
});

/** Por qué una acción de la tarjeta no está disponible. */
export const motivo = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** 'Incidencia … eliminada.': announced, and where focus lands after the row is gone. */
export const aviso = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.status.resueltaBg,
  color: vars.status.resueltaText,
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' },
});
