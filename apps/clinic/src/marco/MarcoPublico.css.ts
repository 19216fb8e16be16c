import { vars } from '@clinica/ui';
import { style } from '@vanilla-extract/css';

export const pagina = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  '@media': { 'screen and (min-width: 768px)': { paddingBlockStart: vars.space.xxxl } },
});

export const clinica = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** The page itself, on a card so it reads as one block in the middle of the window. */
export const contenido = style({
  // Space above the page's heading and below its last button, as beside them.
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
