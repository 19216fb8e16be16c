import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
});

export const circle = recipe({
  base: {
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: vars.color.primary,
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    // Slower, not stopped: a frozen spinner would look like a hung page.
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      small: { width: '16px', height: '16px', borderWidth: '2px' },
      medium: { width: '24px', height: '24px', borderWidth: '3px' },
      large: { width: '40px', height: '40px', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const label = style({ fontSize: vars.fontSize.sm });
