import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Fields stacked with room between them; the actions row sits at the end, left-aligned. */
export const form = recipe({
  base: { display: 'flex', flexDirection: 'column', alignItems: 'stretch' },
  variants: {
    gap: {
      md: { gap: vars.space.md },
      lg: { gap: vars.space.lg },
      xl: { gap: vars.space.xl },
    },
  },
  defaultVariants: { gap: 'xl' },
});
