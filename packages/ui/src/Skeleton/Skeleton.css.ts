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

/*
 * Tints of the text colour over the surface rather than `surfaceMuted`/`border`: in high
 * contrast those are white and black, which made the placeholders flashing black bars.
 */
const base = `color-mix(in srgb, ${vars.color.text} 8%, ${vars.color.surface})`;
const highlight = `color-mix(in srgb, ${vars.color.text} 15%, ${vars.color.surface})`;

export const block = recipe({
  base: {
    display: 'block',
    backgroundColor: base,
    backgroundImage: `linear-gradient(90deg, ${base} 0%, ${highlight} 50%, ${base} 100%)`,
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
