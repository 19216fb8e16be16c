import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  marginBlockEnd: vars.space.xl,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  width: '100%',
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  // The heading only receives focus from script, when a step changes, so the reader starts
  // there; it is not a control, so it shows no ring (as GOV.UK does for its headings).
  ':focus': { outline: 'none' },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
