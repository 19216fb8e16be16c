import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const blocks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const block = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surfaceMuted,
    backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceMuted} 0%, ${vars.color.border} 50%, ${vars.color.surfaceMuted} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.6s linear infinite`,
    // No movement at all for people who asked the system for less of it.
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.pill, flexShrink: 0 },
    },
  },
  defaultVariants: { shape: 'text' },
});
