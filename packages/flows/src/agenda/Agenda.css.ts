import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

/** Each section of the Agenda: its own form, set apart by a rule. */
export const seccion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const formulario = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '40rem',
});

/** What was just saved: announced, in words and with a rule, never by colour alone. */
export const aviso = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.status.resueltaText}`,
  backgroundColor: vars.status.resueltaBg,
  color: vars.status.resueltaText,
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' },
});

/** A refused change and its citas, in a box under the form. */
export const rechazo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** One weekday: its name, 'Abre' and the two times, wrapping on a phone. */
export const dia = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  paddingBlock: vars.space.sm,
  border: 0,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});

export const nombreDia = style({
  flex: '0 0 6.5rem',
  padding: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  paddingBlockStart: vars.space.xs,
});

export const abre = style({ flex: '0 0 6rem', paddingBlockStart: vars.space.xs });

/** Apertura and cierre side by side; on a phone, together on a row of their own. */
export const horas = style({ flex: '1 1 15rem', display: 'flex', gap: vars.space.md });

export const hora = style({ flex: '1 1 6rem', minWidth: 0 });

export const cerrado = style({
  margin: 0,
  paddingBlockStart: vars.space.xs,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const error = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const lista = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** A row of a list (a professional, a closure): what it is, then its buttons. */
export const fila = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const detalle = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const secundario = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const botones = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const subtitulo = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** A section's content when it is not a form (the professionals, the closures). */
export const bloque = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A national holiday on one line: its date, its name and 'Festivo nacional'. */
export const festivo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const fechaFestivo = style({
  flex: '0 0 6.5rem',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
