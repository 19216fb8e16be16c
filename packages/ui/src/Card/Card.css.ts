import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const infoBox = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.lg,
    // A thick start border as well as the tint: the box stands out in high contrast too.
    borderInlineStart: '6px solid',
    borderRadius: vars.radius.md,
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.infoSubtle, borderColor: vars.color.info },
      success: { backgroundColor: vars.color.successSubtle, borderColor: vars.color.success },
      warning: { backgroundColor: vars.color.warningSubtle, borderColor: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSubtle, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { flexShrink: 0, marginTop: '2px' },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  flex: 1,
});
