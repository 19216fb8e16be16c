import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One step; its `data-status` (complete, current, upcoming) styles its marker and label. */
export const step = style({
  position: 'relative',
  flex: '1 1 0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  textAlign: 'center',
  selectors: {
    // The line joining a step to the previous one.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '15px',
      insetInlineEnd: 'calc(50% + 20px)',
      width: `calc(100% - 40px + ${vars.space.sm})`,
      height: '2px',
      backgroundColor: vars.color.borderStrong,
    },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  selectors: {
    [`${step}[data-status="complete"] > &`]: {
      backgroundColor: vars.color.successSubtle,
      borderColor: vars.color.success,
      color: vars.color.success,
    },
    // The current step is told by a filled marker with a double ring and bold text.
    [`${step}[data-status="current"] > &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.primary}`,
    },
  },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  // Lines break between words, never inside one: with 'anywhere', 'Resumen' read 'Resume/n' in
  // a five-step bar at 375 px. A word a little wider than its step stays centred under its
  // marker and uses the gap beside it.
  overflowWrap: 'normal',
  selectors: {
    [`${step}[data-status="current"] > &`]: {
      fontWeight: vars.fontWeight.bold,
      color: vars.color.text,
    },
    [`${step}[data-status="complete"] > &`]: { color: vars.color.text },
  },
});
