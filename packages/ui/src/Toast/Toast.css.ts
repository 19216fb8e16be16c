import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/global.css';

/** Bottom end corner of the viewport, newest toast on top. */
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  width: 'min(26rem, calc(100vw - 2rem))',
  margin: 0,
  padding: 0,
  outline: 'none',
  listStyle: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
    color: vars.color.text,
    backgroundColor: vars.color.surfaceRaised,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
});

export const icon = recipe({
  base: { flexShrink: 0, marginBlockStart: '2px' },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
    },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'center',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
