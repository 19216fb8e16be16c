import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The control box holds the segments and the calendar button side by side. */
export const group = style({
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInlineEnd: vars.space.xxs,
});

export const input = style({ flex: 1 });

export const popover = style({
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.overlay,
  outline: 'none',
});

export const dialog = style({ outline: 'none' });
