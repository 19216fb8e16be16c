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

/**
 * Holds the popover at the calendar's size for the moment its code may still be on the way, so
 * the popover does not grow under the pointer: 294 × 314 px is a six-week month as measured in
 * Chromium (a five-week month is 272 px high, with the month and year selects 318 px).
 */
export const calendarPlaceholder = style({ width: '294px', height: '314px' });

export const unavailable = style({
  maxWidth: '294px',
  margin: 0,
  color: vars.color.text,
});
