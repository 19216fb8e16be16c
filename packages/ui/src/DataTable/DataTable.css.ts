import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

/** Table rows and cells sit inside a scroller, so their ring is drawn inside the box. */
const insetFocusRing = { ...focusRing, outlineOffset: `calc(-1 * ${vars.border.focusWidth})` };

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** The bar above the table: page size on the start side, the filter on the end side. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  // Above the cards (a phone), one control a line, the search as wide as the list.
  selectors: {
    '[data-layout="cards"] > &': { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const inlineField = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const inlineLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const searchInput = style({
  width: '16rem',
  maxWidth: '100%',
  selectors: { '[data-layout="cards"] &': { flex: 1, width: 'auto', minWidth: 0 } },
});

export const searchClear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  marginInlineStart: `calc(-1 * ${vars.space.xxl})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '[data-empty] &': { visibility: 'hidden' },
  },
});

export const selectTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
});

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
});

/** The scroller: with a height set, the body scrolls under a sticky header. */
export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  // Rows scrolled into view by the keyboard must not end up under the sticky header.
  scrollPaddingBlockStart: '3rem',
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetFocusRing },
});

export const column = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  // Long Spanish headers ('Nombre del paciente') wrap, so the row actions stay in view.
  verticalAlign: 'bottom',
  color: vars.color.text,
  backgroundColor: vars.color.surfaceMuted,
  borderBlockEnd: `${vars.border.width} solid ${vars.color.borderStrong}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': insetFocusRing,
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { backgroundColor: vars.color.primarySubtle },
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const row = recipe({
  base: {
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    outline: 'none',
    selectors: {
      // The current row (`currentRowId`): a strong edge inside the box, whatever its tone.
      '&[data-current]': {
        outline: `3px solid ${vars.color.primary}`,
        outlineOffset: '-3px',
      },
      '&[data-focus-visible]': insetFocusRing,
    },
  },
  variants: {
    // A toned row keeps its colour on hover: the tone carries meaning.
    tone: {
      none: { selectors: { '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted } } },
      enCurso: { backgroundColor: vars.status.enCursoBg, color: vars.status.enCursoText },
      cumplida: { backgroundColor: vars.status.cumplidaBg, color: vars.status.cumplidaText },
      cancelada: { backgroundColor: vars.status.canceladaBg, color: vars.status.canceladaText },
      noPresentada: {
        backgroundColor: vars.status.noPresentadaBg,
        color: vars.status.noPresentadaText,
      },
      pendiente: { backgroundColor: vars.status.pendienteBg, color: vars.status.pendienteText },
      resuelta: { backgroundColor: vars.status.resueltaBg, color: vars.status.resueltaText },
    },
  },
  defaultVariants: { tone: 'none' },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `${vars.border.width} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetFocusRing },
});

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** The bar under the table: the info text and the pages. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const info = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const ellipsis = style({ paddingInline: vars.space.xs, color: vars.color.textMuted });

/* The cards (`card`, below the width threshold): one column on a phone, more where they fit. */

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardsEmpty = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** A card: the row's tone on its start edge (the word is in its status), the current one outlined. */
export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    padding: vars.space.md,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderInlineStartWidth: '6px',
    borderRadius: vars.radius.md,
    // Scrolled into view (the current row) with room around it.
    scrollMarginBlock: vars.space.xxl,
    selectors: {
      '&[data-current]': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: {
      none: {},
      enCurso: { borderInlineStartColor: vars.status.enCursoText },
      cumplida: { borderInlineStartColor: vars.status.cumplidaText },
      cancelada: { borderInlineStartColor: vars.status.canceladaText },
      noPresentada: { borderInlineStartColor: vars.status.noPresentadaText },
      pendiente: { borderInlineStartColor: vars.status.pendienteText },
      resuelta: { borderInlineStartColor: vars.status.resueltaText },
    },
  },
  defaultVariants: { tone: 'none' },
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const cardLeadRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardLead = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const cardDetails = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const cardDetail = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs });

export const cardTerm = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cardValue = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.xs,
});

/** A destructive action keeps the secondary look, in the danger colour. */
export const cardDanger = style({
  color: vars.color.danger,
  borderColor: vars.color.danger,
  selectors: {
    '&[aria-disabled="true"], &[data-disabled]': {
      color: vars.color.disabledText,
      borderColor: vars.color.disabledText,
    },
  },
});

/** Why an action of the card cannot be done now. */
export const cardReason = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const sortTrigger = style({ maxWidth: '100%', minWidth: 0 });

export const sortValue = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** 'Anterior', 'Página 2 de 6', 'Siguiente': fits a phone's width. */
export const compactPager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const pageOf = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
