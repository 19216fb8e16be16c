import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const value = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  // The outline keeps the track visible where its fill is close to the page colour.
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  transition: 'width 200ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '4s' } },
});
