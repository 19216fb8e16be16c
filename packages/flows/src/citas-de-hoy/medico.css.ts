import { vars } from '@clinica/ui';
import { createContainer, globalStyle, style, styleVariants } from '@vanilla-extract/css';

/**
 * The doctor's home measures its own width: wide, today's list and the calendar panel side by
 * side; narrow (a phone, a tablet with the side bar), one under the other (the list itself turns
 * into cards when it is narrow: DataTable's `card`).
 */
const contenedor = createContainer('area-medico');
const ANCHA = `${contenedor} (min-width: 80rem)`;

export const area = style({ containerName: contenedor, containerType: 'inline-size' });

export const rejilla = style({
  display: 'grid',
  // One column that may shrink below its content (a long button wraps instead of overflowing).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': { [ANCHA]: { gridTemplateColumns: 'minmax(0, 1fr) 24rem' } },
});

/** The panel measures itself: wide (under the list on a laptop), calendar and day side by side. */
const contenedorPanel = createContainer('panel-calendario');
const PANEL_ANCHO = `${contenedorPanel} (min-width: 44rem)`;

export const panel = style({
  containerName: contenedorPanel,
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const cuerpoPanel = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@container': { [PANEL_ANCHO]: { gridTemplateColumns: '22rem minmax(0, 1fr)' } },
});

export const tituloPanel = style({ margin: 0, fontSize: vars.fontSize.lg });

export const listaDelDia = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const citaDelDia = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  borderRadius: vars.radius.sm,
});

/** The state's colour on the edge; the word is in the badge. */
export const estadoDelDia = styleVariants(
  {
    EN_CURSO: vars.status.enCursoText,
    CUMPLIDA: vars.status.cumplidaText,
    CANCELADA: vars.status.canceladaText,
    NO_PRESENTADA: vars.status.noPresentadaText,
  },
  (color) => ({ borderInlineStartColor: color }),
);

/** 'Cancelar' on a day's cita: the word in the danger colour, grey when it cannot be done. */
export const accionPeligrosa = style({
  color: vars.color.danger,
  selectors: { '&[aria-disabled="true"]': { color: vars.color.disabledText } },
});

export const franja = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const textoSuave = style({ margin: 0, color: vars.color.textMuted });

export const seccion = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const tituloSeccion = style({ margin: 0, fontSize: vars.fontSize.lg });

export const botonera = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Saved and read-only: greyed, so it reads as not editable (§4), and said in words too. */
export const cajaBloqueada = style({});
globalStyle(`${cajaBloqueada} textarea`, {
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  cursor: 'default',
});

export const aviso = style({ margin: 0 });

export const rejillaDiagnostico = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/**
 * The calendar's place while today's list loads. Under the list (below 80rem), it waits unseen:
 * it appears with the list, so nothing it holds moves when the citas, or a weekend's short 'no
 * citas' box, replace the grey rows (a layout shift on a phone; docs/rendimiento.md, 'CLS').
 * Beside the list it stays, where the list's height moves nothing. Otherwise it is not a box of
 * its own (`display: contents`): the panel stays the grid's item.
 */
export const lugarDelPanel = style({ display: 'contents' });
export const panelEsperando = style({
  '@container': { [`${contenedor} (max-width: 79.99rem)`]: { display: 'none' } },
});

/** The cancel question's text, with room before the reason's choice below it. */
export const textoDelAviso = style({ margin: `0 0 ${vars.space.md}` });

/**
 * A button whose words (a day's full name and date) do not fit a phone's card: they wrap inside
 * it, starting at its left, instead of running out of the card.
 */
export const botonQueParte = style({
  whiteSpace: 'normal',
  textAlign: 'start',
  maxWidth: '100%',
  paddingBlock: vars.space.xs,
});
