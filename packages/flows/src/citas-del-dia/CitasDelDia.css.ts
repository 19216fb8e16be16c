import { vars } from '@clinica/ui';
import { createContainer, style, styleVariants } from '@vanilla-extract/css';

export const selectorDeDia = style({ maxWidth: '16rem', marginBlockEnd: vars.space.md });

/**
 * The list measures its own width, not the window's: with the side bar open a tablet leaves it
 * narrow too. Below `ESTRECHA` the table (eight columns, a scroll box of its own) gives way to
 * one card per cita; above it the 410-px table of §9 stays.
 */
const lista = createContainer('citas-del-dia');
const ESTRECHA = `${lista} (max-width: 47.99rem)`;

export const contenedor = style({ containerName: lista, containerType: 'inline-size' });

export const tabla = style({ '@container': { [ESTRECHA]: { display: 'none' } } });

export const tarjetas = style({
  display: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // One column on a phone, two or more on a tablet.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  '@container': { [ESTRECHA]: { display: 'grid', gap: vars.space.md } },
});

const bordeDeEstado = {
  EN_CURSO: vars.status.enCursoText,
  CUMPLIDA: vars.status.cumplidaText,
  CANCELADA: vars.status.canceladaText,
} as const;

/** A card: the state's colour on its edge (the word is in the badge). */
export const tarjeta = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.md,
  // Scrolled into view with some room around it.
  scrollMarginBlock: vars.space.xxl,
});

export const estadoDeTarjeta = styleVariants(bordeDeEstado, (color) => ({
  borderInlineStartColor: color,
}));

/** The cita just changed: outlined, and 'Recién cambiada' in words. */
export const tarjetaMarcada = style({
  outline: `3px solid ${vars.color.primary}`,
  outlineOffset: '2px',
});

export const cabeceraTarjeta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const hora = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const paciente = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const datos = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const dato = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const termino = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const valor = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const accionesTarjeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.xs,
});

export const accionPeligrosa = style({
  color: vars.color.danger,
  selectors: { '&[aria-disabled="true"]': { color: vars.color.disabledText } },
});

/** Por qué una acción de la tarjeta no está disponible. */
export const motivo = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const recienCambiada = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

/** In the table the badge sits after the number, in the row's header cell. */
export const numeroConMarca = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
