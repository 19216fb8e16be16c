import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

// A light band crossing each block, moved by `transform` alone: the compositor animates it
// without the page's main thread. The shimmer used to move the block's own background, which
// Chromium paints again on the main thread at every frame, while the page that the placeholder
// stands for is still loading its code and data (docs/rendimiento.md, 'The twentieth round').
const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
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
    position: 'relative',
    overflow: 'hidden',
    backgroundColor: base,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      backgroundImage: `linear-gradient(90deg, ${base} 0%, ${highlight} 50%, ${base} 100%)`,
      // Outside the block, so unseen, until the shimmer starts.
      transform: 'translateX(-100%)',
      // Only after a second: most content arrives sooner, and a placeholder that is there for
      // less never moves; one that stays says, by moving, that the page is still at work.
      animation: `${shimmer} 1.6s linear 1s infinite`,
    },
    // No movement at all for people who asked the system for less of it.
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&::after': { animation: 'none', display: 'none' } },
      },
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
