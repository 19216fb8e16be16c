import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  // Takes focus from script only, when the last file is removed.
  ':focus': { outline: 'none' },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: {
    '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` },
  },
});

export const fileIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const fileText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 12rem',
  minWidth: 0,
});

export const fileName = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const fileSize = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  border: `${vars.border.width} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});
